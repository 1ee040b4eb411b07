import { beforeEach, describe, expect, it } from 'vitest';
import { currentSessionId, newSessionId } from './session-id.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => sessionStorage.clear());

describe('the session id', () => {
  it('is a UUID v4 kept for the tab, so the panel opening again finds the same conversation', () => {
    const id = currentSessionId(null);
    expect(id).toMatch(uuidV4);
    expect(currentSessionId(null)).toBe(id);
  });

  it('is new after clearing', () => {
    const id = currentSessionId(null);
    const next = newSessionId(null);
    expect(next).toMatch(uuidV4);
    expect(next).not.toBe(id);
    expect(currentSessionId(null)).toBe(next);
  });

  it('is new when someone else is signed in than when it was made', () => {
    const visitors = currentSessionId(null);
    const emmas = currentSessionId('emma-id');
    expect(emmas).not.toBe(visitors);
    expect(currentSessionId('emma-id')).toBe(emmas);
    expect(currentSessionId(null)).not.toBe(emmas);
  });

  it('is new when what is stored is not a well-formed id', () => {
    sessionStorage.setItem('tabi.assistant.session', JSON.stringify({ id: 'guessable', owner: null }));
    expect(currentSessionId(null)).toMatch(uuidV4);
    sessionStorage.setItem('tabi.assistant.session', '{not json');
    expect(currentSessionId(null)).toMatch(uuidV4);
  });
});
