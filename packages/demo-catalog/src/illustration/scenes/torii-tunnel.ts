/** The tunnel of vermilion gates of an Inari shrine, seen from the path: gates converge on a bright gap. */

import type { Rng } from '../../random.ts';
import { torii } from '../architecture.ts';
import { mix, palette } from '../color.ts';
import { Canvas, circle, ellipse, group, path, polyline, rect } from '../svg.ts';

export function toriiTunnelScene(rng: Rng): string {
  const c = new Canvas();
  const vx = rng.range(720, 880);
  const vy = rng.range(560, 620);
  // Forest behind the gates: dark cedar green, brighter where the path opens far away.
  c.add(
    rect(0, 0, 1600, 1200, {
      fill: c.linear([
        [0, '#1a3a30'],
        [0.5, palette.forest],
        [1, '#24463b'],
      ]),
    }),
  );
  c.add(
    circle(vx, vy - 60, 420, {
      fill: c.radial(
        [
          [0, '#f6efd9', 0.95],
          [0.25, '#d8e3b8', 0.55],
          [1, palette.forest, 0],
        ],
        vx,
        vy - 60,
        420,
      ),
    }),
  );

  // The path: a stone walk with steps, converging on the vanishing point.
  const ground = c.linear([
    [0, '#8a8474'],
    [1, '#4a4a46'],
  ]);
  const far = vy + 60;
  c.add(
    path(
      polyline([
        [vx - 40, far],
        [vx + 40, far],
        [1500, 1210],
        [100, 1210],
      ]),
      { fill: ground },
    ),
  );
  let steps = '';
  for (let i = 1; i < 16; i++) {
    const z = 1 + i * 0.9;
    const y = vy + 40 + 640 / z;
    const half = 14 + 700 / z;
    steps += rect(vx - half, y, half * 2, Math.max(1.5, 16 / z), { rx: 1 });
  }
  c.add(group(steps, { fill: '#2e2f2c', opacity: 0.35 }));

  // Gates from the farthest to the nearest, packed as on the mountain: their pillars overlap into two
  // striped walls. Far gates are darker, as the canopy shades them; alternate gates catch more light.
  const count = 48;
  let gates = '';
  for (let i = count - 1; i >= 0; i--) {
    const z = 1.15 + i * 0.16;
    const height = 1500 / z;
    const baseY = vy + 40 + 640 / (z * 0.95);
    const shade = Math.min(1, i / count + 0.04) * 0.8 + (i % 2 === 0 ? 0 : 0.08);
    gates += torii(vx, baseY, height, {
      main: mix(palette.vermilion, '#4a140d', shade),
      cap: mix(palette.ink, '#0e0e0e', shade),
    });
    // The thin shadow on each pillar's inner face is what separates one gate from the next.
    const inner = height * 0.39 - height * 0.04;
    for (const side of [-1, 1]) {
      gates += rect(
        vx + side * inner - (side > 0 ? 0 : height * 0.014),
        baseY - height * 0.88,
        height * 0.014,
        height * 0.82,
        {
          fill: '#2a0c07',
          'fill-opacity': 0.55,
        },
      );
    }
  }
  c.add(gates);

  // Sunlight through the gaps falls in soft pools on the stones.
  let light = '';
  for (let i = 0; i < 12; i++) {
    const t = rng.next();
    const y = vy + 90 + t * t * 520;
    light += ellipse(vx + rng.range(-1, 1) * (20 + t * 220), y, 14 + t * 70, 4 + t * 14);
  }
  c.add(group(light, { fill: '#f8e8c0', opacity: 0.28 }));
  return c.toString();
}
