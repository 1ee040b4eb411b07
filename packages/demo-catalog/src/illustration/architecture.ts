/** Buildings that make a scene read as Japan at a glance: torii, pagoda, lantern, eaved roofs. */

import type { Rng } from '../random.ts';
import { palette } from './color.ts';
import { circle, ellipse, group, n, path, polyline, rect } from './svg.ts';

/**
 * A curved roof seen from the front: a ridge of `top` width, eaves of `width` whose tips turn up.
 * `drop` is the height from ridge to eave line.
 */
export function eavedRoof(
  cx: number,
  y: number,
  width: number,
  drop: number,
  fill: string,
  ridge = 0.4,
): string {
  const half = width / 2;
  const top = (width * ridge) / 2;
  const d =
    `M${n(cx - top)} ${n(y)}L${n(cx + top)} ${n(y)}` +
    `Q${n(cx + half * 0.62)} ${n(y + drop * 0.85)} ${n(cx + half)} ${n(y + drop * 0.55)}` +
    `L${n(cx + half * 0.97)} ${n(y + drop * 0.9)}` +
    `Q${n(cx + half * 0.6)} ${n(y + drop * 1.15)} ${n(cx)} ${n(y + drop * 1.08)}` +
    `Q${n(cx - half * 0.6)} ${n(y + drop * 1.15)} ${n(cx - half * 0.97)} ${n(y + drop * 0.9)}` +
    `L${n(cx - half)} ${n(y + drop * 0.55)}` +
    `Q${n(cx - half * 0.62)} ${n(y + drop * 0.85)} ${n(cx - top)} ${n(y)}Z`;
  return path(d, { fill });
}

/** A five-storey pagoda; `body` colours the walls between the roofs (vermilion for Chureito style). */
export function pagoda(
  cx: number,
  baseY: number,
  height: number,
  colors: { roof: string; body: string; spire?: string },
): string {
  const storeys = 5;
  const spire = height * 0.24;
  const storeyHeight = (height - spire - height * 0.04) / storeys;
  const baseWidth = height * 0.34;
  let out = rect(cx - baseWidth * 0.5, baseY - height * 0.04, baseWidth, height * 0.04, {
    fill: colors.roof,
  });
  let y = baseY - height * 0.04;
  for (let i = 0; i < storeys; i++) {
    const shrink = 1 - i * 0.085;
    const bodyWidth = baseWidth * 0.46 * shrink;
    const roofWidth = baseWidth * 1.2 * shrink;
    const bodyHeight = storeyHeight * 0.66;
    const roofDrop = storeyHeight * 0.34;
    out += rect(cx - bodyWidth / 2, y - bodyHeight, bodyWidth, bodyHeight + 1, { fill: colors.body });
    // A dark band under each roof: the bracket set, which gives the storeys their rhythm.
    out += rect(cx - bodyWidth * 0.62, y - bodyHeight, bodyWidth * 1.24, storeyHeight * 0.12, {
      fill: colors.roof,
    });
    // A railed balcony line across each storey above the first.
    if (i > 0)
      out += rect(cx - bodyWidth * 0.58, y - storeyHeight * 0.1, bodyWidth * 1.16, storeyHeight * 0.05, {
        fill: colors.roof,
      });
    y -= bodyHeight;
    out += eavedRoof(cx, y - roofDrop, roofWidth, roofDrop, colors.roof, 0.3);
    y -= roofDrop;
  }
  const spireColor = colors.spire ?? colors.roof;
  out += rect(cx - height * 0.006, y - spire, height * 0.012, spire, { fill: spireColor });
  let rings = '';
  for (let i = 0; i < 9; i++)
    rings += ellipse(cx, y - spire * 0.2 - i * spire * 0.065, height * 0.02, height * 0.005);
  out += group(rings, { fill: spireColor });
  out += circle(cx, y - spire, height * 0.011, { fill: spireColor });
  return out;
}

/** A Myojin torii: upturned top lintel with a dark cap, tie beam, central strut, slightly raked pillars. */
export function torii(
  cx: number,
  baseY: number,
  height: number,
  colors: { main?: string; cap?: string } = {},
): string {
  const main = colors.main ?? palette.vermilion;
  const cap = colors.cap ?? palette.ink;
  const span = height * 0.78;
  const pillar = height * 0.075;
  const top = baseY - height;
  const rake = height * 0.025;
  const pillars = [-1, 1]
    .map((side) => {
      const x = cx + (side * span) / 2;
      return (
        path(
          polyline([
            [x - pillar / 2 - side * rake * 0.2, top + height * 0.1],
            [x + pillar / 2 - side * rake * 0.2, top + height * 0.1],
            [x + pillar * 0.56 + side * rake * 0.3, baseY],
            [x - pillar * 0.56 + side * rake * 0.3, baseY],
          ]),
          { fill: main },
        ) +
        rect(x - pillar * 0.62 + side * rake * 0.3, baseY - height * 0.06, pillar * 1.24, height * 0.06, {
          fill: cap,
        })
      );
    })
    .join('');
  const lintelHalf = span / 2 + height * 0.24;
  const lintel = height * 0.065;
  const sweep = height * 0.06;
  const kasagi = path(
    `M${n(cx - lintelHalf)} ${n(top - sweep)}Q${n(cx)} ${n(top + sweep * 0.9)} ${n(cx + lintelHalf)} ${n(top - sweep)}` +
      `L${n(cx + lintelHalf - lintel * 0.6)} ${n(top - sweep + lintel * 1.1)}` +
      `Q${n(cx)} ${n(top + sweep * 0.9 + lintel * 1.3)} ${n(cx - lintelHalf + lintel * 0.6)} ${n(top - sweep + lintel * 1.1)}Z`,
    { fill: cap },
  );
  const shimaki = path(
    `M${n(cx - lintelHalf + lintel * 0.6)} ${n(top - sweep + lintel * 1.1)}Q${n(cx)} ${n(
      top + sweep * 0.9 + lintel * 1.3,
    )} ${n(cx + lintelHalf - lintel * 0.6)} ${n(top - sweep + lintel * 1.1)}` +
      `L${n(cx + lintelHalf - lintel * 1.1)} ${n(top - sweep + lintel * 2)}` +
      `Q${n(cx)} ${n(top + sweep * 0.9 + lintel * 2.1)} ${n(cx - lintelHalf + lintel * 1.1)} ${n(top - sweep + lintel * 2)}Z`,
    { fill: main },
  );
  const nukiY = top + height * 0.24;
  const nukiHalf = span / 2 + height * 0.1;
  const nuki = rect(cx - nukiHalf, nukiY, nukiHalf * 2, height * 0.05, { fill: main });
  const strut = rect(cx - height * 0.03, top + height * 0.05, height * 0.06, height * 0.2, { fill: main });
  const plaque = rect(cx - height * 0.045, top + height * 0.08, height * 0.09, height * 0.12, {
    fill: cap,
    rx: 2,
  });
  return pillars + nuki + strut + plaque + shimaki + kasagi;
}

/** A stone lantern (tōrō); with `glow` its fire box is lit. */
export function stoneLantern(
  cx: number,
  baseY: number,
  height: number,
  stone: string,
  glow?: string,
): string {
  const u = height / 10;
  let out = '';
  out += rect(cx - u * 1.4, baseY - u * 0.8, u * 2.8, u * 0.8, { fill: stone, rx: u * 0.2 });
  out += rect(cx - u * 0.45, baseY - u * 4.2, u * 0.9, u * 3.5, { fill: stone });
  out += rect(cx - u * 1.5, baseY - u * 4.9, u * 3, u * 0.75, { fill: stone, rx: u * 0.2 });
  out += rect(cx - u * 1.05, baseY - u * 6.9, u * 2.1, u * 2.05, { fill: stone });
  out += rect(cx - u * 0.55, baseY - u * 6.5, u * 1.1, u * 1.25, {
    fill: glow ?? palette.inkSoft,
    rx: u * 0.1,
  });
  out += eavedRoof(cx, baseY - u * 8.6, u * 4.2, u * 1.6, stone, 0.18);
  out += circle(cx, baseY - u * 9.2, u * 0.55, { fill: stone });
  return out;
}

/** A paper lantern (chōchin) hanging from `topY`, lit from within. */
export function paperLantern(cx: number, topY: number, size: number, color: string, band: string): string {
  const h = size * 1.35;
  return (
    rect(cx - size * 0.3, topY, size * 0.6, size * 0.14, { fill: band, rx: 2 }) +
    ellipse(cx, topY + size * 0.14 + h / 2, size / 2, h / 2, { fill: color }) +
    rect(cx - size * 0.3, topY + size * 0.14 + h - size * 0.06, size * 0.6, size * 0.14, {
      fill: band,
      rx: 2,
    })
  );
}

/**
 * A row of low tiled roofs, as seen over a Kyoto neighbourhood: each house a gabled roof over a wall
 * with a lit window here and there. Returns the markup; `lit` is the chance that a window glows.
 */
export function rooftops(
  rng: Rng,
  options: { y: number; roof: string; wall: string; window: string; lit: number; bottom: number },
): string {
  const { y, roof, wall, window, lit, bottom } = options;
  let out = '';
  let x = -rng.range(40, 120);
  while (x < 1700) {
    const width = rng.range(170, 290);
    const top = y + rng.range(-30, 30);
    const drop = rng.range(44, 70);
    const overhang = width * 0.08;
    out += rect(x + overhang * 0.6, top + drop * 0.8, width - overhang * 1.2, bottom - top, { fill: wall });
    const windows = Math.floor((width - overhang * 2) / 60);
    for (let i = 0; i < windows; i++) {
      if (!rng.chance(lit)) continue;
      out += rect(x + overhang * 1.6 + i * 60, top + drop + 18, 36, 26, { fill: window, rx: 2 });
    }
    out += path(
      `M${n(x)} ${n(top + drop)}Q${n(x + overhang * 1.4)} ${n(top + drop * 0.55)} ${n(x + overhang * 2)} ${n(top)}` +
        `L${n(x + width - overhang * 2)} ${n(top)}Q${n(x + width - overhang * 1.4)} ${n(top + drop * 0.55)} ${n(
          x + width,
        )} ${n(top + drop)}Z`,
      { fill: roof },
    );
    out += rect(x + overhang * 1.8, top - 6, width - overhang * 3.6, 9, { fill: roof, rx: 3 });
    x += width * rng.range(0.75, 0.98);
  }
  return out;
}
