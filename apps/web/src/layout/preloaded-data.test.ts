import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadedDataId, preloadKey, servePreloadedAnswers } from './preloaded-data.ts';

const originalFetch = window.fetch;

afterEach(() => {
  window.fetch = originalFetch;
  document.getElementById(preloadedDataId)?.remove();
});

function inline(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = preloadedDataId;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

describe('answers preloaded into the page', () => {
  it('serves the first GET of each path once, whatever the order of its query', async () => {
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    window.fetch = network as typeof fetch;
    inline({ '/api/posts?limit=8&sort=rating': { from: 'page' } });
    servePreloadedAnswers();
    expect(document.getElementById(preloadedDataId)).toBeNull();

    const first = await fetch('/api/posts?sort=rating&limit=8', { headers: { Accept: 'application/json' } });
    expect(await first.json()).toEqual({ from: 'page' });
    const second = await fetch('/api/posts?sort=rating&limit=8');
    expect(await second.json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('serves a signed-in GET too: the page was prerendered from that answer', async () => {
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    window.fetch = network as typeof fetch;
    inline({ '/api/categories': { from: 'page' } });
    servePreloadedAnswers();
    const answer = await fetch('/api/categories', { headers: { Authorization: 'Bearer t' } });
    expect(await answer.json()).toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();
  });

  it('leaves other methods and other paths to the network', async () => {
    const network = vi.fn(async () => new Response('{}'));
    window.fetch = network as typeof fetch;
    inline({ '/api/categories': [] });
    servePreloadedAnswers();
    await fetch('/api/categories', { method: 'POST' });
    await fetch('/api/posts');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('keys paths of its own origin only', () => {
    expect(preloadKey('/api/posts?b=2&a=1', 'http://localhost')).toBe('/api/posts?a=1&b=2');
    expect(preloadKey('https://elsewhere.example/api/posts', 'http://localhost')).toBeUndefined();
  });
});
