/** A white castle keep on its stone base, above a moat, framed by trees in blossom or in green. */

import type { Rng } from '../../random.ts';
import { eavedRoof } from '../architecture.ts';
import { depthShades, mix, palette } from '../color.ts';
import { backdrop, kasumi, ridgePoints, roundTree, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { areaBelow, Canvas, circle, group, n, path, polyline, rect, WIDTH } from '../svg.ts';

export function castleScene(rng: Rng): string {
  const c = new Canvas();
  const sky = skies[rng.pick(['day', 'dawn', 'dusk'] as const)];
  c.add(backdrop(c, sky.stops));
  const cx = rng.range(520, 1080);
  const scale = rng.range(0.82, 1.08);
  c.add(sun(c, cx + rng.pick([-1, 1]) * rng.range(380, 600), rng.range(180, 300), 70, sky.sun, sky.glow));
  c.add(kasumi(rng, { y: 260, color: sky.mist, opacity: 0.5, count: 2, spread: 100 }));
  const shades = depthShades(palette.forestDeep, sky.haze, 3, 0.7);
  c.add(
    path(areaBelow(ridgePoints(rng, { base: 760, amplitude: 120, step: 140, waves: 2 })), {
      fill: shades[0]!,
    }),
  );

  const moat = 930;
  const baseTop = moat - 170 * scale;
  c.add(stoneBase(rng, cx, baseTop, moat, 560 * scale));
  c.add(keep(cx, baseTop, 540 * scale, scale));

  const season = rng.pick(['spring', 'spring', 'summer', 'autumn'] as const);
  const blossom = season === 'spring';
  const canopy = {
    spring: { dark: palette.sakura, light: palette.sakuraPale, trunk: palette.ink },
    summer: { dark: palette.forest, light: mix(palette.forest, palette.moss, 0.5), trunk: palette.ink },
    autumn: { dark: palette.vermilionDeep, light: palette.amber, trunk: palette.ink },
  }[season];
  let trees = '';
  for (let i = 0; i < 12; i++) {
    const x = rng.range(-60, WIDTH + 60);
    if (Math.abs(x - cx) < 330 * scale) continue;
    trees += roundTree(rng, x, moat + 10, rng.range(150, 240), canopy);
  }
  c.add(trees);

  c.add(
    rect(0, moat, WIDTH, 1200 - moat, {
      fill: c.linear([
        [0, mix(palette.seaPale, sky.haze, 0.3)],
        [1, palette.indigo],
      ]),
    }),
  );
  let ripples = '';
  for (let i = 0; i < 24; i++)
    ripples += rect(rng.range(0, WIDTH), rng.range(moat + 14, 1200), rng.range(40, 200), 3, { rx: 2 });
  c.add(group(ripples, { fill: '#ffffff', 'fill-opacity': 0.3 }));
  // The reflection of the keep's white walls, broken into bands.
  let reflection = '';
  for (let y = moat + 10; y < moat + 200; y += 14)
    reflection += rect(cx - 170 + rng.range(-20, 20), y, 340 + rng.range(-40, 40), 7, { rx: 3 });
  c.add(group(reflection, { fill: palette.paper, 'fill-opacity': 0.25 }));
  // A curved moat wall in the foreground, with a tree leaning over the water.
  c.add(path(`M-20 1090Q500 1060 900 1130T1620 1110L1620 1220L-20 1220Z`, { fill: '#7d7f86' }));
  c.add(
    path(`M-20 1090Q500 1060 900 1130T1620 1110`, { fill: 'none', stroke: '#a4a6ad', 'stroke-width': 10 }),
  );
  // A near tree on the side away from the castle, so it frames rather than hides it.
  const nearX = cx > WIDTH / 2 ? rng.range(60, 240) : rng.range(1360, 1540);
  c.add(roundTree(rng, nearX, 1110, rng.range(300, 380), canopy));
  if (blossom) {
    let petals = '';
    for (let i = 0; i < 40; i++) petals += circle(rng.range(0, WIDTH), rng.range(300, 1180), rng.range(3, 6));
    c.add(group(petals, { fill: palette.sakura }));
  }
  return c.toString();
}

/** Ishigaki: the curved, battered stone base, coursed in irregular blocks. */
function stoneBase(rng: Rng, cx: number, top: number, bottom: number, width: number): string {
  const half = width / 2;
  const outline = `M${n(cx - half * 0.72)} ${n(top)}L${n(cx + half * 0.72)} ${n(top)}Q${n(cx + half * 0.78)} ${n(
    bottom - 60,
  )} ${n(cx + half)} ${n(bottom)}L${n(cx - half)} ${n(bottom)}Q${n(cx - half * 0.78)} ${n(bottom - 60)} ${n(cx - half * 0.72)} ${n(top)}Z`;
  let courses = '';
  for (let y = top + 22; y < bottom; y += 24) {
    const t = (y - top) / (bottom - top);
    const w = half * (0.72 + 0.28 * t ** 3);
    courses += `M${n(cx - w)} ${n(y)}L${n(cx + w)} ${n(y)}`;
    for (let x = cx - w + rng.range(20, 60); x < cx + w; x += rng.range(40, 80))
      courses += `M${n(x)} ${n(y - 24)}L${n(x)} ${n(y)}`;
  }
  return (
    path(outline, { fill: '#9b9890' }) +
    path(courses, { fill: 'none', stroke: '#6f6c66', 'stroke-width': 2, 'stroke-opacity': 0.6 }) +
    path(
      polyline([
        [cx, top],
        [cx + half * 0.72, top],
        [cx + half, bottom],
        [cx + half * 0.2, bottom],
      ]),
      {
        fill: '#000000',
        'fill-opacity': 0.1,
      },
    )
  );
}

/** The keep: stacked white storeys under dark tiled roofs, with triangular gables and a gold ridge. */
function keep(cx: number, baseY: number, height: number, scale: number): string {
  const roof = '#34465c';
  const storeys = 5;
  let y = baseY;
  let out = '';
  const storeyHeight = height / storeys;
  for (let i = 0; i < storeys; i++) {
    const width = 420 * scale * (1 - i * 0.15);
    const wallHeight = storeyHeight * 0.62;
    out += rect(cx - width / 2, y - wallHeight, width, wallHeight, { fill: palette.paper });
    out += rect(cx - width / 2, y - wallHeight, width, wallHeight, { fill: '#c9c2b4', 'fill-opacity': 0.25 });
    const windows = Math.max(2, Math.floor(width / (70 * scale)));
    for (let w = 0; w < windows; w++) {
      const wx = cx - width / 2 + (width / windows) * (w + 0.5);
      out += rect(wx - 9 * scale, y - wallHeight * 0.62, 18 * scale, wallHeight * 0.34, {
        fill: palette.ink,
      });
    }
    y -= wallHeight;
    const drop = storeyHeight * 0.38;
    out += eavedRoof(cx, y - drop, width * 1.28, drop, roof, 0.62);
    // Chidori-hafu gables on alternate storeys give Himeji its layered silhouette.
    if (i % 2 === 1 || i === storeys - 1) {
      const gw = i === storeys - 1 ? width * 0.7 : width * 0.42;
      const gx = cx;
      out += path(
        polyline([
          [gx - gw / 2, y - drop * 0.1],
          [gx, y - drop - storeyHeight * 0.32],
          [gx + gw / 2, y - drop * 0.1],
        ]),
        {
          fill: roof,
        },
      );
      out += path(
        polyline([
          [gx - gw * 0.36, y - drop * 0.2],
          [gx, y - drop - storeyHeight * 0.2],
          [gx + gw * 0.36, y - drop * 0.2],
        ]),
        {
          fill: palette.paper,
        },
      );
    }
    y -= drop;
  }
  const ridge = y - storeyHeight * 0.05;
  const gold = '#d9a93e';
  const fin = 70 * scale;
  out += path(`M${n(cx - fin)} ${n(ridge)}q-14 -30 6 -42q4 18 14 24z`, { fill: gold });
  out += path(`M${n(cx + fin)} ${n(ridge)}q14 -30 -6 -42q-4 18 -14 24z`, { fill: gold });
  return out;
}
