import { type AdminTourSummary, tourFactsSentence } from '@tabi/contracts';
import { ImageOff, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../ui/badge.tsx';
import { cn } from '../../../../ui/cn.ts';
import { formatPrice } from '../../../../ui/format-price.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { formatRatingValue } from '../../../../ui/star-rating.tsx';
import { Switch } from '../../../../ui/switch.tsx';
import { Cell as BaseCell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';
import { type TourAction, TourRowActions } from './tour-row-actions.tsx';

type ToursTableProps = {
  tours: AdminTourSummary[];
  /** Tours whose change is on its way. */
  busyIds: ReadonlySet<string>;
  onFeature: (tour: AdminTourSummary, featured: boolean) => void;
  onAction: (tour: AdminTourSummary, action: TourAction) => void;
  busy?: boolean;
};

/** This table's cell: the shared one, aligned for these rows. */
function Cell(props: { label?: string; children: ReactNode; className?: string }) {
  return <BaseCell {...props} className={cn('align-middle', props.className)} />;
}

const headers = ['Tour', 'City', 'Category', 'Price', 'Rating', 'Upcoming', 'Featured'];
const rowClasses =
  'max-md:relative max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4';

/**
 * The tours of a page: a table on wide screens, one card per tour on phones (the same markup, laid out
 * by the screen's width). The featured switch acts at once; the rest is in each row's menu.
 */
export function ToursTable({ tours, busyIds, onFeature, onAction, busy }: ToursTableProps) {
  return (
    <ResponsiveTable caption="Tours" headers={headers} busy={busy} bodyClassName="max-md:space-y-4">
      {tours.map((tour) => {
        const cover = tour.images[0];
        return (
          <tr key={tour._id} className={rowClasses}>
            <Cell className="max-md:col-span-2 max-md:pr-12 md:pl-4">
              <div className="flex min-w-0 items-center gap-3">
                {cover ? (
                  <img
                    src={cover.thumbUrl}
                    alt=""
                    width={48}
                    height={36}
                    loading="lazy"
                    className="h-9 w-12 shrink-0 rounded-md bg-sand-100 object-cover"
                  />
                ) : (
                  <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-md bg-sand-100 text-ink-500">
                    <ImageOff className="size-5" aria-hidden />
                    <span className="sr-only">No photo</span>
                  </span>
                )}
                <div className="min-w-0">
                  <Link
                    to={`/tours/${tour._id}`}
                    className="line-clamp-2 font-semibold text-ink-900 hover:text-primary-700 hover:underline md:min-w-40"
                  >
                    {tour.title}
                  </Link>
                  {tour.archived && (
                    <Badge variant="warning" className="mt-1">
                      Archived
                    </Badge>
                  )}
                  {tour.missingFacts.length > 0 && (
                    <>
                      <Badge variant="warning" className="mt-1">
                        Not bookable yet
                      </Badge>
                      <span className="mt-0.5 block text-xs text-ink-600">
                        Needs its {tourFactsSentence(tour.missingFacts)}
                      </span>
                    </>
                  )}
                </div>
              </div>
            </Cell>
            <Cell label="City">
              {tour.city === null ? (
                <span className="text-ink-600">Not set</span>
              ) : (
                <span className="text-ink-800">{tour.city}</span>
              )}
            </Cell>
            <Cell label="Category">
              <span className="text-ink-800">{tour.category}</span>
            </Cell>
            <Cell label="Price">
              <span className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                {formatPrice(tour.priceNumber, tour.currency)}
              </span>
            </Cell>
            <Cell label="Rating">
              {tour.ratingsCount > 0 ? (
                <span className="inline-flex items-center gap-1 whitespace-nowrap text-ink-800 tabular-nums">
                  <Star className="size-4 fill-star text-star" aria-hidden />
                  {formatRatingValue(tour.averageRating)}
                  <span className="text-ink-600">({tour.ratingsCount})</span>
                </span>
              ) : (
                <span className="text-ink-600">No ratings</span>
              )}
            </Cell>
            <Cell label="Upcoming bookings">
              <span
                className={cn('tabular-nums', tour.upcomingBookings > 0 ? 'text-ink-900' : 'text-ink-600')}
              >
                {tour.upcomingBookings}
              </span>
            </Cell>
            <Cell label="Featured">
              <Switch
                checked={tour.featured}
                disabled={busyIds.has(tour._id)}
                onCheckedChange={(featured) => onFeature(tour, featured)}
                aria-label={`Feature ${tour.title}`}
              />
            </Cell>
            <td className="align-middle max-md:absolute max-md:top-3 max-md:right-3 md:py-2 md:pr-4 md:pl-3 md:text-right">
              <TourRowActions tour={tour} busy={busyIds.has(tour._id)} onAction={onAction} />
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}

/** Rows shaped like the table's (no shift when it arrives). */
export function ToursTableSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading tours">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-3">
          <Skeleton className="h-9 w-12 shrink-0" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="hidden h-4 w-20 md:block" />
          <Skeleton className="h-6 w-11 rounded-full" />
        </div>
      ))}
    </div>
  );
}
