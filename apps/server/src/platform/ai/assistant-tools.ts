/**
 * What every assistant provider may ask of our own data: the same functions for the built-in assistant
 * (which calls them directly) and for the language models (which call them through function calling).
 * An instance is bound to one caller, so `myBookings` can only ever read that caller's bookings, and
 * every tour it answers is public (not archived). Amounts are major units of `currency`, like
 * `priceNumber` on the wire; links are the tour page's path in the web app.
 */

/** The orders a list of tours may be asked in beyond its relevance and price ("the best rated", "the earliest start"). */
export const tourRankings = [
  'rating',
  'rating-asc',
  'popular',
  'duration-asc',
  'duration-desc',
  'start-asc',
  'start-desc',
  'group-asc',
] as const;
export const tourSearchSorts = ['relevance', 'price-asc', 'price-desc', ...tourRankings] as const;
export type TourSearchSort = (typeof tourSearchSorts)[number];

export type TourSearch = {
  /** Free words matched in the title, category, place, description, highlights, inclusions and meeting point. */
  text?: string;
  /**
   * The words are alternatives ("sake or beer", "temples, zen"): when no tour holds them all, the tours
   * holding any of them, those holding most first. By default every word must match.
   */
  anyWord?: boolean;
  /** Words the tour's inclusions hold ("lunch", "hotel pick-up"): what it includes, not what it mentions. */
  included?: string;
  /** Exact names as the catalog spells them (`places()`); matched case-insensitively. */
  city?: string;
  region?: string;
  category?: string;
  /**
   * What the traveller does not want ("anything but temples", "not in Tokyo", "not a food thing"): tours
   * whose name, story or highlights hold any of these words, in any of these cities or regions, or of this
   * category, are left out.
   */
  excludeText?: string;
  excludePlaces?: string[];
  excludeCategory?: string;
  /** Per adult, major units. */
  minPrice?: number;
  maxPrice?: number;
  minDurationMinutes?: number;
  maxDurationMinutes?: number;
  /** Tours that take at most this many travellers per departure ("small groups, 8 people max"). */
  maxGroupSize?: number;
  /** `HH:MM` in the operator's zone: tours starting at or after this time, and before `startsBefore`. */
  startsFrom?: string;
  startsBefore?: string;
  /** `HH:MM` in the operator's zone: tours over by then (start plus length), "back by 18:00". */
  endsBy?: string;
  /** `YYYY-MM-DD`: only tours with a bookable departure that day with seats for the whole party. */
  date?: string;
  /**
   * `YYYY-MM-DD`, with `date`: the last day of a stretch ("next week"), tours with such a departure on any
   * day from `date` to this one, at most 31 days. One search where a search per day would be seven.
   */
  dateTo?: string;
  /** `YYYY-MM`: only tours with at least one bookable departure that month for the whole party. */
  month?: string;
  /**
   * The party; prices answered for it (`partyPrice`), and it must fit the group size. Adults default 1.
   * With children, adults-only tours are left out (they refuse children).
   */
  adults?: number;
  children?: number;
  /** Tours that suit children: not adults only, not Nightlife, starting before 17:00, at most 9 hours. */
  familyFriendly?: boolean;
  /** Only the tours that take no children at all (a bar crawl, a tasting). */
  adultsOnly?: boolean;
  /** Only the tours that take children: no bar crawl or tasting, for a traveller who is pregnant. */
  takesChildren?: boolean;
  /** Only the tours whose name holds one of these words ("class workshop"): what a tour is, by its name. */
  named?: string;
  /** Only the tours children join for free (a child share of 0 on a tour that takes them). */
  childrenFree?: boolean;
  sort?: TourSearchSort;
  /** Default 5, at most 10. */
  limit?: number;
};

export type TourCard = {
  id: string;
  title: string;
  /** `/tours/<id>`: the page in the web app. */
  url: string;
  category: string;
  city: string | null;
  region: string | null;
  priceNumber: number;
  currency: string;
  /** The share of the adult price a child pays; 0 on a tour that takes children means they go free. */
  childPriceShare: number;
  /** Children are not taken at all: a booking with children is refused. */
  adultsOnly: boolean;
  durationMinutes: number | null;
  /** `HH:MM` in `timezone`: when every departure starts. */
  departureTime: string;
  timezone: string;
  averageRating: number;
  ratingsCount: number;
  languages: string[];
  maxGroupSize: number;
  /** The whole party's price by the booking rule (`bookingPrice`), when a party was asked about. */
  partyPrice?: { adults: number; children: number; adultPrice: number; childPrice: number; total: number };
};

/**
 * `nearSpelling`: no tour holds the words as written, and these hold words spelled like them ("snorkling":
 * the snorkelling day); a real word the catalog lacks ("anime") may find a tour it only resembles.
 */
export type TourSearchResult = { total: number; tours: TourCard[]; nearSpelling?: true };

export type TourFacts = TourCard & {
  description: string;
  highlights: string[];
  included: string[];
  excluded: string[];
  meetingPoint: string | null;
  /** ISO weekdays, 1 = Monday. */
  departureDays: number[];
  instantConfirmation: boolean;
  /** What the tour still lacks before it can be booked; empty when bookable. */
  missingFacts: string[];
};

export type DepartureDay = {
  date: string;
  bookable: boolean;
  seatsLeft: number;
  /** Why it cannot be booked: 'no-departure' | 'closed' | 'cutoff' | 'full' | 'incomplete'. */
  reason?: string;
};

export type TourAvailability = {
  tour: TourCard;
  /** The days asked about (at most 90), in order. */
  dates: DepartureDay[];
};

export type PolicyFacts = {
  freeCancellationHours: number;
  bookingCutoffHours: number;
  defaultChildPriceShare: number;
  /**
   * How travellers pay: by card when booking (Stripe, with the seats held `paymentHoldMinutes` until
   * then), or to the guide at the meeting point (no Stripe key).
   */
  payment: { mode: 'online'; holdMinutes: number } | { mode: 'at-meeting-point' };
  /** The one currency (ISO code) every price is in, charged in and refunded in. */
  currency: string;
  company: { name: string; email: string; phone: string; address: string };
};

export type MyBooking = {
  reference: string;
  tourId: string;
  tourTitle: string;
  /** `/tours/<id>`. */
  tourUrl: string;
  date: string;
  startsAt: string;
  meetingPoint: string;
  adults: number;
  children: number;
  total: number;
  currency: string;
  status: string;
  paymentStatus: string;
  refundStatus: string | null;
  /** Whether cancelling now is free (before the free-cancellation window closes). */
  freeCancellation: boolean;
};

/**
 * A passage of what we publish that answers a question: a part of our pages (the FAQ, help, policies,
 * feature pages, about, transport, contact) or what one public tour offers.
 */
export type ContentHit = {
  source: 'page' | 'tour';
  /** The page's title, or the tour's. */
  title: string;
  /** The FAQ question or section title; for a tour, the part of its page ("What's included"). */
  heading: string;
  /** Where it is published: `/faq#what-to-wear-temples`, `/tours/<id>`. */
  url: string;
  /** The passage in the pages' marks (`[label](/path)`, `**words**`), paragraphs split by blank lines. */
  text: string;
  /** The share of the question's words the passage holds (0 to 1): how squarely it answers. */
  coverage: number;
  /** The share of the question's words its heading holds: 1 when the FAQ asks the very question. */
  headingCoverage: number;
  /** How many words of the question the search weighed, stop words aside: the shares' denominator. */
  terms: number;
};

export type CatalogPlaces = { cities: string[]; regions: string[]; categories: string[] };

export interface AssistantTools {
  /** The operator's calendar "today" (`YYYY-MM-DD` in `timezone`): what "tomorrow" and "in May" mean. */
  today(): string;
  timezone: string;
  searchTours(search: TourSearch): Promise<TourSearchResult>;
  /** Null for an unknown or archived tour. */
  tourDetails(tourId: string): Promise<TourFacts | null>;
  /** Days `from`..`to` (inclusive, at most 90) of a public tour; null for an unknown or archived tour. */
  availability(tourId: string, from: string, to: string): Promise<TourAvailability | null>;
  /** The next `count` bookable dates from `after` (inclusive) with seats for `seats`, within 90 days. */
  nextFreeDates(
    tourId: string,
    options: { after?: string; count?: number; seats?: number },
  ): Promise<DepartureDay[]>;
  /** Every public city, region and category as the catalog spells them (for matching what people type). */
  places(): Promise<CatalogPlaces>;
  policies(): PolicyFacts;
  /**
   * Our published pages and the tours' own words, best answer first (default 3, at most 8). With `tourId`,
   * only that public tour's lines that answer the question ("are there chairs at the tea ceremony?"): the
   * line that holds most of it, then lines holding what is still unanswered, up to `limit` (default 1).
   */
  searchContent(
    question: string,
    options?: {
      limit?: number;
      source?: ContentHit['source'];
      tourId?: string;
      /** The question names no tour, so the words of the tour's title are asked about too. */
      titleAsked?: boolean;
    },
  ): Promise<ContentHit[]>;
  /** The caller's own upcoming and recent bookings; null when nobody is signed in. */
  myBookings(): Promise<MyBooking[] | null>;
}
