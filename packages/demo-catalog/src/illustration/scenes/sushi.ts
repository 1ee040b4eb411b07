/** A sushi board from above: nigiri and maki on a wooden geta, wasabi, pickled ginger, soy and tea. */

import type { Rng } from '../../random.ts';
import { mix, palette } from '../color.ts';
import { chopsticks, shadow, tableTop, teacup } from '../food.ts';
import { Canvas, circle, ellipse, group, n, path, rect } from '../svg.ts';

type Topping = { fish: string; stripe?: string; band?: boolean };

const toppings: Topping[] = [
  { fish: '#f0875a', stripe: '#fbd3bf' }, // salmon
  { fish: '#c8364a', stripe: '#e0667a' }, // tuna
  { fish: '#f6f0e4', stripe: '#b9c4d6' }, // sea bream
  { fish: '#f2c94c', band: true }, // tamago with a nori belt
  { fish: '#ef8d6b', stripe: '#fbe9df' }, // shrimp
  { fish: '#e3e7ea', stripe: '#8f9aa8' }, // mackerel
];

export function sushiScene(rng: Rng): string {
  const c = new Canvas();
  c.add(tableTop(c, rng).markup);
  const order = [...toppings].sort(() => rng.next() - 0.5);
  if (rng.chance(0.5)) board(c, rng, order);
  else platter(c, rng, order);
  const cupLeft = rng.chance(0.5);
  c.add(teacup(cupLeft ? 170 : 1430, rng.range(140, 180), 105));
  c.add(soyDish(cupLeft ? 1400 : 200, 1020, 100));
  c.add(chopsticks(cupLeft ? 360 : 560, 1070, 700, rng.range(-8, 0), rng.pick(['#2b2d33', '#8a4b2a'])));
  return c.toString();
}

/** Nigiri in a row on a wooden geta, maki and condiments below, the board set down a little askew. */
function board(c: Canvas, rng: Rng, order: Topping[]) {
  const bx = 260;
  const by = 300;
  const bw = 1080;
  const bh = 560;
  let out = rect(bx + 16, by + 24, bw, bh, { fill: '#0b1630', 'fill-opacity': 0.25, rx: 14 });
  out += rect(bx, by, bw, bh, {
    fill: c.linear([
      [0, '#ecd3a6'],
      [1, '#d8b47e'],
    ]),
    rx: 14,
  });
  let grain = '';
  for (let y = by + 14; y < by + bh - 8; y += rng.range(16, 34)) {
    grain += path(
      `M${n(bx + 10)} ${n(y)}Q${n(bx + bw / 2)} ${n(y + rng.range(-8, 8))} ${n(bx + bw - 10)} ${n(y)}`,
      {
        fill: 'none',
        stroke: '#b98f57',
        'stroke-width': rng.range(1.5, 3),
        'stroke-opacity': 0.35,
      },
    );
  }
  out += grain;
  // A leaf of haran under the fish, a touch of green.
  out += leaf(bx + 80, by + 130, 560, 150, -6);
  for (let i = 0; i < 5; i++) out += nigiri(c, rng, bx + 160 + i * 190, by + 205, order[i]!);
  const makiColors = ['#4f9a4a', '#c8364a', '#f0875a', '#f2c94c'] as const;
  for (let i = 0; i < 4; i++) out += maki(bx + 170 + i * 128, by + 445, 56, makiColors[i]!);
  out += wasabi(rng, bx + bw - 330, by + 445);
  out += ginger(rng, bx + bw - 160, by + 440);
  c.add(group(out, { transform: `rotate(${n(rng.range(-6, 6))} ${n(bx + bw / 2)} ${n(by + bh / 2)})` }));
}

/** A round lacquer platter, black outside and vermilion inside, nigiri in a ring around maki. */
function platter(c: Canvas, rng: Rng, order: Topping[]) {
  const cx = 800;
  const cy = 590;
  c.add(shadow(cx, cy, 470));
  c.add(circle(cx, cy, 470, { fill: '#1f1b1c' }));
  c.add(
    circle(cx, cy, 430, {
      fill: c.radial(
        [
          [0, '#c9412a'],
          [1, palette.vermilionDeep],
        ],
        cx - 80,
        cy - 80,
        520,
      ),
    }),
  );
  c.add(circle(cx, cy, 440, { fill: 'none', stroke: '#d9a93e', 'stroke-width': 4 }));
  const count = 8;
  const start = rng.range(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    const x = cx + Math.cos(a) * 290;
    const y = cy + Math.sin(a) * 290;
    c.add(
      group(nigiri(c, rng, 0, 0, order[i % order.length]!), {
        transform: `translate(${n(x)} ${n(y)}) rotate(${n((a * 180) / Math.PI + 90)}) scale(0.78)`,
      }),
    );
  }
  c.add(leaf(cx - 190, cy - 70, 380, 140, rng.range(-20, 20)));
  const makiColors = ['#4f9a4a', '#c8364a', '#f0875a'] as const;
  for (let i = 0; i < 3; i++) c.add(maki(cx - 90 + i * 90, cy - 20, 46, makiColors[i]!));
  c.add(wasabi(rng, cx - 50, cy + 90));
  c.add(ginger(rng, cx + 70, cy + 95));
}

/** Nigiri from above: an oval of rice with the topping draped over it, diagonal stripes for fat. */
function nigiri(c: Canvas, rng: Rng, x: number, y: number, topping: Topping): string {
  const angle = rng.range(-8, 8);
  let rice = '';
  for (let i = 0; i < 14; i++)
    rice += ellipse(rng.range(-60, 60), rng.range(-110, 110), 7, 4, { fill: '#ffffff' });
  let stripes = '';
  if (topping.stripe) {
    for (let k = -4; k <= 4; k++) {
      stripes += path(`M${n(-90)} ${n(k * 34 - 30)}L${n(90)} ${n(k * 34 + 30)}`, {
        stroke: topping.stripe,
        'stroke-width': 7,
        'stroke-linecap': 'round',
      });
    }
  }
  const outline = rect(-66, -128, 132, 256, { rx: 56 });
  const fish =
    rect(-66, -128, 132, 256, { rx: 56, fill: topping.fish }) +
    group(stripes, { 'clip-path': c.clip(outline), 'stroke-opacity': 0.85 }) +
    (topping.band ? rect(-70, -22, 140, 44, { fill: '#1f2a24' }) : '') +
    rect(-36, -110, 20, 200, { rx: 10, fill: '#ffffff', 'fill-opacity': 0.22 });
  return group(
    ellipse(8, 12, 72, 132, { fill: '#0b1630', 'fill-opacity': 0.22 }) +
      ellipse(0, 0, 70, 122, { fill: palette.paper }) +
      group(rice, { 'fill-opacity': 0.9 }) +
      fish,
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
  );
}

/** A slice of maki: nori ring, rice, and a coloured filling. */
function maki(x: number, y: number, r: number, filling: string): string {
  let grains = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    grains += ellipse(x + Math.cos(a) * r * 0.62, y + Math.sin(a) * r * 0.62, 6, 3.5, {
      transform: `rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * r * 0.62)} ${n(y + Math.sin(a) * r * 0.62)})`,
    });
  }
  return (
    shadow(x, y, r) +
    circle(x, y, r, { fill: '#1f2a24' }) +
    circle(x, y, r * 0.86, { fill: palette.paper }) +
    group(grains, { fill: '#e9e3d6' }) +
    circle(x, y, r * 0.34, { fill: filling })
  );
}

function wasabi(rng: Rng, x: number, y: number): string {
  let blob = '';
  for (let i = 0; i < 6; i++)
    blob += circle(x + rng.range(-26, 26), y + rng.range(-16, 16), rng.range(20, 30));
  return (
    shadow(x, y, 46, 34) +
    group(blob, { fill: '#8cb153' }) +
    circle(x - 12, y - 10, 12, { fill: '#b9d486', 'fill-opacity': 0.7 })
  );
}

function ginger(rng: Rng, x: number, y: number): string {
  let petals = '';
  for (let i = 0; i < 6; i++) {
    petals += ellipse(x + rng.range(-40, 40), y + rng.range(-26, 26), rng.range(34, 48), rng.range(20, 28), {
      transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
      fill: mix('#f6c6c4', '#f2a7a9', rng.next()),
      'fill-opacity': 0.9,
      stroke: '#fbe3e0',
      'stroke-width': 2,
    });
  }
  return shadow(x, y, 60, 44) + petals;
}

function leaf(x: number, y: number, w: number, h: number, angle: number): string {
  let veins = '';
  for (let i = 1; i < 9; i++) {
    const vx = -w / 2 + (w * i) / 9;
    veins += path(
      `M${n(vx)} 0Q${n(vx + 30)} ${n(-h * 0.25)} ${n(vx + 50)} ${n(-h * 0.4)}M${n(vx)} 0Q${n(vx + 30)} ${n(h * 0.25)} ${n(vx + 50)} ${n(h * 0.4)}`,
    );
  }
  return group(
    path(`M${n(-w / 2)} 0Q0 ${n(-h)} ${n(w / 2)} 0Q0 ${n(h)} ${n(-w / 2)} 0Z`, { fill: '#3f7a45' }) +
      path(`M${n(-w / 2)} 0L${n(w / 2)} 0`, { stroke: '#8dbb7a', 'stroke-width': 4 }) +
      group(veins, { fill: 'none', stroke: '#5f9a5e', 'stroke-width': 2 }),
    { transform: `translate(${n(x + w / 2)} ${n(y + h / 2)}) rotate(${n(angle)})` },
  );
}

function soyDish(x: number, y: number, r: number): string {
  return (
    shadow(x, y, r) +
    circle(x, y, r, { fill: palette.paper }) +
    circle(x, y, r * 0.95, { fill: 'none', stroke: palette.indigo, 'stroke-width': r * 0.05 }) +
    circle(x, y, r * 0.72, { fill: '#3a1f12' }) +
    ellipse(x - r * 0.22, y - r * 0.25, r * 0.25, r * 0.1, { fill: '#ffffff', 'fill-opacity': 0.35 })
  );
}
