/** Tokyo after dark: layered towers with lit windows, a lattice tower, the river holding the lights. */

import type { Rng } from '../../random.ts';
import { mix, palette } from '../color.ts';
import { backdrop, stars, sun } from '../motifs.ts';
import { skies } from '../skies.ts';
import { Canvas, circle, group, n, path, polyline, rect, WIDTH } from '../svg.ts';

type Layer = {
  base: number;
  minH: number;
  maxH: number;
  minW: number;
  maxW: number;
  color: string;
  lit: number;
};

export function cityScene(rng: Rng): string {
  const c = new Canvas();
  const dusk = rng.chance(0.35);
  const sky = dusk ? skies.dusk : skies.night;
  c.add(backdrop(c, sky.stops));
  if (!dusk) c.add(stars(rng, 140, 600));
  const moonX = rng.range(200, 1400);
  c.add(sun(c, moonX, rng.range(160, 280), rng.range(42, 58), dusk ? '#f8e3bd' : '#f3ead2', sky.glow, 0.4));

  const waterline = 990;
  const far = mix(palette.indigo, sky.haze, 0.45);
  const layers: Layer[] = [
    { base: waterline, minH: 160, maxH: 520, minW: 50, maxW: 120, color: far, lit: 0.1 },
    {
      base: waterline,
      minH: 110,
      maxH: 380,
      minW: 70,
      maxW: 150,
      color: mix(palette.indigo, sky.haze, 0.2),
      lit: 0.18,
    },
  ];
  const towerX = rng.range(380, 1220);
  c.add(buildings(rng, layers[0]!, -1));
  c.add(tokyoTower(towerX, waterline - 40, rng.range(620, 700), dusk));
  c.add(buildings(rng, layers[1]!, towerX));
  c.add(
    buildings(
      rng,
      { base: waterline, minH: 70, maxH: 250, minW: 90, maxW: 190, color: palette.indigoDeep, lit: 0.32 },
      towerX,
    ),
  );
  c.add(rect(0, waterline - 6, WIDTH, 10, { fill: palette.indigoNight }));
  c.add(river(c, rng, waterline, sky.haze, towerX));
  return c.toString();
}

/** A row of towers; windows are a grid, some of them lit. `gap` keeps the tower visible. */
function buildings(rng: Rng, layer: Layer, gap: number): string {
  let out = '';
  let windows = '';
  let lights = '';
  let x = -rng.range(0, 60);
  while (x < WIDTH + 20) {
    const width = rng.range(layer.minW, layer.maxW);
    const nearTower = gap > 0 && Math.abs(x + width / 2 - gap) < 140;
    const height = nearTower ? rng.range(layer.minH * 0.5, layer.minH) : rng.range(layer.minH, layer.maxH);
    const top = layer.base - height;
    out += rect(x, top, width + 1, height + 10);
    if (rng.chance(0.35)) out += rect(x + width * 0.2, top - rng.range(10, 26), width * 0.6, 30);
    if (rng.chance(0.25)) {
      out += rect(x + width * 0.5 - 2, top - rng.range(40, 80), 4, 80);
      lights += circle(x + width * 0.5, top - 70, 4);
    }
    const cols = Math.max(2, Math.floor(width / 22));
    const rows = Math.floor((height - 30) / 26);
    const cell = width / cols;
    for (let r = 0; r < rows; r++) {
      for (let col = 0; col < cols; col++) {
        if (!rng.chance(layer.lit)) continue;
        windows += rect(x + col * cell + cell * 0.25, top + 20 + r * 26, cell * 0.5, 12, {
          'fill-opacity': n(rng.range(0.45, 1)),
        });
      }
    }
    x += width + rng.range(-10, 14);
  }
  return (
    group(out, { fill: layer.color }) +
    group(windows, { fill: palette.lamp }) +
    group(lights, { fill: palette.vermilion })
  );
}

/** A lattice tower in the Tokyo Tower manner: splayed legs, two decks, white bands, lit in warm orange. */
function tokyoTower(cx: number, baseY: number, height: number, dusk: boolean): string {
  const main = dusk ? palette.vermilion : '#f2783f';
  const band = palette.paper;
  const top = baseY - height;
  const legs = (y: number) => {
    const t = (baseY - y) / height;
    return height * 0.2 * (1 - t) ** 2.2 + height * 0.012;
  };
  const outline: [number, number][] = [];
  for (let y = baseY; y >= top + height * 0.18; y -= height * 0.05) outline.push([cx - legs(y), y]);
  const right = outline.map(([x, y]) => [cx + (cx - x), y] as [number, number]).reverse();
  const body = path(polyline([...outline, [cx - 3, top], [cx + 3, top], ...right]), { fill: main });
  // Lattice: crossing diagonals over the body, drawn in a darker tone.
  let lattice = '';
  for (let y = baseY; y > top + height * 0.25; y -= height * 0.045) {
    const y2 = y - height * 0.045;
    lattice += `M${n(cx - legs(y))} ${n(y)}L${n(cx + legs(y2))} ${n(y2)}M${n(cx + legs(y))} ${n(y)}L${n(cx - legs(y2))} ${n(y2)}`;
  }
  const arch = path(
    `M${n(cx - height * 0.12)} ${n(baseY)}Q${n(cx)} ${n(baseY - height * 0.2)} ${n(cx + height * 0.12)} ${n(baseY)}Z`,
    { fill: palette.indigoNight },
  );
  const deck = (y: number, w: number, h: number) => rect(cx - w / 2, y, w, h, { fill: band, rx: 2 });
  const windows = (y: number, w: number) => rect(cx - w / 2 + 4, y, w - 8, 5, { fill: palette.lamp });
  const bands = [0.36, 0.52, 0.68, 0.82]
    .map((t) =>
      rect(
        cx - legs(baseY - height * t) - 1,
        baseY - height * t,
        legs(baseY - height * t) * 2 + 2,
        height * 0.018,
        { fill: band, 'fill-opacity': 0.85 },
      ),
    )
    .join('');
  return (
    path(lattice, {
      stroke: mix(main, '#000000', 0.35),
      'stroke-width': 2,
      fill: 'none',
      'stroke-opacity': 0.8,
    }) +
    body +
    path(lattice, {
      stroke: mix(main, '#000000', 0.3),
      'stroke-width': 2,
      fill: 'none',
      'stroke-opacity': 0.55,
    }) +
    arch +
    bands +
    deck(baseY - height * 0.47, legs(baseY - height * 0.47) * 2 + 60, height * 0.045) +
    windows(baseY - height * 0.455, legs(baseY - height * 0.47) * 2 + 60) +
    deck(baseY - height * 0.75, legs(baseY - height * 0.75) * 2 + 26, height * 0.025) +
    circle(cx, top - 4, 5, { fill: palette.vermilion })
  );
}

/** The river: dark water holding broken reflections of the lit windows, and the tower's orange column. */
function river(c: Canvas, rng: Rng, waterline: number, haze: string, towerX: number): string {
  const water = c.linear([
    [0, mix(palette.indigoDeep, haze, 0.15)],
    [1, palette.indigoNight],
  ]);
  let streaks = '';
  for (let i = 0; i < 90; i++) {
    const t = rng.next();
    const y = waterline + 10 + t * 190;
    const w = rng.range(14, 70) * (0.6 + t);
    streaks += rect(rng.range(0, WIDTH), y, w, 2 + t * 3, {
      rx: 2,
      'fill-opacity': n(rng.range(0.2, 0.6) * (1 - t * 0.6)),
    });
  }
  let column = '';
  for (let y = waterline + 12; y < 1200; y += rng.range(10, 18)) {
    const w = rng.range(30, 110) * (1 - (y - waterline) / 400);
    column += rect(towerX - w / 2 + rng.range(-12, 12), y, w, rng.range(3, 6), {
      rx: 3,
      'fill-opacity': n(rng.range(0.35, 0.8)),
    });
  }
  return (
    rect(0, waterline, WIDTH, 1200 - waterline, { fill: water }) +
    group(streaks, { fill: palette.lamp }) +
    group(column, { fill: '#f2783f' })
  );
}
