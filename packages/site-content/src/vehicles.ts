/**
 * The transport behind our tours, as shown on /vehicle. Each entry names the catalog categories
 * whose tours use it; a category must be spelled as in the catalog (`GET /api/categories`), since it
 * becomes a link to `/tours?category=...`.
 */

export type TransportKind =
  | 'car'
  | 'minivan'
  | 'van'
  | 'minibus'
  | 'accessible'
  | 'train'
  | 'local'
  | 'ferry';

export type Transport = {
  id: string;
  name: string;
  /** Shown as a badge: what kind of vehicle this is. */
  type: string;
  kind: TransportKind;
  summary: string;
  seats: string;
  luggage: string;
  accessibility: string;
  features: readonly string[];
  /** What it is used for, in words. */
  usedFor: string;
  /** Catalog categories whose tours use it. */
  categories: readonly string[];
};

/** Where the catalog lists one category's tours. */
export function toursInCategory(category: string) {
  return `/tours?${new URLSearchParams({ category })}`;
}

/** The anchor of a vehicle's card on the vehicles page (`/vehicle#vehicle-toyota-crown`). */
export function transportAnchor(transport: Pick<Transport, 'id'>) {
  return `vehicle-${transport.id}`;
}

const roadFleet: readonly Transport[] = [
  {
    id: 'toyota-crown',
    name: 'Toyota Crown',
    type: 'Private car with driver',
    kind: 'car',
    summary: 'A quiet saloon for couples and small families who want a day at their own pace.',
    seats: 'Up to 3 passengers',
    luggage: '2 large suitcases and 2 carry-on bags',
    accessibility: 'Not wheelchair accessible; a folding wheelchair fits in the boot.',
    features: ['Driver in uniform, speaks basic English', 'Airport and station pick-ups', 'Wi-Fi on board'],
    usedFor: 'Private days in Kyoto and Nara, and transfers to and from Kansai and Itami airports.',
    categories: ['Cultural', 'Food & Drink'],
  },
  {
    id: 'toyota-alphard',
    name: 'Toyota Alphard',
    type: 'Executive minivan',
    kind: 'minivan',
    summary: 'Reclining captain seats and sliding doors: our favourite for early starts and long days.',
    seats: 'Up to 6 passengers',
    luggage: '4 large suitcases with 6 passengers, more with fewer',
    accessibility: 'Power sliding doors with a low, lit step and grab handles.',
    features: ['Reclining captain seats', 'USB charging at every seat', 'Wi-Fi on board'],
    usedFor: 'Private tours and photography mornings that start before the first trains.',
    categories: ['Photography', 'Cultural', 'Wellness'],
  },
  {
    id: 'toyota-hiace-grand-cabin',
    name: 'Toyota HiAce Grand Cabin',
    type: 'Small-group van',
    kind: 'van',
    summary: 'A high-roof van that takes a full small group and their boots to the trailhead.',
    seats: 'Up to 9 passengers',
    luggage: 'Day packs and hiking gear for everyone, or 6 medium suitcases',
    accessibility: 'A step and handrail at the sliding door; not wheelchair accessible.',
    features: [
      'Roof-high rear space for poles, snowshoes and wet gear',
      'Winter tyres from December to March',
    ],
    usedFor: 'Trailhead transfers for hikes and snowshoe days, and rural hot-spring and temple trips.',
    categories: ['Nature & Hiking', 'Wellness'],
  },
  {
    id: 'toyota-hiace-welcab',
    name: 'Toyota HiAce Welcab',
    type: 'Wheelchair-accessible van',
    kind: 'accessible',
    summary: 'A van with an electric rear lift, so wheelchair users travel in their own chair.',
    seats: 'Up to 7 passengers, including up to 2 wheelchair users',
    luggage: 'Day bags, and 2 suitcases when one wheelchair space is free',
    accessibility:
      'Electric rear lift (up to 200 kg), wheelchair tie-downs and three-point belts; drivers trained to use them.',
    features: [
      'Step-free boarding from the rear',
      'A portable ramp for kerbs at stops',
      'Bookable for any private tour',
    ],
    usedFor:
      'Accessible versions of our Kyoto and Nara tours, with a guide who plans a step-free route with you.',
    categories: ['Cultural', 'City Walks'],
  },
  {
    id: 'hino-liesse-ii',
    name: 'Hino Liesse II',
    type: 'Minibus',
    kind: 'minibus',
    summary: 'A 27-seat minibus for larger groups, school trips and company outings.',
    seats: '27 passengers, plus the guide',
    luggage: 'Day bags in the overhead racks and at the rear; no room for suitcases',
    accessibility: 'Three steps at the door with a handrail; for wheelchair users we add the Welcab.',
    features: [
      'Reclining seats with seat belts',
      'Microphone and speakers for the guide',
      'Air conditioning and heating',
    ],
    usedFor: 'Group bookings and private departures of our day trips when a group is larger than 9.',
    categories: ['Day Trips', 'Cultural'],
  },
];

const railAndSea: readonly Transport[] = [
  {
    id: 'shinkansen',
    name: 'Shinkansen and JR limited express',
    type: 'Train',
    kind: 'train',
    summary:
      'For day trips beyond Kyoto we travel as the Japanese do: by bullet train, with reserved seats together.',
    seats: 'Reserved seats for the whole group, in one car',
    luggage:
      'On the Tokaido, Sanyo and Kyushu lines, bags over 160 cm (length + width + height) need a seat with an oversized-baggage area: tell us and we reserve it.',
    accessibility:
      'Every shinkansen has wheelchair spaces and an accessible toilet; we book station staff with a boarding ramp ahead of time.',
    features: [
      'Japan Rail Pass holders: tell us when you book and your seat can be reserved on your pass',
      'Your guide meets you at the station and handles the tickets',
    ],
    usedFor: 'Day trips to Himeji, Miyajima and Kanazawa.',
    categories: ['Day Trips'],
  },
  {
    id: 'local-transport',
    name: 'Local trains, subways and buses',
    type: 'Public transport',
    kind: 'local',
    summary: 'City walks move between neighbourhoods the way residents do, with an IC card in hand.',
    seats: 'Unreserved; rarely more than 20 minutes at a time',
    luggage: 'Day bags only: please leave suitcases at your hotel or in station lockers',
    accessibility: 'Most city stations have lifts; your guide plans a step-free route on request.',
    features: [
      'ICOCA or Suica IC cards: your guide shows you how to buy and top one up',
      'Where a fare is included, the tour page says so',
    ],
    usedFor: 'City walks, food tours and evenings out in Kyoto, Osaka, Tokyo and Fukuoka.',
    categories: ['City Walks', 'Food & Drink', 'Nightlife', 'Cultural'],
  },
  {
    id: 'ferries',
    name: 'Ferries to Miyajima and the Kerama Islands',
    type: 'Ferry',
    kind: 'ferry',
    summary:
      'The 10-minute JR ferry to the great torii of Miyajima, and the high-speed ferry from Naha to the Kerama Islands.',
    seats: 'Seats reserved for the group where the ferry allows it',
    luggage: 'Day bags only; snorkelling gear is provided on the islands',
    accessibility:
      'The Miyajima ferry has step-free boarding. The Kerama high-speed ferry has steps and can be rough: ask us first.',
    features: [
      'The Miyajima ferry is covered by the Japan Rail Pass',
      'Kerama sailings depend on the sea: our skipper decides on the morning, and a cancelled sailing means a full refund',
    ],
    usedFor: 'Our Miyajima and Kerama Islands day trips.',
    categories: ['Day Trips'],
  },
];

export const vehiclesPage = {
  title: 'Vehicles and transport',
  description:
    'The vehicles, trains and ferries behind our tours: seats, luggage and accessibility, licensed professional drivers, and child seats on request.',
  lead: 'Most of our tours begin on foot, but many days need a van to the trailhead, a bullet train or a ferry. Here is how you will travel, and who will be driving.',

  road: {
    id: 'road-fleet',
    title: 'Our road fleet',
    intro:
      'Every vehicle is registered for paying passengers and driven by a licensed professional. We choose the vehicle for the group: tell us your numbers and needs, and we match them.',
    vehicles: roadFleet,
  },

  rail: {
    id: 'trains-and-ferries',
    title: 'Trains and ferries',
    intro:
      'Japan’s trains and ferries are fast, punctual and part of the experience. Your guide travels with you and handles tickets and seats.',
    vehicles: railAndSea,
  },

  safety: {
    id: 'licensed-and-safe',
    title: 'Licensed, insured and inspected',
    points: [
      '**Green number plates.** Every vehicle that carries our guests is registered for paid passenger transport and carries green plates (緑ナンバー). Private white-plate cars carrying paying passengers are illegal in Japan, and we never use them.',
      '**Professional drivers.** Our drivers hold the Class 2 licence (第二種運転免許) that Japan requires to carry paying passengers, and drive for us full time.',
      '**Checked before every shift.** Drivers take an alcohol test and a health check before each day, and vehicles are checked before every departure.',
      '**Inspected and insured.** Vehicles pass the annual statutory inspection (shaken) and carry passenger and third-party insurance with unlimited cover for injury.',
      '**Rested drivers.** Driving hours follow national limits; on long days a second driver joins.',
      '**Belts on every seat.** Please wear yours: it is the law in Japan on every seat, front and back.',
    ],
  },

  practical: {
    id: 'children-luggage-access',
    title: 'Children, luggage and accessibility',
    topics: [
      {
        title: 'Child seats on request',
        text: 'Infant seats, child seats and boosters are free in all our cars and vans. Tell us your children’s ages and weights in the special requests when you book, and they will be fitted before you get in.',
      },
      {
        title: 'Luggage',
        text: 'Day tours are for day bags. Moving between cities? Japan’s luggage delivery services (takkyubin) take suitcases from one hotel to the next, usually overnight; we can arrange it for you.',
      },
      {
        title: 'Accessibility',
        text: 'Tell us what you need before you book, by the contact form or in the special requests. We will say honestly which tours suit you, book the Welcab or station assistance, and plan step-free routes; some temples and trails have gravel paths and steep steps we cannot avoid.',
      },
    ],
  },

  next: {
    id: 'private-transport',
    title: 'Planning a private day or a group trip?',
    text: 'Tell us how many you are, where you would like to go and what you need. We will suggest the right vehicle and a route.',
    link: { to: '/contact', label: 'Ask for a plan' },
  },
} as const;
