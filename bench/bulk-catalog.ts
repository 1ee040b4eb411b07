/**
 * Generated tours for benchmarks: titles, places and descriptions combined from small pools, so ten
 * thousand tours read like a real catalog (varied words for search, realistic prices and sizes)
 * without anyone having to write them.
 */
import { toMinorUnits } from '@tabi/contracts';
import type { IllustrationKind, Rng } from '@tabi/demo-catalog';

type Place = { city: string; region: string; meetingPoints: string[]; sights: string[] };

const places: Place[] = [
  {
    city: 'Kyoto',
    region: 'Kyoto Prefecture',
    meetingPoints: [
      'Kyoto Station, Central Exit, under the clock',
      'Sanjo Keihan Station, exit 6',
      'Karasuma Oike Station, exit 5',
    ],
    sights: ['Kiyomizu-dera', "the Philosopher's Path", 'Nanzen-ji', 'Kinkaku-ji', 'Pontocho'],
  },
  {
    city: 'Tokyo',
    region: 'Tokyo',
    meetingPoints: [
      'Tokyo Station, Marunouchi North Exit',
      'Shibuya Station, Hachiko Exit',
      'Ueno Station, Park Exit',
      'Shinjuku Station, South Exit',
    ],
    sights: ['Meiji Jingu', 'Ueno Park', 'the Imperial Palace East Gardens', 'Nihonbashi', 'Kagurazaka'],
  },
  {
    city: 'Osaka',
    region: 'Osaka Prefecture',
    meetingPoints: [
      'Namba Station, exit 14',
      'Osaka Castle Park Station, main exit',
      'Tennoji Station, central gate',
    ],
    sights: ['Osaka Castle', 'Shinsekai', 'Kuromon Market', 'Nakanoshima'],
  },
  {
    city: 'Nara',
    region: 'Nara Prefecture',
    meetingPoints: ['Kintetsu Nara Station, exit 2', 'JR Nara Station, East Exit'],
    sights: ['Todai-ji', 'Isuien garden', 'Naramachi', 'Mount Wakakusa'],
  },
  {
    city: 'Hiroshima',
    region: 'Hiroshima Prefecture',
    meetingPoints: ['Hiroshima Station, South Exit', 'Genbaku Dome-mae tram stop'],
    sights: ['Shukkei-en', 'the Peace Memorial Park', 'Hiroshima Castle'],
  },
  {
    city: 'Kanazawa',
    region: 'Ishikawa Prefecture',
    meetingPoints: ['Kanazawa Station, Tsuzumi-mon Gate', 'Omicho Market, main entrance'],
    sights: ['Kenroku-en', 'Higashi Chaya', 'Nagamachi', 'the 21st Century Museum'],
  },
  {
    city: 'Takayama',
    region: 'Gifu Prefecture',
    meetingPoints: ['Takayama Station, East Exit', 'Miyagawa Morning Market, Kaji-bashi'],
    sights: ['Sanmachi Suji', 'Hida Folk Village', 'the Miyagawa river'],
  },
  {
    city: 'Hakone',
    region: 'Kanagawa Prefecture',
    meetingPoints: ['Hakone-Yumoto Station, ticket gates', 'Moto-Hakone port'],
    sights: ['Lake Ashi', 'Owakudani', 'the Old Tokaido road'],
  },
  {
    city: 'Kamakura',
    region: 'Kanagawa Prefecture',
    meetingPoints: ['Kamakura Station, East Exit', 'Hase Station, ticket gate'],
    sights: ['the Great Buddha', 'Hase-dera', 'Tsurugaoka Hachimangu', 'Enoshima'],
  },
  {
    city: 'Nikko',
    region: 'Tochigi Prefecture',
    meetingPoints: ['Tobu Nikko Station, ticket gate', 'JR Nikko Station, main exit'],
    sights: ['Toshogu', 'Lake Chuzenji', 'the Kanmangafuchi Abyss'],
  },
  {
    city: 'Sapporo',
    region: 'Hokkaido',
    meetingPoints: ['Sapporo Station, South Exit', 'Odori Park, TV Tower side'],
    sights: ['Odori Park', 'Nijo Market', 'Mount Moiwa'],
  },
  {
    city: 'Niseko',
    region: 'Hokkaido',
    meetingPoints: ['Hirafu Welcome Center', 'Niseko Station, main exit'],
    sights: ['Mount Yotei', 'the Shiribetsu river', 'Goshiki Onsen'],
  },
  {
    city: 'Naha',
    region: 'Okinawa Prefecture',
    meetingPoints: ['Kencho-mae Station, exit 1', 'Tomari Port, ferry lobby'],
    sights: ['Shuri Castle', 'Kokusai-dori', 'the Makishi public market'],
  },
  {
    city: 'Fukuoka',
    region: 'Fukuoka Prefecture',
    meetingPoints: ['Hakata Station, Hakata Exit', 'Tenjin Station, west exit 1'],
    sights: ['Ohori Park', 'Kushida Shrine', 'Nakasu'],
  },
  {
    city: 'Fujikawaguchiko',
    region: 'Yamanashi Prefecture',
    meetingPoints: ['Kawaguchiko Station, main exit', 'Busta Shinjuku, 4th floor'],
    sights: ['Lake Kawaguchi', 'the Chureito Pagoda', 'Oshino Hakkai'],
  },
  {
    city: 'Matsumoto',
    region: 'Nagano Prefecture',
    meetingPoints: ['Matsumoto Station, Castle Exit'],
    sights: ['Matsumoto Castle', 'Nawate-dori', 'the Kamikochi valley'],
  },
  {
    city: 'Himeji',
    region: 'Hyogo Prefecture',
    meetingPoints: ['JR Himeji Station, North Exit'],
    sights: ['Himeji Castle', 'Koko-en', 'Mount Shosha'],
  },
  {
    city: 'Kobe',
    region: 'Hyogo Prefecture',
    meetingPoints: ['Sannomiya Station, East Exit', 'Shin-Kobe Station, ground floor'],
    sights: ['Kitano', 'the harbourfront', 'Arima Onsen'],
  },
  {
    city: 'Nagasaki',
    region: 'Nagasaki Prefecture',
    meetingPoints: ['Nagasaki Station, main exit'],
    sights: ['Glover Garden', 'Dejima', 'Mount Inasa'],
  },
  {
    city: 'Kumamoto',
    region: 'Kumamoto Prefecture',
    meetingPoints: ['Kumamoto Station, Shirakawa Exit'],
    sights: ['Kumamoto Castle', 'Suizenji garden', 'Mount Aso'],
  },
];

type Category = {
  name: string;
  kinds: IllustrationKind[];
  nouns: string[];
  price: [number, number];
  duration: [number, number];
  highlights: string[];
  included: string[];
  middle: string[];
};

const categories: Category[] = [
  {
    name: 'Cultural',
    kinds: ['pagoda', 'torii-tunnel', 'tea', 'castle'],
    nouns: [
      'Temples and Shrines',
      'Heritage Walk',
      'Tea and Temples',
      'Living History Tour',
      'Crafts and Traditions',
    ],
    price: [45, 180],
    duration: [120, 360],
    highlights: [
      'Temple grounds explained by a licensed guide',
      'A hands-on craft workshop',
      'Tea with a seasonal sweet',
      'Stories behind the festivals',
      'Quiet gardens away from the crowds',
    ],
    included: ['Licensed guide', 'Temple admissions', 'Matcha and a sweet', 'Workshop materials'],
    middle: [
      'Your guide explains the rituals you will see, from purifying your hands to offering incense.',
      'We stop at a family workshop where a craft has been passed down for generations.',
      'Along the way you learn to tell a Shinto shrine from a Buddhist temple at a glance.',
      'The route avoids the busiest streets and favours gardens most visitors never find.',
    ],
  },
  {
    name: 'Food & Drink',
    kinds: ['ramen', 'sushi', 'tea'],
    nouns: [
      'Food Walk',
      'Market Tasting Tour',
      'Sake and Small Plates',
      'Street Food Evening',
      'Cooking Class',
    ],
    price: [60, 220],
    duration: [120, 240],
    highlights: [
      'Ten or more tastings',
      'Meet the families behind the stalls',
      'A sake tasting with a sommelier',
      'Regional dishes you will not find at home',
      'Cook and eat your own meal',
    ],
    included: ['Food tastings', 'One drink per stop', 'Recipe cards', 'Local guide'],
    middle: [
      'Each stop is chosen for one dish done well, usually by a family that has made it for decades.',
      'Your guide explains what to order, how to eat it and what to say to the cook.',
      'Vegetarian and allergy-friendly alternatives are arranged when you tell us in advance.',
      'Between tastings we walk off the calories through the old market lanes.',
    ],
  },
  {
    name: 'Nature & Hiking',
    kinds: ['mountains', 'bamboo', 'fuji', 'coast'],
    nouns: ['Forest Trail Hike', 'Ridge Walk', 'Lakeside Trek', 'Waterfall Hike', 'Coastal Trail'],
    price: [70, 260],
    duration: [180, 540],
    highlights: [
      'Forest trails with a mountain guide',
      'Viewpoints over the valleys',
      'A picnic lunch on the trail',
      'Waterfalls and mountain streams',
      'Wildlife and plants explained',
    ],
    included: ['Mountain guide', 'Packed lunch', 'Trekking poles', 'Accident insurance'],
    middle: [
      'The trail climbs through cedar and beech forest to a ridge with views in every direction.',
      'Your guide adapts the pace to the group and knows every spring along the way.',
      'Expect stone steps, roots and some steep sections; good shoes are essential.',
      'In autumn the slopes turn red and gold, and in spring the valley is full of wild cherry.',
    ],
  },
  {
    name: 'City Walks',
    kinds: ['city', 'pagoda', 'sakura'],
    nouns: ['Backstreets Walk', 'Old Town Stroll', 'Neighbourhood Walk', 'Morning Walk', 'History Walk'],
    price: [35, 90],
    duration: [90, 240],
    highlights: [
      'Backstreets most visitors miss',
      'Local snacks along the way',
      'Small shrines tucked between houses',
      'Stories of the neighbourhood',
      'Shops that have traded for a century',
    ],
    included: ['Local guide', 'Snack tasting', 'Neighbourhood map'],
    middle: [
      'We leave the main avenues behind for lanes of wooden houses, small shrines and family shops.',
      'Your guide grew up nearby and knows the stories of the streets and the people in them.',
      'There is time to stop for coffee, snacks or a shop that catches your eye.',
      'The walk is easy and flat, with benches along the way.',
    ],
  },
  {
    name: 'Day Trips',
    kinds: ['fuji', 'torii', 'castle', 'coast'],
    nouns: ['Day Trip', 'Full-Day Excursion', 'Scenic Day Tour', 'Heritage Day Trip'],
    price: [120, 320],
    duration: [420, 720],
    highlights: [
      'All transport arranged',
      'A licensed guide all day',
      'Lunch of regional specialities',
      'Time to explore on your own',
      'Sights that are hard to reach alone',
    ],
    included: ['Round-trip transport', 'Licensed guide', 'Lunch', 'Admission fees'],
    middle: [
      'Transport, tickets and timings are taken care of, so you can simply enjoy the day.',
      'The route is planned around the weather and the crowds, and changes when either does.',
      'Lunch is a regional speciality at a restaurant our guides have used for years.',
      'There is free time at each stop to explore at your own pace.',
    ],
  },
  {
    name: 'Photography',
    kinds: ['bamboo', 'city', 'fuji', 'torii-tunnel'],
    nouns: ['Photo Walk', 'Sunrise Photography Tour', 'Night Photography Walk', 'Golden Hour Shoot'],
    price: [70, 200],
    duration: [120, 300],
    highlights: [
      'Coaching from a professional photographer',
      'Best light at famous viewpoints',
      'Composition and exposure tips',
      'A review of your photos',
    ],
    included: ['Photographer guide', 'Tripod loan', 'Photo review'],
    middle: [
      'Any camera is welcome, phones included; the advice is about light and composition, not gear.',
      'We arrive early to find the best angles before the crowds fill the frame.',
      'Your guide shows you how to handle bright skies, deep shadows and low light.',
      'At the end we review your best shots together over coffee.',
    ],
  },
  {
    name: 'Wellness',
    kinds: ['onsen', 'bamboo', 'tea', 'mountains'],
    nouns: ['Onsen Retreat', 'Zen Morning', 'Forest Bathing', 'Meditation and Tea'],
    price: [60, 240],
    duration: [120, 420],
    highlights: [
      'Onsen etiquette explained',
      'Meditation with a monk',
      'A slow forest walk',
      'A vegetarian temple lunch',
    ],
    included: ['Guide', 'Bath or temple admission', 'Towel rental', 'Herbal tea'],
    middle: [
      'Nothing is rushed: the day is built around slowing down.',
      'Etiquette is explained beforehand so that you can relax and enjoy it.',
      'Phones stay in bags and the group keeps a gentle pace.',
      'A light vegetarian meal follows, in the temple tradition.',
    ],
  },
  {
    name: 'Nightlife',
    kinds: ['city', 'ramen'],
    nouns: ['Izakaya Night', 'Bar Hopping Tour', 'Night Food Tour', 'Evening Market Walk'],
    price: [70, 180],
    duration: [150, 240],
    highlights: [
      'Three bars or izakaya',
      'Local drinks explained',
      'Dishes to share',
      'Neon-lit lanes after dark',
    ],
    included: ['Local guide', 'Food and one drink per stop', 'Cover charges'],
    middle: [
      'We visit small places that welcome visitors, with a guide who knows the owners.',
      'Drinks are explained as we go, from highballs to regional sake.',
      'The evening ends near a station, in time for the last train.',
      'Guests must be 20 or older, the drinking age in Japan.',
    ],
  },
];

const adjectives = [
  'Hidden',
  'Classic',
  'Early Morning',
  'Twilight',
  'Seasonal',
  'Small-Group',
  'Slow',
  'Local',
  'Essential',
  'Quiet',
  'Historic',
  'Unhurried',
];
const openings = [
  '{city} rewards the traveller who slows down, and this tour is built around that idea.',
  'Few places in Japan pack as much into a few hours as {city}.',
  'This tour shows you {sight} the way people in {city} see it.',
  'Start with {sight}, then follow your guide to places that are not in the guidebooks.',
  'The best of {city} is often a few streets away from the famous sights, and this tour goes there.',
];
const closings = [
  'The group is small, the pace is relaxed, and questions are always welcome.',
  'Wear comfortable shoes and bring a bottle of water; your guide takes care of the rest.',
  'Free cancellation up to 24 hours before the start.',
  'We finish near a station, with suggestions for the rest of your day.',
];
const languages = [
  ['English'],
  ['English', 'Japanese'],
  ['English', 'Spanish'],
  ['English', 'Chinese'],
  ['English', 'French'],
];
const excluded = [
  'Transport to the meeting point',
  'Meals not mentioned',
  'Personal expenses',
  'Gratuities',
  'Travel insurance',
];

export type BulkTour = {
  title: string;
  category: string;
  description: string;
  priceMinor: number;
  city: string;
  region: string;
  durationMinutes: number;
  maxGroupSize: number;
  meetingPoint: string;
  highlights: string[];
  included: string[];
  excluded: string[];
  languages: string[];
  instantConfirmation: boolean;
  childPriceShare: number;
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Illustration kinds that suit the tour, most fitting first. */
  kinds: IllustrationKind[];
};

const fill = (text: string, place: Place, sight: string) =>
  text.replaceAll('{city}', place.city).replaceAll('{sight}', sight);

function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return [...items].sort(() => rng.next() - 0.5).slice(0, count);
}

/** In minor units, rounded like real prices: to 5 dollars below 100, to 10 above. */
function price(rng: Rng, [min, max]: [number, number]): number {
  const usd = rng.range(min, max);
  const step = usd < 100 ? 5 : 10;
  return toMinorUnits(Math.round(usd / step) * step);
}

export function generateTour(rng: Rng, now: number): BulkTour {
  const place = rng.pick(places);
  const category = rng.pick(categories);
  const [sight, otherSight] = sample(rng, place.sights, 2) as [string, string | undefined];
  const noun = rng.pick(category.nouns);
  const capital = (text: string) => text.replace(/^the /, 'The ');
  const title = rng.pick([
    () => `${rng.pick(adjectives)} ${place.city}: ${noun}`,
    () => `${place.city} ${noun} with a Visit to ${sight}`,
    () =>
      otherSight ? `${place.city} ${noun}: ${capital(sight)} and ${otherSight}` : `${place.city} ${noun}`,
  ])();
  // Three different middle sentences, so no paragraph repeats another.
  const [first, second, third] = sample(rng, category.middle, 3);
  const description = [
    `${fill(rng.pick(openings), place, sight)} ${first}`,
    `${second} ${third}`,
    ...(rng.chance(0.6) ? [rng.pick(closings)] : []),
  ].join('\n\n');
  const createdAt = new Date(now - rng.range(0, 3 * 365) * 86_400_000);
  return {
    title,
    category: category.name,
    description,
    priceMinor: price(rng, category.price),
    city: place.city,
    region: place.region,
    durationMinutes: Math.round(rng.range(...category.duration) / 30) * 30,
    maxGroupSize: rng.pick([6, 8, 8, 10, 10, 12, 12, 14, 16]),
    meetingPoint: rng.pick(place.meetingPoints),
    highlights: sample(rng, category.highlights, rng.int(3, 5)),
    included: sample(rng, category.included, rng.int(2, category.included.length)),
    excluded: sample(rng, excluded, rng.int(2, 3)),
    languages: rng.pick(languages),
    instantConfirmation: rng.chance(0.85),
    childPriceShare: rng.pick([0.5, 0.5, 0.5, 0.6, 0.7, 0]),
    featured: rng.chance(0.1),
    createdAt,
    updatedAt: createdAt,
    kinds: category.kinds,
  };
}
