/** A minimal SVG writer: scenes push markup, gradients and clip paths get unique ids. */
export const WIDTH = 1600;
export const HEIGHT = 1200;

export type Point = readonly [number, number];
/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];
export type Attrs = Record<string, string | number | undefined>;

/** One decimal is plenty at 1600 px and keeps the markup (and render time) small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const el = (tag: string, values: Attrs, children?: string): string =>
  children === undefined ? `<${tag}${attrs(values)}/>` : `<${tag}${attrs(values)}>${children}</${tag}>`;

export const rect = (x: number, y: number, width: number, height: number, rest: Attrs = {}) =>
  el('rect', { x, y, width, height, ...rest });
export const circle = (cx: number, cy: number, r: number, rest: Attrs = {}) =>
  el('circle', { cx, cy, r, ...rest });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, rest: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...rest });
export const path = (d: string, rest: Attrs = {}) => el('path', { d, ...rest });
export const group = (children: string, rest: Attrs = {}) => el('g', rest, children);

/** Straight segments through the points. */
export function polyline(points: readonly Point[], close = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}${close ? 'Z' : ''}`;
}

/** Catmull-Rom through the points, written as cubic Béziers: soft hills without visible corners. */
export function smooth(points: readonly Point[], tension = 1): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const k = tension / 6;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A smooth skyline closed down to `bottom`: the basic layer of every landscape. */
export function areaBelow(points: readonly Point[], bottom: number = HEIGHT + 10): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return `${smooth(points)}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`;
}

export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset: n(offset), 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join('');
  }

  /** Vertical by default (top to bottom); returns a `url(#id)` for fill or stroke. */
  linear(
    stops: readonly Stop[],
    direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
  ): string {
    const id = this.id('l');
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** In user space (canvas pixels), so a glow can be placed exactly around a sun or a lamp. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.id('r');
    this.defs.push(
      el('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse' }, this.stops(stops)),
    );
    return `url(#${id})`;
  }

  /** A radial gradient relative to the shape's own box (0..1). */
  radialBox(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('b');
    this.defs.push(el('radialGradient', { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }

  /** Gaussian blur, used only for steam and glows where a hard edge would look wrong. */
  blur(deviation: number): string {
    const id = this.id('f');
    this.defs.push(
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: deviation }),
      ),
    );
    return `url(#${id})`;
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
