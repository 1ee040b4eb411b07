/** A stroll garden: a great tree in blossom (spring) or in maple red (autumn) over a pond and bridge. */

import type { Rng } from '../../random.ts';
import { stoneLantern } from '../architecture.ts';
import { mix, palette } from '../color.ts';
import { backdrop, kasumi, ridgePoints, sun } from '../motifs.ts';
import { areaBelow, Canvas, circle, ellipse, group, n, path, rect, WIDTH } from '../svg.ts';

const UP = -Math.PI / 2;

type Season = {
  sky: readonly [string, string];
  canopy: readonly string[];
  far: string;
  grass: readonly [string, string];
};

const seasons: Record<'spring' | 'autumn', Season> = {
  spring: {
    sky: ['#dfe8f2', '#fbf1ee'],
    canopy: [palette.sakuraDeep, palette.sakura, palette.sakuraPale, '#f6d3dc'],
    far: '#b9c7d8',
    grass: ['#a9c59b', '#6f9a6a'],
  },
  autumn: {
    sky: ['#d6e1ec', '#f7ead8'],
    // Gold first, so the reds of the maples end on top.
    canopy: ['#f2b544', '#f08a3c', palette.vermilionDeep, palette.vermilion],
    far: '#c3b9b0',
    grass: ['#b8b27a', '#7d8a55'],
  },
};

export const sakuraScene = (rng: Rng) => gardenScene(rng, seasons.spring);
export const autumnScene = (rng: Rng) => gardenScene(rng, seasons.autumn);

function gardenScene(rng: Rng, season: Season): string {
  const c = new Canvas();
  // The same garden at three times of day: the seed picks one, the season keeps its colours.
  const light = rng.pick(['day', 'day', 'dawn', 'dusk'] as const);
  const sky: readonly [string, string] =
    light === 'day' ? season.sky : light === 'dawn' ? ['#e6c4c6', '#fbeee3'] : ['#2f4680', '#f2c39c'];
  c.add(backdrop(c, [[0, sky[0]], ...(light === 'dusk' ? ([[0.5, '#b07c95']] as const) : []), [1, sky[1]]]));
  if (light !== 'day') {
    const glow = light === 'dawn' ? '#f6b08f' : '#f7b777';
    c.add(
      sun(
        c,
        rng.range(500, 1100),
        rng.range(380, 520),
        rng.range(60, 80),
        light === 'dawn' ? palette.vermilion : '#f6d9a4',
        glow,
      ),
    );
  }
  const pondTop = 840;
  c.add(kasumi(rng, { y: 240, color: '#ffffff', opacity: 0.6, count: 3, spread: 110 }));
  c.add(
    path(areaBelow(ridgePoints(rng, { base: 720, amplitude: 160, step: 140, waves: 2 })), {
      fill: mix(season.far, sky[1], 0.35),
    }),
  );
  c.add(
    path(areaBelow(ridgePoints(rng, { base: 800, amplitude: 110, step: 120, waves: 3 })), {
      fill: season.far,
    }),
  );

  // A hazy second tree across the pond, for depth.
  const side = rng.chance(0.5) ? -1 : 1;
  const farX = WIDTH / 2 - side * rng.range(300, 480);
  const hazy = season.canopy.map((color) => mix(color, sky[1], 0.45));
  c.add(tree(rng, farX, pondTop + 10, 340, hazy, mix(palette.ink, season.far, 0.5), UP));
  c.add(
    tree(
      rng,
      farX - side * rng.range(260, 380),
      pondTop + 10,
      260,
      hazy,
      mix(palette.ink, season.far, 0.5),
      UP,
    ),
  );
  // Clipped azalea mounds (karikomi) along the far bank.
  let mounds = '';
  for (let x = rng.range(-40, 40); x < WIDTH + 60; x += rng.range(90, 170)) {
    mounds += ellipse(x, pondTop - 8, rng.range(50, 90), rng.range(26, 44));
  }
  c.add(group(mounds, { fill: mix(season.grass[1], palette.forest, 0.35) }));

  c.add(
    rect(0, pondTop - 30, WIDTH, 50, {
      fill: c.linear([
        [0, season.grass[0]],
        [1, season.grass[1]],
      ]),
    }),
  );
  c.add(
    rect(0, pondTop, WIDTH, 1200 - pondTop, {
      fill: c.linear([
        [0, mix(palette.seaPale, sky[1], 0.3)],
        [1, palette.sea],
      ]),
    }),
  );
  const bridgeX = WIDTH / 2 + side * rng.range(0, 120);
  c.add(bridge(bridgeX, pondTop + 40, 520, 130, true));
  c.add(bridge(bridgeX, pondTop + 40, 520, 130, false));
  let ripples = '';
  for (let i = 0; i < 24; i++) {
    ripples += rect(rng.range(0, WIDTH), rng.range(pondTop + 20, 1200), rng.range(40, 180), 3, { rx: 2 });
  }
  c.add(group(ripples, { fill: '#ffffff', 'fill-opacity': 0.35 }));

  // The near shore with stones, a stone lantern and the great tree leaning over the water.
  const shoreX = side < 0 ? 0 : WIDTH;
  const shore = `M${n(shoreX)} 880Q${n(shoreX - side * 380)} 920 ${n(shoreX - side * 520)} 1210L${n(shoreX)} 1210Z`;
  c.add(path(shore, { fill: season.grass[1] }));
  let stones = '';
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    stones += ellipse(
      shoreX - side * (330 + t * 200 + rng.range(-20, 20)),
      930 + t * 270,
      rng.range(40, 70),
      rng.range(20, 32),
    );
  }
  c.add(group(stones, { fill: '#8d8f93' }));
  c.add(tree(rng, shoreX - side * 150, 1210, 800, season.canopy, palette.ink, UP - side * 0.3));
  // A bough reaching in from the opposite top corner frames the view, as in a hanging scroll.
  c.add(
    tree(rng, WIDTH - shoreX + side * 40, -60, 520, season.canopy, palette.ink, Math.PI / 2 - side * 1.05, 4),
  );
  c.add(stoneLantern(shoreX - side * 330, 1090, 270, '#9a9ca0', palette.lamp));
  c.add(petals(rng, season.canopy));
  return c.toString();
}

/**
 * A tree grown by recursive branching: ink-grey limbs, and at every twig end a cluster of blossom (or
 * leaf) discs in the season's colours, darker ones first so the light ones sit on top.
 */
function tree(
  rng: Rng,
  x: number,
  baseY: number,
  size: number,
  canopy: readonly string[],
  bark: string,
  angle: number,
  depth = 5,
): string {
  let limbs = '';
  const tips: [number, number, number][] = [];
  const grow = (x0: number, y0: number, angle: number, length: number, width: number, depth: number) => {
    const x1 = x0 + Math.cos(angle) * length;
    const y1 = y0 + Math.sin(angle) * length;
    const bend = rng.range(-0.25, 0.25) * length;
    limbs += path(`M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2 + bend)} ${n((y0 + y1) / 2)} ${n(x1)} ${n(y1)}`, {
      'stroke-width': n(width),
    });
    if (depth <= 1) tips.push([x1, y1, Math.max(length, size * 0.05)]);
    if (depth === 0) return;
    const children = depth > 2 ? 2 : rng.int(2, 3);
    for (let i = 0; i < children; i++) {
      const spread = (i - (children - 1) / 2) * rng.range(0.45, 0.75);
      grow(
        x1,
        y1,
        angle + spread + rng.range(-0.15, 0.15),
        length * rng.range(0.62, 0.78),
        width * 0.62,
        depth - 1,
      );
    }
  };
  grow(x, baseY, angle, size * 0.32, size * 0.085, depth);
  let blossoms = '';
  for (const [layer, color] of canopy.entries()) {
    let discs = '';
    for (const [tx, ty, length] of tips) {
      const count = rng.int(2, 3);
      for (let i = 0; i < count; i++) {
        const r = rng.range(0.45, 0.85) * length * (1 - layer * 0.1);
        discs += circle(
          tx + rng.range(-1, 1) * length * 0.8,
          ty + rng.range(-1, 0.5) * length * 0.6 - layer * length * 0.12,
          r,
        );
      }
    }
    blossoms += group(discs, { fill: color, 'fill-opacity': 0.92 });
  }
  return group(limbs, { fill: 'none', stroke: bark, 'stroke-linecap': 'round' }) + blossoms;
}

/** A vermilion drum bridge; with `reflection` it is drawn upside down and faint in the water. */
function bridge(cx: number, y: number, span: number, rise: number, reflection: boolean): string {
  const half = span / 2;
  const arch = `M${n(cx - half)} ${n(y)}Q${n(cx)} ${n(y - rise * 2)} ${n(cx + half)} ${n(y)}`;
  let posts = '';
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const x = cx - half + span * t;
    const deck = y - rise * 2 * 2 * t * (1 - t);
    posts += rect(x - 4, deck - 52, 8, 52);
  }
  const rail = `M${n(cx - half)} ${n(y - 48)}Q${n(cx)} ${n(y - rise * 2 - 48)} ${n(cx + half)} ${n(y - 48)}`;
  const drawing =
    path(arch, { fill: 'none', stroke: palette.vermilion, 'stroke-width': 22 }) +
    path(rail, { fill: 'none', stroke: palette.vermilion, 'stroke-width': 9 }) +
    group(posts, { fill: palette.vermilion }) +
    path(arch, { fill: 'none', stroke: palette.ink, 'stroke-width': 6, transform: 'translate(0 12)' });
  if (!reflection) return drawing;
  return group(group(drawing, { transform: `translate(0 ${n(y * 2 + 16)}) scale(1 -1)` }), { opacity: 0.25 });
}

function petals(rng: Rng, colors: readonly string[]): string {
  let out = '';
  for (let i = 0; i < 60; i++) {
    const x = rng.range(0, WIDTH);
    const y = rng.range(0, 1150);
    out += ellipse(x, y, rng.range(5, 9), rng.range(3, 5), {
      fill: rng.pick(colors),
      transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
    });
  }
  return out;
}
