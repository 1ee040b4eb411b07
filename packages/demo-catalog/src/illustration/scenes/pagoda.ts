/** A Kyoto skyline: a five-storey pagoda rising over tiled roofs or trees, against a low sun or moon. */

import type { Rng } from '../../random.ts';
import { eavedRoof, pagoda, rooftops } from '../architecture.ts';
import { depthShades, mix, palette } from '../color.ts';
import { backdrop, kasumi, ridgePoints, roundTree, stars, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { areaBelow, Canvas, path, rect, WIDTH } from '../svg.ts';

/** Tree crowns around the pagoda: evergreen, cherry in blossom or maple in autumn. */
const foliage = [
  { dark: null, light: null },
  { dark: palette.sakuraDeep, light: palette.sakuraPale },
  { dark: palette.vermilionDeep, light: palette.amber },
] as const;

export function pagodaScene(rng: Rng): string {
  const c = new Canvas();
  const sky = skies[rng.pick(['dawn', 'dusk', 'day', 'night'] as const)];
  c.add(backdrop(c, sky.stops));
  if (sky.name === 'night') c.add(stars(rng, 110, 520));

  const left = rng.chance(0.5);
  const pagodaX = left ? rng.range(380, 640) : rng.range(960, 1220);
  const pagodaHeight = rng.range(620, 820);
  const behind = rng.chance(0.35);
  // The sun either sits right behind the spire, or off to the open side of the picture.
  const sunX = behind ? pagodaX + rng.range(-60, 60) : pagodaX + (left ? 1 : -1) * rng.range(200, 420);
  const sunY = behind ? 1010 - pagodaHeight * rng.range(0.55, 0.75) : rng.range(220, 520);
  c.add(sun(c, sunX, sunY, rng.range(90, 150), sky.sun, sky.glow));
  c.add(
    kasumi(rng, { y: rng.range(220, 340), color: sky.mist, opacity: 0.4, count: rng.int(1, 2), spread: 120 }),
  );

  const shades = depthShades(palette.indigoNight, sky.haze, 5, 0.72);
  c.add(
    path(areaBelow(ridgePoints(rng, { base: rng.range(660, 740), amplitude: 160, step: 130, waves: 2 })), {
      fill: shades[0]!,
    }),
  );
  c.add(
    path(areaBelow(ridgePoints(rng, { base: 790, amplitude: 110, step: 130, waves: 2 })), {
      fill: shades[1]!,
    }),
  );
  c.add(kasumi(rng, { y: 760, color: sky.mist, opacity: 0.45, count: rng.int(2, 3), spread: 30 }));

  const silhouette = shades[4]!;
  const body = mix(silhouette, sky.haze, 0.12);
  c.add(pagoda(pagodaX, 1010, pagodaHeight, { roof: silhouette, body }));

  if (rng.chance(0.6)) {
    // A temple hall's great roof on the other side balances the tall pagoda.
    const hallX = left ? rng.range(1100, 1380) : rng.range(220, 500);
    c.add(rect(hallX - 210, 860, 420, 160, { fill: body }));
    c.add(eavedRoof(hallX, 770, 620, 120, silhouette, 0.45));
  }

  const season = rng.pick(foliage);
  const crown = (depth: string) => ({
    dark: season.dark ? mix(season.dark, depth, 0.35) : depth,
    light: season.light ? mix(season.light, depth, 0.3) : mix(depth, sky.glow, 0.12),
    trunk: depth,
  });
  let trees = '';
  for (let i = 0; i < rng.int(7, 11); i++) {
    const x = rng.range(-40, WIDTH + 40);
    if (Math.abs(x - pagodaX) < 150) continue;
    trees += roundTree(rng, x, 1010, rng.range(120, 210), crown(shades[3]!));
  }
  c.add(trees);

  const lit = sky.name === 'day' ? 0 : sky.name === 'night' ? 0.55 : 0.3;
  c.add(
    rooftops(rng, {
      y: 960,
      roof: shades[3]!,
      wall: mix(shades[3]!, sky.haze, 0.3),
      window: palette.lamp,
      lit: lit * 0.7,
      bottom: 1210,
    }),
  );
  c.add(
    rooftops(rng, {
      y: 1070,
      roof: silhouette,
      wall: mix(silhouette, sky.haze, 0.22),
      window: palette.lamp,
      lit,
      bottom: 1210,
    }),
  );
  return c.toString();
}
