import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

/** How far the gold row reaches, in star widths: whole stars, the gaps after them, and a share of the next. */
function goldReach(container: HTMLElement) {
  const rect = container.querySelector('clipPath rect');
  return rect ? Number(rect.getAttribute('width')) : 0;
}

describe('a star rating', () => {
  it.each([
    [4.6, 'Rated 4.6 out of 5', 4 * 27 + 0.6 * 24],
    [3.25, 'Rated 3.3 out of 5', 3 * 27 + 0.25 * 24],
    [5, 'Rated 5.0 out of 5', 4 * 27 + 24],
    [7, 'Rated 5.0 out of 5', 4 * 27 + 24],
    [0, 'Rated 0.0 out of 5', 0],
  ])('%s: announced "%s", gold to %s of 132 units', (value, label, reach) => {
    const { container } = render(<StarRating value={value} />);
    expect(screen.getByRole('img', { name: label })).toBeTruthy();
    expect(goldReach(container)).toBeCloseTo(reach);
    // Five grey stars, and five gold ones cut at the value when there is any.
    expect(container.querySelectorAll('use')).toHaveLength(reach > 0 ? 10 : 5);
  });

  it('draws the star once per rating, under an id no other rating on the page shares', () => {
    const html = renderToString(
      <>
        <StarRating value={4} />
        <StarRating value={2} />
      </>,
    );
    const ids = [...html.matchAll(/<path id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // Ten whole star icons were 6.6 KB.
    expect(html.length).toBeLessThan(2 * 1300);
  });
});
