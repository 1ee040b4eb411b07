import type { AdminStatsMonth } from '@tabi/contracts';
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColors, monthLabel } from '../lib/dashboard-figures.ts';

type MonthlyTrendChartProps = {
  months: AdminStatsMonth[];
  measure: 'bookings' | 'revenue';
  /** What the figure shows, for the caption and the table ("Bookings made per month"). */
  caption: string;
  /** A value in full (tooltip and table) and on the axis. */
  format: (value: number) => string;
  formatTick: (value: number) => string;
};

const tick = { fill: chartColors.axis, fontSize: 12 };

/**
 * One measure over the last twelve months as an area chart. The drawing is for the eye only; the same
 * numbers are in a table that screen readers read instead.
 */
export function MonthlyTrendChart({ months, measure, caption, format, formatTick }: MonthlyTrendChartProps) {
  const color = chartColors[measure];
  // useId gives characters a url(#...) reference may not take.
  const gradientId = `trend-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <figure className="m-0">
      <figcaption className="sr-only">{caption}, the last 12 months</figcaption>
      <div aria-hidden className="h-56">
        <AreaChart
          data={months}
          responsive
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.28} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis
            dataKey="month"
            tickFormatter={(month: string) => monthLabel(month, 'short')}
            tick={tick}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
          />
          <YAxis
            width="auto"
            tickFormatter={formatTick}
            tick={tick}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(month) => monthLabel(String(month), 'long')}
            formatter={(value) => [format(Number(value)), caption]}
          />
          <Area
            type="monotone"
            dataKey={measure}
            stroke={color}
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            activeDot={{ r: 4 }}
            animationDuration={250}
          />
        </AreaChart>
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{measure === 'bookings' ? 'Bookings' : 'Revenue'}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, 'long')}</th>
              <td>{format(month[measure])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
