/** The design palette (DESIGN.md): indigo primary, vermilion accent, warm off-white, ink grey, soft tints. */
export const palette = {
  indigo: '#1f3a68',
  indigoBright: '#264b8c',
  indigoDeep: '#14264a',
  indigoNight: '#0d1a33',
  vermilion: '#e34b2f',
  vermilionDeep: '#b8351f',
  paper: '#faf7f2',
  paperWarm: '#f3ece1',
  ink: '#2b2d33',
  inkSoft: '#4a4d57',
  sky: '#bfd3e6',
  skyPale: '#e3ecf4',
  sea: '#4f7fa8',
  seaPale: '#9cbad4',
  forest: '#2f5d4a',
  forestDeep: '#1d3b33',
  moss: '#6f9a6a',
  leaf: '#a9c59b',
  sakura: '#f2c4cf',
  sakuraDeep: '#e399ac',
  sakuraPale: '#f9e1e7',
  gold: '#f2c46d',
  amber: '#e9a24a',
  lamp: '#f7d58e',
} as const;

function parse(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(channels: readonly number[]): string {
  return `#${channels
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear blend of two hex colours: t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = parse(from);
  const b = parse(to);
  return toHex(a.map((c, i) => c + (b[i]! - c) * t));
}

/** Aerial perspective: the farther a layer, the more it melts into the haze colour. */
export function depthShades(near: string, haze: string, layers: number, farthest = 0.8): string[] {
  return Array.from({ length: layers }, (_, i) =>
    mix(near, haze, farthest * (1 - i / Math.max(1, layers - 1))),
  );
}
