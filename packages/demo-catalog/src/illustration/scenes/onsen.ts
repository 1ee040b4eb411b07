/** A snowy hot spring at nightfall: a steaming rock pool, a lit inn under snow, cedars and falling snow. */

import type { Rng } from '../../random.ts';
import { eavedRoof, stoneLantern } from '../architecture.ts';
import { mix, palette } from '../color.ts';
import { backdrop, conifer, heightAt, ridgePoints, snowfall, stars, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { areaBelow, Canvas, circle, ellipse, group, n, path, rect, smooth, WIDTH } from '../svg.ts';

export function onsenScene(rng: Rng): string {
  const c = new Canvas();
  const night = rng.chance(0.5);
  const sky = night ? skies.night : skies.dusk;
  c.add(backdrop(c, sky.stops));
  if (night) c.add(stars(rng, 90, 500));
  c.add(sun(c, rng.range(250, 1350), rng.range(150, 260), 46, night ? '#f3ead2' : '#f8e3bd', sky.glow, 0.35));

  // Snowy ranges: white crests shading to blue in their hollows.
  const snow = [palette.paper, '#e4eaf3', '#cdd7e6'];
  for (let i = 0; i < 3; i++) {
    const crest = ridgePoints(rng, { base: 560 + i * 90, amplitude: 230 - i * 60, step: 120, waves: 3 });
    const fill = c.linear([
      [0, mix(snow[i]!, sky.haze, 0.35 - i * 0.1)],
      [1, mix('#9fb2cf', sky.haze, 0.3)],
    ]);
    c.add(path(areaBelow(crest), { fill }));
    if (i === 2) {
      let trees = '';
      for (let x = -20; x < WIDTH + 20; x += rng.range(22, 46)) {
        trees += conifer(x, heightAt(crest, x) + 30, rng.range(70, 140), palette.forestDeep, {
          snow: palette.paper,
          tiers: 4,
        });
      }
      c.add(trees);
    }
  }

  const innLeft = rng.chance(0.5);
  c.add(inn(rng, innLeft ? 80 : 1020, 820));
  c.add(
    rect(0, 850, WIDTH, 400, {
      fill: c.linear([
        [0, '#eef2f8'],
        [1, '#c9d4e4'],
      ]),
    }),
  );

  // The pool: dark warm water under a rim of snow-capped stones.
  const poolX = WIDTH / 2 + rng.range(-80, 80);
  const poolY = 1010;
  c.add(ellipse(poolX, poolY, 640, 170, { fill: '#6d7482' }));
  c.add(
    ellipse(poolX, poolY + 8, 600, 140, {
      fill: c.radial(
        [
          [0, '#7ec3c9'],
          [0.6, '#3f8a9a'],
          [1, '#24596e'],
        ],
        poolX,
        poolY,
        600,
      ),
    }),
  );
  c.add(ellipse(poolX - 120, poolY - 30, 260, 22, { fill: '#ffffff', 'fill-opacity': 0.15 }));
  c.add(rimStones(rng, poolX, poolY));
  c.add(steam(c, rng, poolX, poolY));
  const lanternX = innLeft ? poolX + 690 : poolX - 690;
  c.add(
    circle(lanternX, 900, 220, {
      fill: c.radial(
        [
          [0, palette.lamp, 0.45],
          [1, palette.lamp, 0],
        ],
        lanternX,
        900,
        220,
      ),
    }),
  );
  c.add(stoneLantern(lanternX, 1000, 240, '#6b707b', palette.lamp));
  c.add(snowfall(rng, 170));
  return c.toString();
}

/** A small ryokan: dark timber, glowing paper screens, a heavy cushion of snow on the roof. */
function inn(rng: Rng, x: number, groundY: number): string {
  const width = 500;
  const wall = rect(x, groundY - 200, width, 220, { fill: '#3a2e2a' });
  let screens = '';
  for (let i = 0; i < 5; i++) {
    const sx = x + 30 + i * 92;
    screens += rect(sx, groundY - 170, 72, 120, { fill: palette.lamp, 'fill-opacity': rng.range(0.75, 1) });
    screens += path(
      `M${n(sx + 24)} ${n(groundY - 170)}v120M${n(sx + 48)} ${n(groundY - 170)}v120M${n(sx)} ${n(groundY - 130)}h72M${n(sx)} ${n(groundY - 90)}h72`,
      {
        stroke: '#8a6a44',
        'stroke-width': 3,
      },
    );
  }
  const roof = eavedRoof(x + width / 2, groundY - 300, width * 1.25, 110, '#2a2a30', 0.55);
  const snowCap = path(
    `${smooth([
      [x - width * 0.1, groundY - 232],
      [x + width * 0.1, groundY - 300],
      [x + width * 0.5, groundY - 318],
      [x + width * 0.9, groundY - 300],
      [x + width * 1.1, groundY - 232],
    ])}Q${n(x + width / 2)} ${n(groundY - 260)} ${n(x - width * 0.1)} ${n(groundY - 232)}Z`,
    { fill: palette.paper },
  );
  return wall + screens + roof + snowCap;
}

function rimStones(rng: Rng, cx: number, cy: number): string {
  let stones = '';
  let caps = '';
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI * 2;
    const x = cx + Math.cos(a) * 630;
    const y = cy + Math.sin(a) * 162;
    const rx = rng.range(50, 80);
    const ry = rng.range(28, 42);
    stones += ellipse(x, y, rx, ry, { fill: mix('#5d6470', '#8a909b', rng.next()) });
    caps += ellipse(x, y - ry * 0.45, rx * 0.85, ry * 0.5);
  }
  return stones + group(caps, { fill: palette.paper });
}

/** Steam: soft, blurred plumes rising from the water. */
function steam(c: Canvas, rng: Rng, cx: number, cy: number): string {
  let plumes = '';
  for (let i = 0; i < 6; i++) {
    const x = cx + rng.range(-450, 450);
    const h = rng.range(260, 420);
    const w = rng.range(60, 110);
    plumes += path(
      `M${n(x - w)} ${n(cy)}C${n(x - w * 1.6)} ${n(cy - h * 0.4)} ${n(x + w * 0.6)} ${n(cy - h * 0.6)} ${n(x - w * 0.2)} ${n(cy - h)}` +
        `C${n(x + w * 1.4)} ${n(cy - h * 0.6)} ${n(x + w * 0.2)} ${n(cy - h * 0.3)} ${n(x + w)} ${n(cy)}Z`,
    );
  }
  return group(plumes, { fill: '#ffffff', opacity: 0.45, filter: c.blur(22) });
}
