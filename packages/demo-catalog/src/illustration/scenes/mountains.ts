/** Forested ranges fading into mist: the cedar mountains of Kumano, Nikko or the Japanese Alps. */

import type { Rng } from '../../random.ts';
import { torii } from '../architecture.ts';
import { depthShades, palette } from '../color.ts';
import { backdrop, conifer, heightAt, kasumi, ridgePoints, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { areaBelow, Canvas, path, WIDTH } from '../svg.ts';

export function mountainsScene(rng: Rng): string {
  const c = new Canvas();
  const sky = skies[rng.pick(['dawn', 'dawn', 'day', 'dusk'] as const)];
  c.add(backdrop(c, sky.stops));
  c.add(sun(c, rng.range(250, 1350), rng.range(220, 380), rng.range(60, 85), sky.sun, sky.glow));
  c.add(kasumi(rng, { y: 300, color: sky.mist, opacity: 0.45, count: 1, spread: 100 }));

  const layers = 6;
  const shades = depthShades(palette.forestDeep, sky.haze, layers, 0.85);
  for (let i = 0; i < layers; i++) {
    const crest = ridgePoints(rng, {
      base: 560 + i * 120,
      amplitude: 260 - i * 25,
      step: 100 - i * 6,
      waves: 3,
    });
    c.add(path(areaBelow(crest), { fill: shades[i]! }));
    if (i >= 3) {
      // Cedars along the nearer crests; the nearest are tall enough to read as single trees.
      let trees = '';
      for (let x = -20; x < WIDTH + 20; x += rng.range(14, 30) + i * 6) {
        trees += conifer(x, heightAt(crest, x) + 14, rng.range(30, 60) + (i - 3) * 40, shades[i]!, {
          tiers: 4,
        });
      }
      c.add(trees);
    }
    if (i % 2 === 1 && i < layers - 1)
      c.add(kasumi(rng, { y: 560 + i * 120, color: sky.mist, opacity: 0.5, count: 2, spread: 30 }));
    if (i === 3 && rng.chance(0.5)) {
      // A small mountain shrine gate on a ridge: the one touch of vermilion.
      const x = rng.range(300, 1300);
      c.add(torii(x, heightAt(crest, x) + 6, 70));
    }
  }
  return c.toString();
}
