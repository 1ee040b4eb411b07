import { TZDate } from '@date-fns/tz';
import {
  type Availability,
  type AvailabilityDate,
  type AvailabilityQuery,
  type Booking,
  bookingPrice,
  company,
  formattedAddress,
  type ListResponse,
  limits,
  missingTourFacts,
  type PageQuery,
  policy,
  toMajorUnits,
  toMinorUnits,
} from '@tabi/contracts';
import { addDays, endOfMonth, format, isValid, parseISO, subDays } from 'date-fns';
import type { DepartureWindow } from '../../../db/bookable-departures.ts';
import type { Db } from '../../../db/client.ts';
import type {
  AssistantTools,
  CatalogPlaces,
  DepartureDay,
  MyBooking,
  PolicyFacts,
  TourCard,
  TourSearch,
} from '../../../platform/ai/assistant-tools.ts';
import type { Viewer } from '../../../platform/auth/guard.ts';
import type { ResponseCache } from '../../../platform/cache/response-cache.ts';
import { isUuid } from '../../../platform/ids.ts';
import {
  type AssistantSearch,
  createAssistantToolsRepository,
  type TourCardRow,
} from './assistant-tools.repository.ts';
import { createPageIndex, questionTerms, tourHit, tourLines } from './content-search.ts';

/**
 * What the tools read from the bookings module (which app.ts hands on): the availability and "my
 * bookings" answers of the API itself, so the assistant never disagrees with them.
 */
export type BookingsReader = {
  availability(tourId: string, query: AvailabilityQuery): Promise<Availability>;
  mine(viewer: Viewer, query: PageQuery): Promise<ListResponse<Booking>>;
};

type Deps = {
  db: Db;
  bookings: BookingsReader;
  timezone: string;
  currency: string;
  /** Whether travellers pay by card when booking (a Stripe key is set) or at the meeting point. */
  paysOnline: boolean;
  now: () => Date;
  /**
   * The platform's catalog cache, emptied whenever any process changes the catalog: `places()` reads every
   * public tour (about 10 ms on 10,000 of them), and the built-in assistant asks for it on every question.
   */
  catalogCache?: Pick<ResponseCache, 'remember'>;
};

const searchLimit = { default: 5, max: 10 };
const contentLimit = { default: 3, max: 8 };
const freeDates = { default: 3, max: 10 };
/** Bookings handed to a provider at once: every upcoming one first, then the most recent past ones. */
const myBookingsMax = 20;
/** "Popular" as the catalog means it: seats booked in the last 90 days. */
const popularDays = 90;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A start time as the tours store theirs (`HH:MM`); anything else sets no bound. */
const clock = (value: string | undefined) => (value && clockPattern.test(value) ? value : undefined);
const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** A real calendar date written `YYYY-MM-DD` (not '2026-02-30'); a language model may send anything. */
function calendarDate(value: string | undefined): string | undefined {
  if (value === undefined || !datePattern.test(value)) return undefined;
  const parsed = parseISO(value);
  return isValid(parsed) && isoDay(parsed) === value ? value : undefined;
}

const plusDays = (date: string, days: number) => isoDay(addDays(parseISO(date), days));

/** A whole number within bounds, or the fallback for anything that is not a finite number. */
function bounded(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Words to match, as the catalog's search takes them: trimmed, bounded, no NUL (the database refuses it). */
function words(value: string | undefined): string | undefined {
  return value?.replaceAll('\0', '').trim().slice(0, limits.searchMaxLength) || undefined;
}

/** Every number the search compares is a database integer: anything larger is as good as this. */
const largest = 2_147_483_647;

/** A bound of a range filter in the database's units; a number that is not finite sets no bound. */
function limitOf(value: number | undefined, toUnits: (value: number) => number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(largest, Math.max(0, toUnits(value)));
}

const toDepartureDay = ({ date, bookable, seatsLeft, reason }: AvailabilityDate): DepartureDay =>
  reason ? { date, bookable, seatsLeft, reason } : { date, bookable, seatsLeft };

/**
 * The assistant's functions over our data, bound to one caller (see `AssistantTools`). Availability and
 * bookings come from the bookings service; the search runs its own query, because it must check the
 * departure rule on every candidate tour at once, which the service answers for one tour at a time.
 */
export function createAssistantToolsFactory(deps: Deps): (viewer: Viewer | null) => AssistantTools {
  const { bookings, timezone, currency, paysOnline, now, catalogCache } = deps;
  const repository = createAssistantToolsRepository(deps.db);

  async function places(): Promise<CatalogPlaces> {
    if (!catalogCache) return repository.places();
    return JSON.parse(
      await catalogCache.remember('assistant:places', async () => JSON.stringify(await repository.places())),
    );
  }

  const today = () => isoDay(new TZDate(now().getTime(), timezone));

  const toCard = (row: TourCardRow): TourCard => ({
    id: row.id,
    title: row.title,
    url: `/tours/${row.id}`,
    category: row.category,
    city: row.city,
    region: row.region,
    priceNumber: toMajorUnits(row.priceMinor),
    currency,
    childPriceShare: row.childPriceShare,
    adultsOnly: row.adultsOnly,
    durationMinutes: row.durationMinutes,
    departureTime: row.departureTime,
    timezone,
    averageRating: row.averageRating,
    ratingsCount: row.ratingsCount,
    languages: row.languages,
    maxGroupSize: row.maxGroupSize,
  });

  /** The days a date or month filter asks about, from today on; null when it names no real day. */
  function windowOf(search: TourSearch, seats: number): DepartureWindow | null | undefined {
    if (search.date === undefined && search.month === undefined) return undefined;
    const earliestStart = new Date(now().getTime() + policy.bookingCutoffHours * 3_600_000);
    const base = { seats, earliestStart, timezone };
    if (search.date !== undefined) {
      const date = calendarDate(search.date);
      if (!date) return null;
      const last = calendarDate(search.dateTo);
      const to = last && last > date ? (last > plusDays(date, 31) ? plusDays(date, 31) : last) : date;
      return { ...base, from: date, to };
    }
    if (!monthPattern.test(search.month ?? '')) return null;
    const first = `${search.month}-01`;
    const last = isoDay(endOfMonth(parseISO(first)));
    const from = first > today() ? first : today();
    return from <= last ? { ...base, from, to: last } : null;
  }

  async function searchTours(search: TourSearch) {
    const adults = bounded(search.adults, 1, 1, largest);
    const children = bounded(search.children, 0, 0, largest);
    const seats = Math.min(largest, adults + children);
    const departing = windowOf(search, seats);
    // A day that does not exist, or a month already over, has no departure to offer.
    if (departing === null) return { total: 0, tours: [] };
    const query: AssistantSearch = {
      text: words(search.text),
      anyWord: search.anyWord === true,
      named: words(search.named),
      included: words(search.included),
      city: words(search.city),
      region: words(search.region),
      category: words(search.category),
      excludeText: words(search.excludeText),
      excludePlaces: (search.excludePlaces ?? []).flatMap((place) => words(place) ?? []).slice(0, 10),
      excludeCategory: words(search.excludeCategory),
      minPriceMinor: limitOf(search.minPrice, toMinorUnits),
      maxPriceMinor: limitOf(search.maxPrice, toMinorUnits),
      minDurationMinutes: limitOf(search.minDurationMinutes, Math.trunc),
      maxDurationMinutes: limitOf(search.maxDurationMinutes, Math.trunc),
      maxGroupSize: limitOf(search.maxGroupSize, Math.trunc),
      startsFrom: clock(search.startsFrom),
      startsBefore: clock(search.startsBefore),
      endsBy: clock(search.endsBy),
      seats,
      withChildren: children > 0 || search.takesChildren === true,
      departing,
      familyFriendly: search.familyFriendly === true,
      adultsOnly: search.adultsOnly === true,
      childrenFree: search.childrenFree === true,
      sort: search.sort ?? 'relevance',
      limit: bounded(search.limit, searchLimit.default, 1, searchLimit.max),
      popularSince: subDays(now(), popularDays),
    };
    const found = await repository.search(query);
    const { rows, total } = found;
    const nearSpelling = 'nearSpelling' in found;
    const partyAsked = search.adults !== undefined || search.children !== undefined;
    return {
      total,
      ...(nearSpelling ? { nearSpelling } : {}),
      tours: rows.map((row) => {
        const card = toCard(row);
        if (!partyAsked) return card;
        const price = bookingPrice(row, { adults, children }, currency);
        return {
          ...card,
          partyPrice: {
            adults,
            children,
            adultPrice: toMajorUnits(price.adultPriceMinor),
            childPrice: toMajorUnits(price.childPriceMinor),
            total: toMajorUnits(price.totalMinor),
          },
        };
      }),
    };
  }

  const pages = createPageIndex(paysOnline ? 'online' : 'at-meeting-point');

  /**
   * Pages and tours together, the squarest answers first; a page before a tour when both answer as well.
   * With `tourId`, only that tour's lines that answer it (one unless `limit` says more).
   */
  async function searchContent(
    question: string,
    options: { limit?: number; source?: 'page' | 'tour'; tourId?: string; titleAsked?: boolean } = {},
  ) {
    const text = words(question) ?? '';
    if (options.tourId !== undefined) {
      const row = isUuid(options.tourId) ? await repository.details(options.tourId) : undefined;
      if (!row) return [];
      // The words that named the tour ("the tea ceremony") are not what is asked about it, unless the
      // question names no tour ("which carvings should I not miss?" of the Nikko tour's carved gates).
      const asked = questionTerms(text);
      const naming = new Set(options.titleAsked ? [] : questionTerms(row.title));
      const terms = asked.filter((term) => !naming.has(term));
      return tourLines(row, terms.length > 0 ? terms : asked, bounded(options.limit, 1, 1, contentLimit.max));
    }
    const limit = bounded(options.limit, contentLimit.default, 1, contentLimit.max);
    const pageHits = options.source === 'tour' ? [] : pages.search(text, limit);
    const terms = questionTerms(text);
    const tourHits =
      options.source === 'page'
        ? []
        : (await repository.detailsMatching(terms, limit)).map((row) => tourHit(row, terms));
    return [...pageHits, ...tourHits].sort((a, b) => b.coverage - a.coverage).slice(0, limit);
  }

  const publicCard = async (tourId: string) => (isUuid(tourId) ? repository.card(tourId) : undefined);

  /** The availability API's days of a public tour; `from` defaults to today and the span to 90 days at most. */
  async function departureDays(row: TourCardRow, from: string, to: string) {
    const last = plusDays(from, policy.availabilityMaxDays - 1);
    const answer = await bookings.availability(row.id, {
      from,
      to: to < from ? from : to > last ? last : to,
    });
    return answer.dates.map(toDepartureDay);
  }

  const policies: PolicyFacts = {
    freeCancellationHours: policy.freeCancellationHours,
    bookingCutoffHours: policy.bookingCutoffHours,
    defaultChildPriceShare: policy.defaultChildPriceShare,
    payment: paysOnline
      ? { mode: 'online', holdMinutes: policy.paymentHoldMinutes }
      : { mode: 'at-meeting-point' },
    currency,
    company: { name: company.name, email: company.email, phone: company.phone, address: formattedAddress },
  };

  return (viewer) => ({
    today,
    timezone,
    searchTours,

    async tourDetails(tourId) {
      const row = isUuid(tourId) ? await repository.facts(tourId) : undefined;
      if (!row) return null;
      return {
        ...toCard(row),
        description: row.description,
        highlights: row.highlights,
        included: row.included,
        excluded: row.excluded,
        meetingPoint: row.meetingPoint,
        departureDays: row.departureDays,
        instantConfirmation: row.instantConfirmation,
        missingFacts: missingTourFacts(row),
      };
    },

    async availability(tourId, from, to) {
      const row = await publicCard(tourId);
      if (!row) return null;
      const start = calendarDate(from) ?? today();
      return { tour: toCard(row), dates: await departureDays(row, start, calendarDate(to) ?? start) };
    },

    async nextFreeDates(tourId, options) {
      const row = await publicCard(tourId);
      if (!row) return [];
      const after = calendarDate(options.after);
      const from = after && after > today() ? after : today();
      const seats = bounded(options.seats, 1, 1, largest);
      const count = bounded(options.count, freeDates.default, 1, freeDates.max);
      const days = await departureDays(row, from, plusDays(from, policy.availabilityMaxDays - 1));
      return days.filter((day) => day.bookable && day.seatsLeft >= seats).slice(0, count);
    },

    places,

    policies: () => policies,

    searchContent,

    async myBookings() {
      if (!viewer) return null;
      const { data } = await bookings.mine(viewer, { page: 1, limit: limits.pageSizeMax });
      const at = now();
      const toMyBooking = (booking: Booking): MyBooking => ({
        reference: booking.reference,
        tourId: booking.tour._id,
        tourTitle: booking.tour.title,
        tourUrl: `/tours/${booking.tour._id}`,
        date: booking.date,
        startsAt: booking.startsAt,
        meetingPoint: booking.tour.meetingPoint,
        adults: booking.participants.adults,
        children: booking.participants.children,
        total: booking.pricing.total,
        currency: booking.pricing.currency,
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        refundStatus: booking.refund?.status ?? null,
        // As the cancel rule: free up to `freeCancellationHours` before the start, for a booking still live.
        freeCancellation:
          (booking.status === 'pending' || booking.status === 'confirmed') &&
          at.getTime() <= Date.parse(booking.freeCancellationUntil),
      });
      const starts = (booking: Booking) => Date.parse(booking.startsAt);
      const upcoming = data.filter((b) => starts(b) >= at.getTime()).sort((a, b) => starts(a) - starts(b));
      const past = data.filter((b) => starts(b) < at.getTime()).sort((a, b) => starts(b) - starts(a));
      return [...upcoming, ...past].slice(0, myBookingsMax).map(toMyBooking);
    },
  });
}
