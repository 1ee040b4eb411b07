/** Pieces shared by the top-down food scenes: the table, soft drop shadows, chopsticks, a teacup. */

import type { Rng } from '../random.ts';
import { mix, palette } from './color.ts';
import { type Canvas, circle, ellipse, group, n, rect } from './svg.ts';

/** A table top: an indigo cloth or a pale wood, with a quiet repeating pattern. */
export function tableTop(c: Canvas, rng: Rng): { base: string; markup: string } {
  if (rng.chance(0.5)) {
    const base = palette.indigo;
    let dots = '';
    // Asanoha-like scatter of tiny crosses would be busy; a sparse dot grid reads as woven cloth.
    for (let y = 20; y < 1200; y += 40) {
      for (let x = (y / 40) % 2 === 0 ? 20 : 40; x < 1600; x += 40) dots += circle(x, y, 2.2);
    }
    return {
      base,
      markup:
        rect(0, 0, 1600, 1200, {
          fill: c.linear(
            [
              [0, palette.indigoBright],
              [1, palette.indigo],
            ],
            { x2: 1, y2: 1 },
          ),
        }) + group(dots, { fill: palette.paper, 'fill-opacity': 0.08 }),
    };
  }
  const base = '#7a563b';
  let grain = '';
  for (let y = 0; y < 1200; y += rng.range(18, 40)) {
    grain += rect(0, y, 1600, rng.range(1.5, 4), { 'fill-opacity': n(rng.range(0.08, 0.2)) });
  }
  return {
    base,
    markup:
      rect(0, 0, 1600, 1200, {
        fill: c.linear(
          [
            [0, '#8c6647'],
            [1, '#6a4a33'],
          ],
          { x2: 1, y2: 1 },
        ),
      }) + group(grain, { fill: '#3e2a1c' }),
  };
}

/** Light from the top left: every object casts the same soft offset shadow. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx) =>
  ellipse(cx + rx * 0.06, cy + ry * 0.08, rx * 1.02, ry * 1.02, { fill: '#0b1630', 'fill-opacity': 0.22 });

export function chopsticks(x: number, y: number, length: number, angle: number, color: string): string {
  const stick = (dx: number) =>
    `<path d="M${n(dx)} -6L${n(dx + length)} -3L${n(dx + length)} 3L${n(dx)} 6Z"/>`;
  const rest =
    ellipse(length * 0.12, 28, 26, 14, { fill: palette.paper }) +
    ellipse(length * 0.12, 28, 26, 14, { fill: '#000000', 'fill-opacity': 0.08 });
  return group(
    group(`${stick(0)}<g transform="translate(0 26)">${stick(0)}</g>`, {
      fill: '#0b1630',
      'fill-opacity': 0.2,
      transform: 'translate(8 10)',
    }) +
      rest +
      group(`${stick(0)}<g transform="translate(0 26)">${stick(0)}</g>`, { fill: color }) +
      rect(0, -7, length * 0.22, 40, { fill: mix(color, '#000000', 0.35), 'fill-opacity': 0.5 }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  );
}

/** A cup of green tea seen from above. */
export function teacup(x: number, y: number, r: number): string {
  return (
    shadow(x, y, r) +
    circle(x, y, r, { fill: palette.paper }) +
    circle(x, y, r * 0.97, { fill: 'none', stroke: palette.indigo, 'stroke-width': r * 0.06 }) +
    circle(x, y, r * 0.8, { fill: '#9dae5c' }) +
    circle(x - r * 0.2, y - r * 0.2, r * 0.35, { fill: '#c2cf86', 'fill-opacity': 0.6 })
  );
}
