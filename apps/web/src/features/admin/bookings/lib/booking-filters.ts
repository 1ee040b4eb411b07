import {
  bookingStatuses,
  limits,
  type PaymentStatus,
  paymentStatuses,
  refundStatuses,
} from '@tabi/contracts';

export type BookingStatus = (typeof bookingStatuses)[number];
export type RefundStatus = (typeof refundStatuses)[number];

/** The admin's booking filters, as the list call takes them (`GET /api/bookings`). */
export type BookingFilters = {
  status?: BookingStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  /** Bookings whose refund is in this state (`failed`: to retry). */
  refundStatus?: RefundStatus | undefined;
  /** Only bookings with a chargeback. */
  disputed?: 'true' | undefined;
  /** Departure dates, 'YYYY-MM-DD' in the operator's zone. */
  from?: string | undefined;
  to?: string | undefined;
  /** A booking reference or an e-mail, or part of one. */
  q?: string | undefined;
  tourId?: string | undefined;
};

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (value: string | null): value is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(value ?? '');
const isPaymentStatus = (value: string | null): value is PaymentStatus =>
  (paymentStatuses as readonly string[]).includes(value ?? '');
const isRefundStatus = (value: string | null): value is RefundStatus =>
  (refundStatuses as readonly string[]).includes(value ?? '');

/** The filters and page in the address (`/admin/bookings?status=pending&page=2`); odd values are dropped. */
export function bookingFiltersFrom(params: URLSearchParams): BookingFilters & { page: number } {
  const status = params.get('status');
  const paymentStatus = params.get('paymentStatus');
  const refundStatus = params.get('refundStatus');
  const from = params.get('from');
  const to = params.get('to');
  const q = params.get('q')?.trim().slice(0, limits.searchMaxLength);
  const tourId = params.get('tourId')?.trim();
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    paymentStatus: isPaymentStatus(paymentStatus) ? paymentStatus : undefined,
    refundStatus: isRefundStatus(refundStatus) ? refundStatus : undefined,
    disputed: params.get('disputed') === 'true' ? 'true' : undefined,
    from: from && datePattern.test(from) ? from : undefined,
    to: to && datePattern.test(to) ? to : undefined,
    q: q || undefined,
    tourId: tourId && idPattern.test(tourId) ? tourId : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a filtered page of the list; empty filters and page 1 are left out. */
export function adminBookingsHref(filters: BookingFilters, page = 1) {
  const params = new URLSearchParams();
  for (const key of [
    'status',
    'paymentStatus',
    'refundStatus',
    'disputed',
    'from',
    'to',
    'q',
    'tourId',
  ] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/bookings?${search}` : '/admin/bookings';
}

/** What is wrong with a date range, if anything. */
export function dateRangeProblem(from: string | undefined, to: string | undefined) {
  return from && to && from > to ? 'The end date is before the start date' : undefined;
}
