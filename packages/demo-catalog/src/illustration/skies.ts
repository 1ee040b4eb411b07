/** Times of day shared by the outdoor scenes: sky gradient, the haze far layers melt into, the sun. */
import { palette } from './color.ts';
import type { Stop } from './svg.ts';

export type Sky = {
  name: 'dawn' | 'day' | 'dusk' | 'night';
  stops: readonly Stop[];
  /** Colour of the air near the horizon: distant ridges are mixed towards it. */
  haze: string;
  sun: string;
  glow: string;
  mist: string;
};

export const skies: Record<Sky['name'], Sky> = {
  dawn: {
    name: 'dawn',
    stops: [
      [0, '#8fa9cf'],
      [0.42, '#e9c9c3'],
      [0.75, '#f8dccb'],
      [1, '#fbeee3'],
    ],
    haze: '#eed3c9',
    sun: palette.vermilion,
    glow: '#f6b08f',
    mist: '#fff6ef',
  },
  day: {
    name: 'day',
    stops: [
      [0, '#93b6da'],
      [0.5, '#cbdcec'],
      [1, '#f5f0e7'],
    ],
    haze: '#dfe7ee',
    sun: palette.vermilion,
    glow: '#fbe3cf',
    mist: '#ffffff',
  },
  dusk: {
    name: 'dusk',
    stops: [
      [0, '#243f78'],
      [0.38, '#7b6a9a'],
      [0.68, '#e39a83'],
      [1, '#f6cf9c'],
    ],
    haze: '#d9a08f',
    sun: '#f6d9a4',
    glow: '#f7b777',
    mist: '#f8dcc4',
  },
  night: {
    name: 'night',
    stops: [
      [0, palette.indigoNight],
      [0.55, palette.indigo],
      [1, '#3d5c8f'],
    ],
    haze: '#3f5d8e',
    sun: '#f4ecd6',
    glow: '#c9d6ee',
    mist: '#7e93bb',
  },
};
