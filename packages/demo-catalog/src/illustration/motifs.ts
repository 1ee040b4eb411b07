/** Shapes shared by several scenes: ridges, mist bands, suns, trees, stars and snow. */
import type { Rng } from '../random.ts';
import {
  type Canvas,
  circle,
  ellipse,
  group,
  HEIGHT,
  n,
  type Point,
  path,
  polyline,
  rect,
  WIDTH,
} from './svg.ts';

type RidgeOptions = {
  /** Mean height of the crest line. */
  base: number;
  /** How far the crest rises above `base`. */
  amplitude: number;
  /** Horizontal spacing of the control points: small values give rocky ridges. */
  step?: number;
  /** Sine waves summed for the crest: more waves, busier ridge. */
  waves?: number;
  from?: number;
  to?: number;
};

/** A crest line made of a few seeded sine waves plus jitter, so each layer has its own rhythm. */
export function ridgePoints(rng: Rng, options: RidgeOptions): Point[] {
  const { base, amplitude, step = 90, waves = 3, from = -80, to = WIDTH + 80 } = options;
  const components = Array.from({ length: waves }, (_, i) => ({
    frequency: rng.range(0.6, 1.6) * (i + 1),
    phase: rng.range(0, Math.PI * 2),
    weight: 1 / (i + 1),
  }));
  const total = components.reduce((sum, c) => sum + c.weight, 0);
  const points: Point[] = [];
  for (let x = from; x <= to + step; x += step) {
    const t = x / WIDTH;
    const wave = components.reduce(
      (sum, c) => sum + c.weight * Math.sin(t * Math.PI * 2 * c.frequency + c.phase),
      0,
    );
    const jitter = rng.range(-0.08, 0.08);
    points.push([x, base - amplitude * (0.5 + 0.5 * (wave / total) + jitter)]);
  }
  return points;
}

/** Heights of a crest at any x, for planting trees exactly on a ridge. */
export function heightAt(points: readonly Point[], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return points[points.length - 1]?.[1] ?? HEIGHT;
}

/**
 * Kasumi: the horizontal bands of mist of Japanese screen painting. Each band is a long pill with a
 * shorter one stepped above it, which reads as a stylised cloud rather than a plain stripe.
 */
export function kasumi(
  rng: Rng,
  options: { y: number; color: string; opacity: number; count: number; spread?: number },
): string {
  const { y, color, opacity, count, spread = 60 } = options;
  let out = '';
  for (let i = 0; i < count; i++) {
    const length = rng.range(260, 640);
    const height = rng.range(16, 28);
    const x = rng.range(-200, WIDTH - length + 200);
    const by = y + rng.range(-spread, spread);
    out += rect(x, by, length, height, { rx: height / 2 });
    const stepLength = length * rng.range(0.35, 0.6);
    const stepX = x + rng.range(0.1, 0.5) * (length - stepLength);
    out += rect(stepX, by - height * 0.8, stepLength, height, { rx: height / 2 });
  }
  return group(out, { fill: color, opacity });
}

/** A disc with a soft halo. */
export function sun(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color: string,
  glow: string,
  glowOpacity = 0.55,
) {
  const halo = c.radial(
    [
      [0, glow, glowOpacity],
      [0.35, glow, glowOpacity * 0.45],
      [1, glow, 0],
    ],
    x,
    y,
    r * 4,
  );
  return circle(x, y, r * 4, { fill: halo }) + circle(x, y, r, { fill: color });
}

/** A Japanese cedar: stacked tiers, optionally with snow resting on each tier. */
export function conifer(
  x: number,
  baseY: number,
  height: number,
  fill: string,
  options: { width?: number; tiers?: number; snow?: string } = {},
): string {
  const { width = height * 0.42, tiers = 4, snow } = options;
  const trunk = rect(x - width * 0.05, baseY - height * 0.12, width * 0.1, height * 0.14, { fill });
  let shapes = trunk;
  let snowShapes = '';
  for (let i = 0; i < tiers; i++) {
    const top = baseY - height + (height * 0.78 * i) / tiers;
    const bottom = baseY - height * 0.1 - (height * 0.62 * (tiers - 1 - i)) / tiers;
    const half = (width / 2) * (0.45 + (0.55 * (i + 1)) / tiers);
    shapes += path(
      polyline([
        [x, top],
        [x + half, bottom],
        [x + half * 0.2, bottom - (bottom - top) * 0.08],
        [x - half * 0.2, bottom - (bottom - top) * 0.08],
        [x - half, bottom],
      ]),
    );
    if (snow) {
      const capBottom = top + (bottom - top) * 0.45;
      const capHalf = half * 0.45;
      snowShapes += path(
        polyline([
          [x, top],
          [x + capHalf, capBottom],
          [x + capHalf * 0.4, capBottom - 8],
          [x, capBottom + 4],
          [x - capHalf * 0.45, capBottom - 6],
          [x - capHalf, capBottom],
        ]),
      );
    }
  }
  return group(shapes, { fill }) + (snow ? group(snowShapes, { fill: snow }) : '');
}

/** A rounded broadleaf tree: a cluster of discs with a lighter side facing the light. */
export function roundTree(
  rng: Rng,
  x: number,
  baseY: number,
  size: number,
  colors: { dark: string; light: string; trunk: string },
): string {
  let out = rect(x - size * 0.05, baseY - size * 0.7, size * 0.1, size * 0.7, { fill: colors.trunk });
  const cy = baseY - size * 0.95;
  const blobs = rng.int(5, 7);
  let dark = '';
  let light = '';
  for (let i = 0; i < blobs; i++) {
    const angle = (i / blobs) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const dist = size * rng.range(0.18, 0.32);
    const bx = x + Math.cos(angle) * dist * 1.2;
    const by = cy + Math.sin(angle) * dist * 0.8;
    const r = size * rng.range(0.26, 0.36);
    dark += circle(bx, by, r);
    if (Math.cos(angle) < 0.3 && Math.sin(angle) < 0.3)
      light += circle(bx - r * 0.18, by - r * 0.2, r * 0.72);
  }
  out += group(dark + circle(x, cy, size * 0.34), { fill: colors.dark });
  out += group(light, { fill: colors.light, opacity: 0.45 });
  return out;
}

/** A cloud-pruned pad of needles: a bumpy crown over a soft flat underside, as in a Japanese garden pine. */
export function pinePad(rng: Rng, x: number, y: number, width: number): string {
  const bumps = rng.int(3, 5);
  let out = ellipse(x, y, width / 2, width * 0.16);
  for (let i = 0; i < bumps; i++) {
    const t = (i + 0.5) / bumps;
    const r = width * rng.range(0.13, 0.19) * (1 - Math.abs(t - 0.5) * 0.7);
    out += circle(x - width * 0.4 + width * 0.8 * t, y - width * 0.08, r);
  }
  return out;
}

/** A Japanese black pine: a leaning, twisting trunk with flat cloud-shaped pads of needles. */
export function pine(rng: Rng, x: number, baseY: number, size: number, color: string, lean = 1): string {
  const topX = x + lean * size * 0.45;
  const topY = baseY - size;
  const midX = x - lean * size * 0.12;
  const trunk = path(
    `M${n(x)} ${n(baseY)}C${n(midX)} ${n(baseY - size * 0.35)} ${n(topX - lean * size * 0.45)} ${n(
      topY + size * 0.45,
    )} ${n(topX)} ${n(topY + size * 0.08)}`,
    { fill: 'none', stroke: color, 'stroke-width': size * 0.055, 'stroke-linecap': 'round' },
  );
  let pads = '';
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const t = 0.4 + (0.6 * i) / (count - 1);
    const side = i % 2 === 0 ? lean : -lean;
    const anchorX = x + (topX - x) * t * t;
    const anchorY = baseY - size * t;
    const px = anchorX + side * size * rng.range(0.12, 0.3) * (1.1 - t);
    const py = anchorY - size * 0.02;
    const width = size * rng.range(0.42, 0.6) * (1.25 - t * 0.5);
    pads +=
      path(
        `M${n(anchorX)} ${n(anchorY + size * 0.03)}Q${n((anchorX + px) / 2)} ${n(py + size * 0.06)} ${n(px)} ${n(py)}`,
        {
          fill: 'none',
          stroke: color,
          'stroke-width': size * 0.022,
          'stroke-linecap': 'round',
        },
      ) + pinePad(rng, px, py, width);
  }
  return trunk + group(pads, { fill: color });
}

export function stars(rng: Rng, count: number, maxY: number, color = '#ffffff'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = rng.range(0, maxY) ** 1.15 / maxY ** 0.15;
    out += circle(rng.range(0, WIDTH), y, rng.range(0.8, 2.4), {
      'fill-opacity': n(rng.range(0.25, 0.9) * (1 - y / maxY)),
    });
  }
  return group(out, { fill: color });
}

export function snowfall(rng: Rng, count: number, color = '#ffffff'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = rng.range(1.5, 5.5);
    out += circle(rng.range(0, WIDTH), rng.range(0, HEIGHT), r, { 'fill-opacity': n(0.35 + r / 10) });
  }
  return group(out, { fill: color });
}

/** A full-canvas vertical gradient. */
export function backdrop(c: Canvas, stops: Parameters<Canvas['linear']>[0]): string {
  return rect(0, 0, WIDTH, HEIGHT, { fill: c.linear(stops) });
}
