/** Mount Fuji: a concave cone with a snow cap above layered ridges, a lake or the Chureito pagoda. */

import type { Rng } from '../../random.ts';
import { pagoda } from '../architecture.ts';
import { depthShades, mix, palette } from '../color.ts';
import { backdrop, conifer, heightAt, kasumi, pine, ridgePoints, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { areaBelow, Canvas, circle, group, n, path, polyline, rect, WIDTH } from '../svg.ts';

export function fujiScene(rng: Rng): string {
  const c = new Canvas();
  const sky = skies[rng.pick(['dawn', 'day', 'dusk'] as const)];
  c.add(backdrop(c, sky.stops));

  const cx = rng.range(640, 960);
  const summitY = rng.range(300, 350);
  const baseY = 830;
  const coneFoot = 1000;
  const sunLeft = rng.chance(0.5);
  const sunX = sunLeft ? rng.range(220, cx - 330) : rng.range(cx + 330, WIDTH - 220);
  c.add(sun(c, sunX, rng.range(200, 330), rng.range(64, 92), sky.sun, sky.glow));
  c.add(kasumi(rng, { y: summitY + 40, color: sky.mist, opacity: 0.3, count: 1, spread: 120 }));

  const cone = conePath(cx, summitY, baseY, coneFoot, rng);
  const coneClip = c.clip(path(cone));
  const coneFill = c.linear([
    [0, mix(palette.indigoBright, sky.haze, 0.15)],
    [0.7, mix(palette.indigo, sky.haze, 0.35)],
    [1, mix(palette.indigo, sky.haze, 0.6)],
  ]);
  const snowLine = summitY + rng.range(150, 200);
  const shadowSide = sunLeft ? 1 : -1;
  const mountain =
    path(cone, { fill: coneFill }) +
    group(
      ridgeStreaks(rng, cx, summitY, baseY) +
        path(snowCap(rng, cx, summitY, snowLine), { fill: palette.paper }) +
        // The side away from the sun, in one flat tone over rock and snow alike.
        path(
          polyline([
            [cx + shadowSide * 8, summitY - 20],
            [cx + shadowSide * 900, summitY - 20],
            [cx + shadowSide * 900, baseY + 40],
            [cx + shadowSide * 160, baseY + 40],
          ]),
          { fill: palette.indigoDeep, 'fill-opacity': 0.26 },
        ),
      { 'clip-path': coneClip },
    );
  c.add(mountain);
  c.add(kasumi(rng, { y: baseY - 90, color: sky.mist, opacity: 0.6, count: 2, spread: 40 }));

  const haze = sky.haze;
  const shades = depthShades(palette.indigoDeep, haze, 4, 0.78);
  if (rng.chance(0.5)) lakeForeground(c, rng, mountain, shades, sky.mist);
  else hillsForeground(c, rng, shades, sky.mist);
  return c.toString();
}

/** Concave flanks (steep near the top, spreading at the base) and a notched crater rim. */
function conePath(cx: number, summitY: number, baseY: number, footY: number, rng: Rng): string {
  const rim = rng.range(70, 92);
  const foot = 820;
  const crater = [
    [cx - rim, summitY + 6],
    [cx - rim * 0.55, summitY - 6],
    [cx - rim * 0.2, summitY + 8],
    [cx + rim * 0.15, summitY - 4],
    [cx + rim * 0.5, summitY + 6],
    [cx + rim, summitY + 4],
  ] as const;
  // Control points of one flank: close to the axis halfway down (steep), spreading out near the foot.
  const steep = [cx - rim * 2.6, summitY + (baseY - summitY) * 0.55] as const;
  const spread = [cx - foot * 0.55, baseY - 10] as const;
  const mirror = (x: number) => 2 * cx - x;
  return (
    `M${n(cx - foot)} ${n(baseY + 20)}` +
    `C${n(spread[0])} ${n(spread[1])} ${n(steep[0])} ${n(steep[1])} ${n(crater[0][0])} ${n(crater[0][1])}` +
    crater
      .slice(1)
      .map(([x, y]) => `L${n(x)} ${n(y)}`)
      .join('') +
    `C${n(mirror(steep[0]))} ${n(steep[1])} ${n(mirror(spread[0]))} ${n(spread[1])} ${n(cx + foot)} ${n(baseY + 20)}` +
    `L${n(cx + foot)} ${n(footY)}L${n(cx - foot)} ${n(footY)}Z`
  );
}

/**
 * The snow cap's lower edge runs down the gullies in streaks of every length, as on Fuji in spring:
 * many short notches and a few long fingers, never a regular saw.
 */
function snowCap(rng: Rng, cx: number, summitY: number, snowLine: number): string {
  const points: [number, number][] = [
    [cx - 600, summitY - 40],
    [cx - 600, snowLine + 60],
  ];
  let x = cx - 460;
  while (x < cx + 460) {
    const edge = Math.abs(x - cx) / 460;
    const base = snowLine + edge * edge * 60 + rng.range(-14, 14);
    const width = rng.range(16, 54);
    const depth = 8 + rng.next() ** 2.4 * 170 * (1 - edge * 0.5);
    points.push([x, base], [x + width * rng.range(0.35, 0.65), base + depth]);
    x += width;
  }
  points.push([cx + 600, snowLine + 60], [cx + 600, summitY - 40]);
  return polyline(points);
}

/** Faint lines down the flanks suggest the gullies without drawing rocks. */
function ridgeStreaks(rng: Rng, cx: number, summitY: number, baseY: number): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const spread = rng.range(-1, 1);
    const x0 = cx + spread * 70;
    const x1 = cx + spread * 620;
    out += path(
      `M${n(x0)} ${n(summitY + 20)}Q${n(cx + spread * 200)} ${n((summitY + baseY) / 2)} ${n(x1)} ${n(baseY)}`,
      {
        fill: 'none',
        stroke: palette.indigoDeep,
        'stroke-width': rng.range(2, 4),
        'stroke-opacity': 0.1,
      },
    );
  }
  return out;
}

function lakeForeground(c: Canvas, rng: Rng, mountain: string, shades: string[], mist: string) {
  const shore = 880;
  const far = ridgePoints(rng, { base: shore, amplitude: 50, step: 120, waves: 2 });
  c.add(path(areaBelow(far), { fill: shades[1]! }));
  const water = c.linear([
    [0, mix(shades[0]!, mist, 0.55)],
    [1, mix(palette.indigo, '#000000', 0.1)],
  ]);
  c.add(rect(0, shore, WIDTH, 400, { fill: water }));
  // The mountain mirrored in the water, broken by ripples.
  // The clip sits outside the flip: a clip path is read in the coordinates of the element using it.
  c.add(
    group(group(mountain, { transform: `translate(0 ${n(shore * 2 - 40)}) scale(1 -1)` }), {
      opacity: 0.14,
      'clip-path': c.clip(rect(0, shore, WIDTH, 400)),
    }),
  );
  let ripples = '';
  for (let i = 0; i < 26; i++) {
    const y = rng.range(shore + 10, 1180);
    const w = rng.range(60, 260) * (0.6 + (y - shore) / 300);
    ripples += rect(rng.range(-40, WIDTH), y, w, rng.range(2, 4), { rx: 2 });
  }
  c.add(group(ripples, { fill: mist, opacity: 0.35 }));
  let trees = '';
  for (let x = -20; x < WIDTH + 20; x += rng.range(18, 40)) {
    trees += conifer(x, heightAt(far, x) + 8, rng.range(30, 70), shades[1]!, { tiers: 3 });
  }
  c.add(trees);
  const bank = [
    [-40, 1030],
    [160, 1010],
    [360, 1060],
    [520, 1140],
    [620, 1240],
  ] as const;
  c.add(
    path(
      areaBelow(
        bank.map(([x, y]) => [x, y] as const),
        1240,
      ),
      { fill: palette.indigoNight },
    ),
  );
  c.add(pine(rng, 200, 1040, rng.range(330, 420), palette.indigoNight, 1));
}

function hillsForeground(c: Canvas, rng: Rng, shades: string[], mist: string) {
  const layers = [
    { base: 920, amplitude: 100 },
    { base: 1010, amplitude: 110 },
    { base: 1130, amplitude: 110 },
  ];
  let crest: ReturnType<typeof ridgePoints> = [];
  for (const [i, layer] of layers.entries()) {
    crest = ridgePoints(rng, { ...layer, step: 110, waves: 3 });
    c.add(path(areaBelow(crest), { fill: shades[i + 1]! }));
    if (i === 0) c.add(kasumi(rng, { y: layer.base - 30, color: mist, opacity: 0.5, count: 2, spread: 30 }));
  }
  // Chureito: a vermilion pagoda among cherry trees, standing on the nearest ridge.
  const withPagoda = rng.chance(0.75);
  const pagodaX = rng.chance(0.5) ? rng.range(220, 380) : rng.range(1220, 1380);
  const pagodaY = heightAt(crest, pagodaX) + 40;
  let trees = '';
  for (let x = -20; x < WIDTH + 20; x += rng.range(26, 60)) {
    if (withPagoda && Math.abs(x - pagodaX) < 150) continue;
    trees += conifer(x, heightAt(crest, x) + 24, rng.range(70, 150), shades[3]!, { tiers: 4 });
  }
  c.add(trees);
  if (!withPagoda) return;
  let blossoms = '';
  for (let b = 0; b < 46; b++) {
    const angle = rng.range(0, Math.PI * 2);
    const dist = rng.range(110, 220);
    blossoms += circle(
      pagodaX + Math.cos(angle) * dist,
      pagodaY - 30 + Math.sin(angle) * dist * 0.35,
      rng.range(16, 34),
      // Opaque discs in three pinks: translucent ones would show every overlap as a ring.
      { fill: rng.pick([palette.sakura, palette.sakuraPale, palette.sakuraDeep]) },
    );
  }
  c.add(blossoms);
  c.add(pagoda(pagodaX, pagodaY, 330, { roof: palette.indigoNight, body: palette.vermilion }));
}
