import { featurePageSlugs, policy } from '@tabi/contracts';
import { assistantSuggestions } from '@tabi/site-content';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { FeaturePage } from './feature-page.tsx';

fakeApi();

function renderFeature(slug: string) {
  return renderRoutes([{ path: '/features/*', Component: FeaturePage }], `/features/${slug}`);
}

function expectSoundOutline() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  }
}

/** Each page's h1, and where its call to action leads (the list). */
const pages: [slug: string, title: string, cta: string, href: string][] = [
  ['expert-guides', 'Expert local guides', 'See cultural tours', '/tours?category=Cultural'],
  ['customized-tours', 'Customized tours', 'Ask for a private tour', '/contact'],
  ['free-cancellation', 'Free cancellation', 'Read the cancellation policy', '/cancellation-policy'],
  ['reliable-transportation', 'Reliable transportation', 'Vehicles and transport', '/vehicle'],
  ['customer-support', 'Customer support', 'Contact us', '/contact'],
  ['trusted-travelers', 'Trusted by travellers', 'See top-rated tours', '/tours?sort=rating'],
];

describe('feature pages', () => {
  it('covers every feature page of the site', () => {
    expect(pages.map(([slug]) => slug)).toEqual([...featurePageSlugs]);
  });

  it.each(pages)(
    '/features/%s has its own h1, sections and call to action',
    async (slug, title, cta, href) => {
      renderFeature(slug);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · Tabi Tours`));
      expect(
        document.querySelector('meta[name="description"]')?.getAttribute('content')?.length,
      ).toBeGreaterThan(60);

      // Three or four sections of its own, then the call to action.
      const sections = screen.getAllByRole('heading', { level: 2 });
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections.length).toBeLessThanOrEqual(5);
      expect(screen.getByRole('link', { name: cta })).toHaveAttribute('href', href);
      expectSoundOutline();
    },
  );

  it('gives each page its own content', async () => {
    renderFeature('expert-guides');
    expect(await screen.findByText(/National Government Licensed Guide Interpreters/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meet some of our guides' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  });

  it('quotes the cancellation policy from the one source of truth', async () => {
    renderFeature('free-cancellation');
    expect(
      await screen.findByText(`${policy.freeCancellationHours} hours before its start time`),
    ).toBeInTheDocument();
    // The worked example follows the policy: a 09:00 JST start on Saturday 11 April.
    expect(
      screen.getByText(/starts on Saturday 11 April, 09:00 JST, cancelling is free until/),
    ).toBeInTheDocument();
  });

  it('gives examples of what to ask the travel assistant', async () => {
    renderFeature('customer-support');
    const point = (await screen.findByRole('heading', { level: 3, name: 'The AI travel assistant' }))
      .parentElement as HTMLElement;
    for (const suggestion of assistantSuggestions.features)
      expect(point).toHaveTextContent(`"${suggestion}"`);
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderFeature('time-travel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Tabi Tours'));
  });

  it('takes no slug from the prototype of an object', async () => {
    renderFeature('constructor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
