/** A bamboo grove: layers of stalks, paler with distance, light falling into a fenced path. */

import type { Rng } from '../../random.ts';
import { mix, palette } from '../color.ts';
import { Canvas, group, n, path, polyline, rect, WIDTH } from '../svg.ts';

type StalkLayer = { count: number; width: [number, number]; color: string; leaves: number };

export function bambooScene(rng: Rng): string {
  const c = new Canvas();
  const light = rng.pick(['#f4f1df', '#eef3e2', '#f7ecd6'] as const);
  c.add(
    rect(0, 0, WIDTH, 1200, {
      fill: c.linear([
        [0, light],
        [0.55, mix(light, palette.leaf, 0.55)],
        [1, mix(palette.leaf, palette.forest, 0.4)],
      ]),
    }),
  );
  const rayX = rng.range(500, 1100);
  c.add(
    rect(0, 0, WIDTH, 1200, {
      fill: c.radial(
        [
          [0, '#ffffff', 0.8],
          [1, '#ffffff', 0],
        ],
        rayX,
        260,
        700,
      ),
    }),
  );

  const layers: StalkLayer[] = [
    { count: 22, width: [8, 14], color: mix(palette.leaf, light, 0.35), leaves: 0.4 },
    { count: 16, width: [14, 22], color: mix(palette.moss, palette.leaf, 0.4), leaves: 0.6 },
    { count: 11, width: [22, 34], color: palette.moss, leaves: 0.7 },
    { count: 7, width: [34, 52], color: mix(palette.forest, palette.moss, 0.3), leaves: 0.9 },
    { count: 4, width: [56, 84], color: palette.forestDeep, leaves: 1 },
  ];
  const pathHalf = (y: number) => 60 + ((y - 640) / 560) * 420;
  for (const [depth, layer] of layers.entries()) {
    let stalks = '';
    let leaves = '';
    for (let i = 0; i < layer.count; i++) {
      // Stalks stand clear of the walk in the middle, as they would along the path at Arashiyama.
      let x = rng.range(-60, WIDTH + 60);
      const groundY = 640 + depth * 120;
      if (Math.abs(x - WIDTH / 2) < pathHalf(groundY) + 20) x += (x < WIDTH / 2 ? -1 : 1) * pathHalf(groundY);
      const width = rng.range(...layer.width);
      stalks += stalk(rng, x, width, rng.range(-0.04, 0.04), groundY + 600);
      if (rng.chance(layer.leaves)) leaves += leafSpray(rng, x, rng.range(60, 520), width * 3 + 40);
    }
    c.add(group(stalks, { fill: layer.color }));
    c.add(group(leaves, { fill: layer.color }));
    if (depth === 1) c.add(rays(rng, rayX));
    if (depth === 2) c.add(ground(c, rng, pathHalf));
  }
  return c.toString();
}

/** One stalk: a slightly leaning column with node rings and a soft highlight down one side. */
function stalk(rng: Rng, x: number, width: number, lean: number, bottom: number): string {
  const top = -20;
  const shift = lean * (bottom - top);
  const body = path(
    polyline([
      [x + shift, top],
      [x + shift + width, top],
      [x + width, bottom],
      [x, bottom],
    ]),
  );
  let nodes = '';
  for (let y = rng.range(40, 160); y < bottom; y += rng.range(120, 190)) {
    const dx = (shift * (bottom - y)) / (bottom - top);
    nodes += rect(x + dx - 2, y, width + 4, Math.max(2, width * 0.09), {
      fill: '#0f241d',
      'fill-opacity': 0.35,
      rx: 1,
    });
    nodes += rect(x + dx, y + Math.max(2, width * 0.09), width, Math.max(1.5, width * 0.05), {
      fill: '#ffffff',
      'fill-opacity': 0.25,
    });
  }
  const highlight = path(
    polyline([
      [x + shift + width * 0.18, top],
      [x + shift + width * 0.32, top],
      [x + width * 0.32, bottom],
      [x + width * 0.18, bottom],
    ]),
    { fill: '#ffffff', 'fill-opacity': 0.18 },
  );
  return body + highlight + nodes;
}

/** A spray of narrow leaves hanging from a twig. */
function leafSpray(rng: Rng, x: number, y: number, reach: number): string {
  const side = rng.chance(0.5) ? -1 : 1;
  let out = '';
  const count = rng.int(4, 7);
  for (let i = 0; i < count; i++) {
    const angle = side * rng.range(0.3, 1.2) + (side < 0 ? Math.PI : 0);
    const length = reach * rng.range(0.35, 0.6);
    const bx = x + side * rng.range(0, reach * 0.5);
    const by = y + rng.range(-20, 30);
    const tx = bx + Math.cos(angle) * length;
    const ty = by + Math.abs(Math.sin(angle)) * length * 0.6 + length * 0.25;
    const mx = (bx + tx) / 2;
    const my = (by + ty) / 2;
    const wx = -(ty - by) * 0.12;
    const wy = (tx - bx) * 0.12;
    out += path(
      `M${n(bx)} ${n(by)}Q${n(mx + wx)} ${n(my + wy)} ${n(tx)} ${n(ty)}Q${n(mx - wx)} ${n(my - wy)} ${n(bx)} ${n(by)}Z`,
    );
  }
  return out;
}

function rays(rng: Rng, x: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x0 = x + rng.range(-220, 220);
    const w = rng.range(40, 110);
    const drift = rng.range(-260, -80);
    out += path(
      polyline([
        [x0, -10],
        [x0 + w, -10],
        [x0 + w + drift + 160, 1210],
        [x0 + drift, 1210],
      ]),
    );
  }
  return group(out, { fill: '#fffbe8', opacity: 0.16 });
}

/** The gravel walk narrowing into the grove, edged by low brushwood fences. */
function ground(c: Canvas, rng: Rng, half: (y: number) => number): string {
  const cx = WIDTH / 2;
  const moss = path(
    polyline([
      [-10, 800],
      [1610, 800],
      [1610, 1210],
      [-10, 1210],
    ]),
    {
      fill: c.linear([
        [0, mix(palette.moss, palette.leaf, 0.3)],
        [1, palette.forest],
      ]),
    },
  );
  const walk = path(
    polyline([
      [cx - half(640), 640],
      [cx + half(640), 640],
      [cx + half(1200), 1210],
      [cx - half(1200), 1210],
    ]),
    {
      fill: c.linear([
        [0, '#e6dfcc'],
        [1, '#bdb39a'],
      ]),
    },
  );
  let fence = '';
  for (const side of [-1, 1]) {
    for (let y = 660; y < 1200; y += 9) {
      const x = cx + side * (half(y) + 10);
      const h = 20 + ((y - 640) / 560) * 150;
      fence += rect(x - (side < 0 ? h * 0.05 : 0), y - h, Math.max(2, h * 0.05), h, {
        'fill-opacity': n(rng.range(0.7, 1)),
      });
    }
  }
  let pebbles = '';
  for (let i = 0; i < 60; i++) {
    const y = rng.range(660, 1200);
    const t = (y - 640) / 560;
    pebbles += rect(cx + rng.range(-1, 1) * half(y) * 0.9, y, 4 + t * 10, 2 + t * 4, { rx: 2 });
  }
  return moss + walk + group(pebbles, { fill: '#9c927a', opacity: 0.6 }) + group(fence, { fill: '#7a5a3a' });
}
