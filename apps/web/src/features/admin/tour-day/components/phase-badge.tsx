import type { DeparturePhase } from '@tabi/contracts';
import { Badge } from '../../../../ui/badge.tsx';
import { departurePhaseBadges } from '../lib/departure-phase.ts';

/** "Upcoming", "Boarding", "On tour" or "Ended": where the departure is in its day. */
export function PhaseBadge({ phase, className }: { phase: DeparturePhase; className?: string }) {
  const { text, variant } = departurePhaseBadges[phase];
  return (
    <Badge variant={variant} className={className}>
      {text}
    </Badge>
  );
}
