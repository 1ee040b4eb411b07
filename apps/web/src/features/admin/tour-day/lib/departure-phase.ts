import type { DeparturePhase } from '@tabi/contracts';

/** Where a departure is in its day, as staff read it on its badge. */
export const departurePhaseBadges = {
  upcoming: { text: 'Upcoming', variant: 'neutral' },
  boarding: { text: 'Boarding', variant: 'warning' },
  running: { text: 'On tour', variant: 'primary' },
  ended: { text: 'Ended', variant: 'neutral' },
} as const satisfies Record<DeparturePhase, { text: string; variant: string }>;
