import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { percentOf, type StatusSlice } from '../lib/dashboard-figures.ts';

/** Drawn while there are no bookings at all: an empty grey ring rather than nothing. */
const emptyRing = [{ label: 'None', count: 1, color: 'var(--color-sand-200)' }];

/**
 * Every booking by status: a ring for the eye beside its legend, which carries the numbers for everyone
 * (the ring itself is hidden from screen readers).
 */
export function BookingsByStatusChart({ slices }: { slices: StatusSlice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const ring = total ? slices : emptyRing;
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row">
      <div aria-hidden className="relative size-44 shrink-0">
        <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
          <Pie
            data={ring}
            dataKey="count"
            nameKey="label"
            innerRadius="68%"
            outerRadius="100%"
            paddingAngle={total ? 2 : 0}
            stroke="none"
            // Clockwise from twelve o'clock, in the legend's order.
            startAngle={90}
            endAngle={-270}
            animationDuration={250}
            // The ring is for the eye only (the legend has the numbers): out of the tab order too.
            rootTabIndex={-1}
          >
            {ring.map((slice) => (
              <Cell key={slice.label} fill={slice.color} />
            ))}
          </Pie>
          {total > 0 && <Tooltip />}
        </PieChart>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-extrabold text-ink-900 tabular-nums">
            {total.toLocaleString('en-US')}
          </span>
          <span className="text-xs text-ink-600">bookings</span>
        </div>
      </div>
      <ul className="w-full space-y-2 text-sm">
        {slices.map((slice) => (
          <li key={slice.status} className="flex items-center gap-3">
            <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ background: slice.color }} />
            <span className="flex-1 text-ink-700">{slice.label}</span>
            <span className="font-semibold text-ink-900 tabular-nums">
              {slice.count.toLocaleString('en-US')}
            </span>
            <span className="w-10 text-right text-ink-600 tabular-nums">{percentOf(slice.count, total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
