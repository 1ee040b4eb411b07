/** A tea ceremony from above: matcha in a bowl on tatami, the whisk and scoop, seasonal sweets. */

import type { Rng } from '../../random.ts';
import { mix, palette } from '../color.ts';
import { shadow } from '../food.ts';
import { Canvas, circle, ellipse, group, n, path, rect } from '../svg.ts';

export function teaScene(rng: Rng): string {
  const c = new Canvas();
  // Tatami: fine rush weave, with a dark cloth border (heri) along one edge.
  c.add(
    rect(0, 0, 1600, 1200, {
      fill: c.linear(
        [
          [0, '#d9d29a'],
          [1, '#c4bb7e'],
        ],
        { x2: 1, y2: 1 },
      ),
    }),
  );
  let weave = '';
  for (let x = 0; x < 1600; x += 9) weave += rect(x, 0, 2, 1200);
  c.add(group(weave, { fill: '#9f9660', 'fill-opacity': 0.25 }));
  const heriY = rng.range(60, 140);
  c.add(rect(0, heriY, 1600, 56, { fill: palette.indigoDeep }));
  c.add(rect(0, heriY + 8, 1600, 4, { fill: palette.paper, 'fill-opacity': 0.25 }));
  c.add(rect(0, heriY + 44, 1600, 4, { fill: palette.paper, 'fill-opacity': 0.25 }));

  // The bowl: a dark raku glaze around bright whisked matcha.
  const bx = rng.range(740, 820);
  const by = rng.range(640, 680);
  c.add(shadow(bx, by, 340));
  c.add(
    circle(bx, by, 340, {
      fill: c.radial(
        [
          [0, '#4a3b35'],
          [0.85, '#2b2320'],
          [1, '#1d1816'],
        ],
        bx - 80,
        by - 80,
        420,
      ),
    }),
  );
  c.add(circle(bx, by, 340, { fill: 'none', stroke: '#6b5a50', 'stroke-width': 10, 'stroke-opacity': 0.6 }));
  c.add(
    circle(bx, by, 262, {
      fill: c.radial(
        [
          [0, '#b7cf6a'],
          [0.7, '#8fae3f'],
          [1, '#6f8f2c'],
        ],
        bx,
        by,
        262,
      ),
    }),
  );
  let foam = '';
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.next() ** 0.6 * 200;
    foam += circle(bx + Math.cos(a) * d, by + Math.sin(a) * d, rng.range(3, 10));
  }
  c.add(group(foam, { fill: '#dbe9a8', 'fill-opacity': 0.55 }));

  // The bamboo whisk (chasen), seen from above: a ring of fine tines.
  const wx = bx + 560;
  const wy = by - 250;
  c.add(shadow(wx, wy, 120));
  let tines = '';
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    tines += `M${n(wx + Math.cos(a) * 40)} ${n(wy + Math.sin(a) * 40)}L${n(wx + Math.cos(a) * 118)} ${n(wy + Math.sin(a) * 118)}`;
  }
  c.add(circle(wx, wy, 120, { fill: '#e8d9a8' }));
  c.add(path(tines, { stroke: '#b8a26a', 'stroke-width': 3 }));
  c.add(circle(wx, wy, 42, { fill: '#cdb880' }));

  // A folded silk cloth (fukusa) in vermilion: the one bright accent of the scene.
  const fx = bx + 520;
  const fy = by + 300;
  c.add(rect(fx - 120 + 10, fy - 90 + 14, 240, 180, { fill: '#0b1630', 'fill-opacity': 0.2, rx: 6 }));
  c.add(rect(fx - 120, fy - 90, 240, 180, { fill: palette.vermilion, rx: 6 }));
  c.add(
    path(`M${n(fx - 120)} ${n(fy - 20)}L${n(fx + 120)} ${n(fy - 20)}`, {
      stroke: palette.vermilionDeep,
      'stroke-width': 4,
    }),
  );
  c.add(
    path(`M${n(fx + 30)} ${n(fy - 90)}L${n(fx + 30)} ${n(fy + 90)}`, {
      stroke: palette.vermilionDeep,
      'stroke-width': 4,
    }),
  );

  // The scoop (chashaku): a long slip of bamboo with a node near its middle.
  const scoop = group(
    rect(-220, -13, 440, 26, { rx: 13, fill: '#d8c28a' }) +
      rect(-30, -13, 10, 26, { fill: '#a68d55' }) +
      ellipse(212, 0, 26, 18, { fill: '#cbb37a' }),
    { transform: `translate(${n(bx - 60)} ${n(by + 440)}) rotate(-8)` },
  );
  c.add(
    group(rect(-220, -13, 440, 26, { rx: 13 }), {
      fill: '#0b1630',
      'fill-opacity': 0.2,
      transform: `translate(${n(bx - 52)} ${n(by + 450)}) rotate(-8)`,
    }),
  );
  c.add(scoop);

  // Sweets (wagashi) on folded kaishi paper.
  const px = bx - 540;
  const py = by - 80;
  c.add(
    path(
      `M${n(px - 150)} ${n(py - 150)}L${n(px + 150)} ${n(py - 170)}L${n(px + 160)} ${n(py + 150)}L${n(px - 140)} ${n(py + 160)}Z`,
      { fill: palette.paper },
    ),
  );
  c.add(
    path(`M${n(px - 150)} ${n(py - 150)}L${n(px + 150)} ${n(py - 170)}L${n(px + 120)} ${n(py - 120)}Z`, {
      fill: '#ece6da',
    }),
  );
  const colors = rng.chance(0.5) ? [palette.sakura, palette.sakuraPale] : ['#c9d98c', '#f2e2b0'];
  for (const [i, [dx, dy]] of (
    [
      [-50, 10],
      [60, 40],
    ] as const
  ).entries()) {
    const color = colors[i]!;
    c.add(shadow(px + dx, py + dy, 62));
    c.add(circle(px + dx, py + dy, 62, { fill: color }));
    c.add(circle(px + dx - 16, py + dy - 18, 22, { fill: '#ffffff', 'fill-opacity': 0.35 }));
    c.add(
      path(`M${n(px + dx - 20)} ${n(py + dy)}q20 -26 40 0q-20 26 -40 0z`, {
        fill: mix(color, '#7a3b4a', 0.35),
      }),
    );
  }
  return c.toString();
}
