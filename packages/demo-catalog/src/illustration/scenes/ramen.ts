/** A bowl of ramen from above: noodles in broth, chashu, a soft egg, nori, naruto and spring onion. */

import type { Rng } from '../../random.ts';
import { mix, palette } from '../color.ts';
import { chopsticks, shadow, tableTop, teacup } from '../food.ts';
import { Canvas, circle, ellipse, group, n, path, rect } from '../svg.ts';

export function ramenScene(rng: Rng): string {
  const c = new Canvas();
  const table = tableTop(c, rng);
  c.add(table.markup);
  const cx = rng.range(700, 780);
  const cy = rng.range(580, 620);
  const outer = 470;
  const broth = 392;
  const creamy = rng.chance(0.5);

  c.add(shadow(cx, cy, outer));
  // The bowl: white glaze with an indigo rim band and a vermilion line, as on a classic ramen bowl.
  c.add(circle(cx, cy, outer, { fill: palette.paper }));
  c.add(circle(cx, cy, outer - 14, { fill: 'none', stroke: palette.indigo, 'stroke-width': 30 }));
  c.add(circle(cx, cy, outer - 40, { fill: 'none', stroke: palette.vermilion, 'stroke-width': 5 }));
  c.add(raimon(cx, cy, outer - 14));
  c.add(
    circle(cx, cy, broth, {
      fill: c.radial(
        creamy
          ? [
              [0, '#f4dfb5'],
              [0.7, '#e8c48a'],
              [1, '#cf9d5e'],
            ]
          : [
              [0, '#d69a52'],
              [0.7, '#b9742f'],
              [1, '#8f5622'],
            ],
        cx - 60,
        cy - 60,
        broth * 1.1,
      ),
    }),
  );
  c.add(group(noodles(rng, cx, cy, broth), { 'clip-path': c.clip(circle(cx, cy, broth)) }));

  // Toppings around the bowl, like a clock face: chashu, egg, naruto, menma, nori; onion on top.
  const start = rng.range(0, Math.PI * 2);
  const at = (k: number, dist: number) =>
    [cx + Math.cos(start + k) * dist, cy + Math.sin(start + k) * dist] as const;
  const [nx, ny] = at(0, 250);
  c.add(nori(nx, ny, Math.round(((start * 180) / Math.PI) % 360)));
  for (const [k, d] of [
    [1.1, 210],
    [1.75, 240],
  ] as const)
    c.add(chashu(rng, ...at(k, d), 105));
  c.add(egg(...at(2.7, 230), 78, -20 + rng.range(-20, 20)));
  c.add(egg(...at(3.3, 235), 78, 20 + rng.range(-20, 20)));
  c.add(naruto(...at(4.1, 240), 64));
  c.add(menma(rng, ...at(4.9, 230)));
  c.add(oilDrops(rng, cx, cy, broth));
  c.add(springOnion(rng, cx, cy));

  c.add(chopsticks(cx + 380, cy + 330, 720, -38, rng.pick(['#2b2d33', '#8a4b2a', palette.vermilionDeep])));
  c.add(teacup(rng.chance(0.5) ? 1400 : 220, rng.chance(0.5) ? 200 : 1010, 110));
  return c.toString();
}

/** Raimon: the square meander around a ramen bowl's rim, drawn as short white ticks on the indigo band. */
function raimon(cx: number, cy: number, r: number): string {
  let out = '';
  const steps = 56;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    out += rect(-9, -9, 18, 18, {
      transform: `translate(${n(x)} ${n(y)}) rotate(${n((a * 180) / Math.PI)})`,
      fill: 'none',
      stroke: palette.paper,
      'stroke-width': 3,
    });
  }
  return out;
}

function noodles(rng: Rng, cx: number, cy: number, r: number): string {
  let out = '';
  for (let i = 0; i < 46; i++) {
    const y0 = cy - r + rng.range(0, r * 2);
    let d = `M${n(cx - r - 20)} ${n(y0)}`;
    const amp = rng.range(10, 22);
    const freq = rng.range(50, 80);
    for (let x = cx - r; x <= cx + r + 40; x += freq) {
      d += `Q${n(x - freq / 2)} ${n(y0 + (rng.chance(0.5) ? amp : -amp))} ${n(x)} ${n(y0 + rng.range(-4, 4))}`;
    }
    out += path(d, {
      fill: 'none',
      stroke: i % 3 === 0 ? '#f2d58a' : '#f7e2a6',
      'stroke-width': 9,
      'stroke-linecap': 'round',
    });
  }
  return group(out, { transform: `rotate(${n(rng.range(-30, 30))} ${n(cx)} ${n(cy)})` });
}

function nori(x: number, y: number, angle: number): string {
  return group(
    rect(-70, -150, 140, 260, { fill: '#1f2a24', rx: 6 }) +
      rect(-70, -150, 140, 260, { fill: '#3c5245', 'fill-opacity': 0.3, rx: 6 }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle + 90)})` },
  );
}

/** A slice of rolled pork belly: pink-brown meat with a darker rim and a marbled spiral. */
function chashu(rng: Rng, x: number, y: number, r: number): string {
  return (
    shadow(x, y, r * 0.98) +
    circle(x, y, r, { fill: '#8b4a2b' }) +
    circle(x + rng.range(-6, 6), y + rng.range(-6, 6), r * 0.86, { fill: '#d9a07f' }) +
    path(
      `M${n(x - r * 0.5)} ${n(y)}Q${n(x)} ${n(y - r * 0.6)} ${n(x + r * 0.45)} ${n(y - r * 0.1)}Q${n(x + r * 0.2)} ${n(y + r * 0.5)} ${n(x - r * 0.2)} ${n(y + r * 0.25)}`,
      {
        fill: 'none',
        stroke: '#f3d2bd',
        'stroke-width': r * 0.12,
        'stroke-linecap': 'round',
      },
    ) +
    circle(x - r * 0.25, y - r * 0.3, r * 0.12, { fill: '#f3d2bd', 'fill-opacity': 0.7 })
  );
}

/** Half an ajitama: the cut face up, a jammy yolk, the white stained by the marinade at its edge. */
function egg(x: number, y: number, r: number, angle: number): string {
  return group(
    ellipse(4, 6, r, r * 0.8, { fill: '#0b1630', 'fill-opacity': 0.22 }) +
      ellipse(0, 0, r, r * 0.8, { fill: '#d9a36a' }) +
      ellipse(0, 0, r * 0.9, r * 0.7, { fill: '#fbf4e6' }) +
      ellipse(r * 0.05, 0, r * 0.5, r * 0.42, { fill: '#f0a22e' }) +
      ellipse(r * 0.08, 0, r * 0.3, r * 0.25, { fill: '#e9781d' }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  );
}

/** Narutomaki: white fishcake with a pink spiral and a scalloped edge. */
function naruto(x: number, y: number, r: number): string {
  let edge = '';
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    edge += circle(x + Math.cos(a) * r * 0.92, y + Math.sin(a) * r * 0.92, r * 0.16);
  }
  let spiral = `M${n(x)} ${n(y)}`;
  for (let t = 0; t < Math.PI * 5; t += 0.3) {
    const rr = (t / (Math.PI * 5)) * r * 0.7;
    spiral += `L${n(x + Math.cos(t) * rr)} ${n(y + Math.sin(t) * rr)}`;
  }
  return (
    shadow(x, y, r) +
    group(circle(x, y, r * 0.92) + edge, { fill: palette.paper }) +
    path(spiral, { fill: 'none', stroke: '#e8739a', 'stroke-width': r * 0.12, 'stroke-linecap': 'round' })
  );
}

function menma(rng: Rng, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += rect(-60, -9, 120, 18, {
      rx: 6,
      transform: `translate(${n(x + rng.range(-30, 30))} ${n(y + rng.range(-40, 40))}) rotate(${n(rng.range(-40, 40))})`,
    });
  }
  return group(out, { fill: '#c9a25a', stroke: '#a37e3c', 'stroke-width': 2 });
}

function oilDrops(rng: Rng, cx: number, cy: number, r: number): string {
  let out = '';
  for (let i = 0; i < 40; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.2, 0.95) * r;
    out += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(3, 9));
  }
  return group(out, { fill: '#fff3c9', 'fill-opacity': 0.55 });
}

/** Rings of spring onion scattered over the middle of the bowl. */
function springOnion(rng: Rng, cx: number, cy: number): string {
  let out = '';
  for (let i = 0; i < 60; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.next() ** 0.7 * 150;
    const r = rng.range(8, 13);
    out += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r, {
      fill: '#e4f2cf',
      stroke: mix('#7fbf5a', '#3f8a3a', rng.next()),
      'stroke-width': 4.5,
    });
  }
  return out;
}
