/** A great torii standing in the sea (Itsukushima style), mirrored in calm water below wooded hills. */

import type { Rng } from '../../random.ts';
import { torii } from '../architecture.ts';
import { depthShades, mix, palette } from '../color.ts';
import { backdrop, conifer, heightAt, kasumi, ridgePoints, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { areaBelow, Canvas, group, n, path, rect, WIDTH } from '../svg.ts';

export function toriiScene(rng: Rng): string {
  const c = new Canvas();
  const sky = skies[rng.pick(['dawn', 'day', 'dusk'] as const)];
  c.add(backdrop(c, sky.stops));
  const horizon = 760;
  const gateX = rng.range(620, 980);
  const sunX = gateX + rng.pick([-1, 1]) * rng.range(260, 480);
  c.add(sun(c, sunX, rng.range(430, 560), rng.range(70, 100), sky.sun, sky.glow));
  c.add(kasumi(rng, { y: 330, color: sky.mist, opacity: 0.4, count: 2, spread: 110 }));

  // Wooded hills of the island behind the gate, rising to one side.
  const shades = depthShades(palette.forestDeep, sky.haze, 3, 0.7);
  const hillSide = rng.chance(0.5) ? -1 : 1;
  for (let i = 0; i < 2; i++) {
    const crest = ridgePoints(rng, {
      base: horizon - 40 + i * 30,
      amplitude: 220 - i * 90,
      step: 110,
      waves: 2,
    }).map(([x, y]) => [x, y + (hillSide * (x - WIDTH / 2)) / (i === 0 ? 4 : 6)] as const);
    c.add(path(areaBelow(crest, horizon + 4), { fill: shades[i]! }));
    if (i === 1) {
      let trees = '';
      for (let x = -20; x < WIDTH; x += rng.range(20, 34)) {
        const y = heightAt(crest, x);
        if (y < horizon) trees += conifer(x, y + 10, rng.range(28, 50), shades[i]!, { tiers: 3 });
      }
      c.add(trees);
    }
  }

  const water = c.linear([
    [0, mix(sky.haze, '#ffffff', 0.2)],
    [0.4, mix(palette.sea, sky.haze, 0.35)],
    [1, palette.indigo],
  ]);
  c.add(rect(0, horizon, WIDTH, 1200 - horizon, { fill: water }));
  c.add(kasumi(rng, { y: horizon - 24, color: sky.mist, opacity: 0.5, count: 2, spread: 20 }));

  // Sun glitter: short bright strokes narrowing towards the horizon under the sun.
  let glitter = '';
  for (let i = 0; i < 30; i++) {
    const t = rng.next();
    const y = horizon + 8 + t * t * 420;
    const w = rng.range(20, 120) * (0.4 + t);
    glitter += rect(sunX - w / 2 + rng.range(-1, 1) * 80 * (0.3 + t), y, w, 3 + t * 3, { rx: 2 });
  }
  c.add(group(glitter, { fill: sky.mist, opacity: 0.55 }));

  const base = rng.range(960, 1010);
  const height = rng.range(440, 520);
  const gate = torii(gateX, base, height, { main: palette.vermilion, cap: palette.ink });
  // The reflection: same gate flipped about its footing, faded and sliced by ripples.
  c.add(
    group(group(gate, { transform: `translate(0 ${n(base * 2)}) scale(1 -1)` }), {
      opacity: 0.32,
      'clip-path': c.clip(rect(0, base, WIDTH, 300)),
    }),
  );
  let ripples = '';
  for (let y = base + 12; y < 1200; y += rng.range(14, 26)) {
    ripples += rect(
      gateX - height * 0.7 + rng.range(-40, 40),
      y,
      height * 1.4 + rng.range(-60, 60),
      rng.range(2, 5),
      {
        rx: 2,
      },
    );
  }
  c.add(group(ripples, { fill: mix(palette.sea, palette.indigo, 0.4), opacity: 0.5 }));
  c.add(gate);
  return c.toString();
}
