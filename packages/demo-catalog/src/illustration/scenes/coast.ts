/** A calm sea: wooded islets on the horizon, a small boat, and seigaiha waves in the foreground. */

import type { Rng } from '../../random.ts';
import { mix, palette } from '../color.ts';
import { backdrop, heightAt, kasumi, pine, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { areaBelow, Canvas, circle, group, n, path, polyline, rect, smooth, WIDTH } from '../svg.ts';

export function coastScene(rng: Rng): string {
  const c = new Canvas();
  const sky = skies[rng.pick(['dawn', 'day', 'day', 'dusk'] as const)];
  c.add(backdrop(c, sky.stops));
  const horizon = 640;
  const sunX = rng.range(300, 1300);
  c.add(sun(c, sunX, rng.range(260, 420), rng.range(60, 90), sky.sun, sky.glow));
  c.add(kasumi(rng, { y: 260, color: sky.mist, opacity: 0.45, count: 2, spread: 90 }));

  const sea = c.linear([
    [0, mix(palette.seaPale, sky.haze, 0.45)],
    [0.5, mix(palette.sea, sky.haze, 0.15)],
    [1, palette.indigoBright],
  ]);
  c.add(rect(0, horizon, WIDTH, 600, { fill: sea }));

  // Islets: the farther, the paler and flatter.
  const islets = rng.int(2, 3);
  for (let i = 0; i < islets; i++) {
    const depth = i / islets;
    const x = rng.range(100, 1500);
    const width = rng.range(220, 480) * (1 - depth * 0.3);
    const height = rng.range(70, 140) * (1 - depth * 0.4);
    const color = mix(palette.forestDeep, sky.haze, 0.65 - depth * 0.35);
    const crest = [
      [x - width / 2, horizon + 2],
      [x - width * 0.3, horizon - height * 0.6],
      [x - width * 0.05, horizon - height],
      [x + width * 0.2, horizon - height * 0.85],
      [x + width / 2, horizon + 2],
    ] as const;
    c.add(path(areaBelow(crest, horizon + 4), { fill: color }));
    // Soft crowns of broadleaf trees along the crest.
    let crowns = '';
    for (let tx = x - width * 0.34; tx < x + width * 0.34; tx += rng.range(14, 24)) {
      crowns += circle(tx, heightAt(crest, tx) + 4, rng.range(10, 20) * (1 - depth * 0.3));
    }
    c.add(group(crowns, { fill: color }));
  }
  c.add(kasumi(rng, { y: horizon - 20, color: sky.mist, opacity: 0.4, count: 2, spread: 14 }));

  let glitter = '';
  for (let i = 0; i < 34; i++) {
    const t = rng.next();
    const y = horizon + 6 + t * t * 300;
    const w = rng.range(20, 110) * (0.4 + t);
    glitter += rect(sunX - w / 2 + rng.range(-1, 1) * 70 * (0.3 + t), y, w, 2 + t * 3, { rx: 2 });
  }
  c.add(group(glitter, { fill: sky.mist, opacity: 0.55 }));

  c.add(boat(rng.range(300, 1300), horizon + rng.range(70, 140), rng.range(0.8, 1.1)));
  c.add(rock(c, rng, rng.chance(0.5) ? -1 : 1, sky.haze));
  c.add(seigaiha(c, rng, 990));
  return c.toString();
}

/** A small fishing boat with a white cabin and a short mast. */
function boat(x: number, y: number, scale: number): string {
  const s = (v: number) => v * scale;
  return (
    path(
      polyline([
        [x - s(80), y - s(14)],
        [x + s(90), y - s(20)],
        [x + s(66), y + s(10)],
        [x - s(64), y + s(10)],
      ]),
      {
        fill: palette.indigoDeep,
      },
    ) +
    rect(x - s(36), y - s(44), s(50), s(30), { fill: palette.paper, rx: s(3) }) +
    rect(x - s(30), y - s(38), s(14), s(10), { fill: palette.indigo }) +
    rect(x + s(28), y - s(80), s(3), s(64), { fill: palette.indigoDeep }) +
    path(
      polyline([
        [x + s(31), y - s(78)],
        [x + s(31), y - s(40)],
        [x + s(62), y - s(44)],
      ]),
      { fill: palette.vermilion },
    ) +
    rect(x - s(70), y + s(14), s(140), s(3), { fill: palette.paper, 'fill-opacity': 0.5, rx: 2 })
  );
}

/** A sea stack in the foreground with a pine leaning out over the water. */
function rock(c: Canvas, rng: Rng, side: number, haze: string): string {
  const x0 = side < 0 ? -40 : WIDTH + 40;
  const inward = (v: number) => x0 - side * v;
  const top = rng.range(600, 680);
  const points = [
    [inward(0), 1000],
    [inward(0), top + 40],
    [inward(110), top],
    [inward(230), top + 30],
    [inward(300), top + 120],
    [inward(330), 900],
    [inward(360), 1000],
  ] as const;
  const fill = c.linear([
    [0, mix(palette.ink, haze, 0.15)],
    [1, palette.indigoNight],
  ]);
  const facet = path(
    polyline([
      [inward(110), top],
      [inward(170), top + 160],
      [inward(150), 1000],
      [inward(330), 1000],
      [inward(300), top + 120],
      [inward(230), top + 30],
    ]),
    { fill: '#000000', 'fill-opacity': 0.18 },
  );
  return (
    path(polyline(points), { fill }) +
    facet +
    pine(rng, inward(150), top + 14, rng.range(240, 300), palette.forestDeep, -side)
  );
}

/** Seigaiha: rows of concentric arcs, the classic wave pattern, each row overlapping the one behind it. */
function seigaiha(c: Canvas, rng: Rng, top: number): string {
  const radius = 66;
  const crest = smooth(
    Array.from({ length: 12 }, (_, i) => [i * 180 - 80, top + rng.range(-26, 26)] as const),
  );
  const clip = c.clip(path(`${crest}L1700 1300L-100 1300Z`));
  let scales = '';
  let row = 0;
  for (let y = top - 20; y < 1300; y += radius * 0.5, row++) {
    const shade = Math.min(1, (y - top) / 320);
    const fill = mix(palette.indigoBright, palette.indigoDeep, shade);
    const lines = mix(palette.seaPale, palette.sea, shade * 0.6);
    for (let x = (row % 2) * radius - radius; x < WIDTH + radius; x += radius * 2) {
      scales += circle(x, y, radius, { fill });
      for (const k of [0.82, 0.62, 0.42, 0.22]) {
        scales += circle(x, y, radius * k, { fill: 'none', stroke: lines, 'stroke-width': n(radius * 0.07) });
      }
    }
  }
  const foam = path(crest, { fill: 'none', stroke: palette.paper, 'stroke-width': 6, 'stroke-opacity': 0.8 });
  return group(scales, { 'clip-path': clip }) + foam;
}
