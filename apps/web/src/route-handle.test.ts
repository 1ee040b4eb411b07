import { describe, expect, it } from 'vitest';
import { helpButtonOf, isPrerendered } from './route-handle.ts';

describe('route handles', () => {
  it('place the help button by the deepest route that says where', () => {
    expect(helpButtonOf([{}, { handle: { prerender: true } }])).toBe('shown');
    expect(helpButtonOf([{}, { handle: { helpButton: 'hidden' } }])).toBe('hidden');
    expect(
      helpButtonOf([{ handle: { helpButton: 'hidden' } }, { handle: { helpButton: 'beside-action-bar' } }]),
    ).toBe('beside-action-bar');
  });

  it('mark the prerendered pages', () => {
    expect(isPrerendered({ handle: { prerender: true, helpButton: 'beside-action-bar' } })).toBe(true);
    expect(isPrerendered({ handle: { helpButton: 'hidden' } })).toBe(false);
    expect(isPrerendered({})).toBe(false);
  });
});
