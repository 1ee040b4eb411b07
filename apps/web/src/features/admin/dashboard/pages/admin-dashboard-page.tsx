import type { AdminStats } from '@tabi/contracts';
import { RotateCw, Star } from 'lucide-react';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { useDocumentMeta } from '../../../../ui/document-meta.ts';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { formatCount } from '../../../../ui/format-count.ts';
import { formatPrice } from '../../../../ui/format-price.ts';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { zoneName } from '../../../../ui/zoned-time.ts';
import { AdminPageHeader } from '../../shared/components/admin-page-header.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { BackupsPanel } from '../components/backups-panel.tsx';
import { BookingsByStatusChart } from '../components/bookings-by-status-chart.tsx';
import { DashboardPanel, PanelLink } from '../components/dashboard-panel.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { DashboardStatCards } from '../components/dashboard-stat-cards.tsx';
import { MonthlyTrendChart } from '../components/monthly-trend-chart.tsx';
import { RankedTours } from '../components/ranked-tours.tsx';
import { RatingDistribution } from '../components/rating-distribution.tsx';
import { RecentBookingsTable } from '../components/recent-bookings-table.tsx';
import { TodaysDepartures } from '../components/todays-departures.tsx';
import { UpcomingDeparturesTable } from '../components/upcoming-departures-table.tsx';
import { formatCompact, statusSlices } from '../lib/dashboard-figures.ts';

/**
 * /admin: the day's departures first (the work at hand), then the business at a glance. The figures come
 * from one call (GET /api/admin/stats); this page is the only importer of the chart components, so
 * recharts stays in the console's lazy chunk.
 */
export function AdminDashboardPage() {
  useDocumentMeta('Admin dashboard', 'Bookings, revenue and reviews at a glance.');
  const query = useAdminStats();
  const stats = query.data;

  return (
    <div>
      <AdminPageHeader
        title="Dashboard"
        description={
          stats
            ? `Bookings, revenue and reviews at a glance. Money in ${stats.currency}; dates and times in ${zoneName(stats.timezone)}.`
            : 'Bookings, revenue and reviews at a glance.'
        }
        actions={
          stats && (
            <div className="flex items-center gap-3">
              <span className="text-sm text-ink-600">
                Updated <RelativeTime iso={stats.generatedAt} className="text-sm" />
              </span>
              <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => query.refetch()}>
                {!query.isFetching && <RotateCw aria-hidden />}
                Refresh
              </Button>
            </div>
          )
        }
      />
      <TodaysDepartures />
      <div className="mt-6">
        {stats ? (
          <DashboardFigures stats={stats} />
        ) : query.isError ? (
          <ErrorState
            title="The dashboard could not be loaded"
            message={errorMessage(query.error, 'Please check your connection and try again.')}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DashboardSkeleton />
        )}
      </div>
    </div>
  );
}

function DashboardFigures({ stats }: { stats: AdminStats }) {
  const { currency, totals, upcomingDepartures: upcoming } = stats;
  const money = (amount: number) => formatPrice(amount, currency);
  return (
    <div className="space-y-6">
      <DashboardStatCards totals={totals} currency={currency} />

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardPanel title="Bookings per month" description="Made in each month, cancelled ones left out.">
          <MonthlyTrendChart
            months={stats.monthly}
            measure="bookings"
            caption="Bookings made per month"
            format={(value) => formatCount(value, 'booking')}
            formatTick={(value) => formatCompact(value)}
          />
        </DashboardPanel>
        <DashboardPanel title="Revenue per month" description={`Booked in each month, in ${currency}.`}>
          <MonthlyTrendChart
            months={stats.monthly}
            measure="revenue"
            caption="Revenue booked per month"
            format={money}
            formatTick={(value) => formatCompact(value, currency)}
          />
        </DashboardPanel>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardPanel
          title="Bookings by status"
          description="Every booking ever made."
          action={<PanelLink to="/admin/bookings">All bookings</PanelLink>}
        >
          <BookingsByStatusChart slices={statusSlices(totals.bookings)} />
        </DashboardPanel>
        <DashboardPanel title="Ratings" description="Every rating of every tour.">
          <RatingDistribution distribution={stats.ratingDistribution} />
        </DashboardPanel>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardPanel title="Most booked tours" description="Bookings not cancelled, all time.">
          <RankedTours
            empty="No bookings yet."
            items={stats.topToursByBookings.map(({ tour, bookings, seats }) => ({
              tour,
              figure: formatCount(bookings, 'booking'),
              detail: formatCount(seats, 'seat'),
            }))}
          />
        </DashboardPanel>
        <DashboardPanel title="Best rated tours" description="Highest average rating first.">
          <RankedTours
            empty="No ratings yet."
            items={stats.topToursByRating.map(({ tour, averageRating, ratingsCount }) => ({
              tour,
              figure: (
                <span className="inline-flex items-center gap-1">
                  <Star className="size-3.5 fill-star text-star" aria-hidden />
                  {averageRating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </span>
              ),
              detail: formatCount(ratingsCount, 'rating'),
            }))}
          />
        </DashboardPanel>
      </div>

      <DashboardPanel
        title="Upcoming departures"
        description={
          upcoming.total > 0
            ? `Next 7 days: ${formatCount(upcoming.total, 'departure')} with ${formatCount(upcoming.seatsSold, 'seat')} sold${upcoming.total > upcoming.items.length ? `, the ${upcoming.items.length} soonest shown` : ''}.`
            : 'Next 7 days.'
        }
      >
        {upcoming.items.length > 0 ? (
          <UpcomingDeparturesTable departures={upcoming.items} timezone={stats.timezone} />
        ) : (
          <p className="text-sm text-ink-600">No departure in the next 7 days has travellers yet.</p>
        )}
      </DashboardPanel>

      <DashboardPanel
        title="Recent bookings"
        action={<PanelLink to="/admin/bookings">All bookings</PanelLink>}
      >
        {stats.recentBookings.length > 0 ? (
          <RecentBookingsTable bookings={stats.recentBookings} />
        ) : (
          <p className="text-sm text-ink-600">No bookings yet.</p>
        )}
      </DashboardPanel>

      <BackupsPanel timezone={stats.timezone} />
    </div>
  );
}
