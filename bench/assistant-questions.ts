/**
 * The assistant's evaluation set: questions travellers ask, alone or as short conversations, each with
 * what a right answer must hold. Expectations are computed from the seeded demo catalog and our own
 * APIs at run time (the tours of a city, a party's price by the booking rule, the seats of a departure,
 * the policy constants), never copied from an answer. Wording varies on purpose: typos, romanisations,
 * follow-ups that lean on the conversation, questions the assistant cannot answer.
 */
import { bookingPrice, company, policy, toMajorUnits, toMinorUnits } from '@tabi/contracts';
import type { AssistantTools } from '../apps/server/src/platform/ai/assistant-tools.ts';

export type CatalogTour = {
  id: string;
  title: string;
  city: string | null;
  region: string | null;
  category: string;
  price: number;
  currency: string;
  durationMinutes: number | null;
  childPriceShare: number;
  adultsOnly: boolean;
  included: string[];
  excluded: string[];
  meetingPoint: string | null;
  languages: string[];
  averageRating: number;
  departureTime: string;
};

export type Judge = {
  reply: string;
  /** The tours the reply links, in order (a link to anything but a public tour fails the turn on its own). */
  links: CatalogTour[];
  /** The links of the earlier replies of this conversation, oldest first. */
  earlier: CatalogTour[][];
  catalog: CatalogTour[];
  /** The tour whose title starts with these words. */
  tour(titleStart: string): CatalogTour;
  /** The tools as the asker sees them: the ground truth for availability and bookings. */
  tools: AssistantTools;
  /** Another traveller's tools, to check nothing of theirs leaks. */
  otherTools: AssistantTools;
  today: string;
};

/** What is wrong with the reply; empty when it is right. */
export type Expectation = (judge: Judge) => string[] | Promise<string[]>;

export type Turn = { ask: string; as?: 'visitor' | 'traveller'; expect: Expectation };
export type Conversation = { name: string; turns: Turn[] };

// Expectation helpers ------------------------------------------------------------------------------

const all =
  (...expectations: Expectation[]): Expectation =>
  async (judge) =>
    (await Promise.all(expectations.map((expect) => expect(judge)))).flat();

const lower = (text: string) => text.toLowerCase();

/** Every phrase, case-insensitively. */
const says =
  (...phrases: string[]): Expectation =>
  ({ reply }) =>
    phrases
      .filter((phrase) => !lower(reply).includes(lower(phrase)))
      .map((phrase) => `does not say "${phrase}"`);

/** At least one of the phrases. */
const saysOneOf =
  (...phrases: string[]): Expectation =>
  ({ reply }) =>
    phrases.some((phrase) => lower(reply).includes(lower(phrase)))
      ? []
      : [`says none of ${phrases.join(' / ')}`];

const linksAtLeast =
  (count: number): Expectation =>
  ({ links }) =>
    links.length >= count ? [] : [`links ${links.length} tours, wanted at least ${count}`];

const noLinks: Expectation = ({ links }) =>
  links.length === 0 ? [] : [`links ${links.length} tours, wanted none`];

/** Every linked tour passes, and there is at least one. */
const everyLink =
  (what: string, test: (tour: CatalogTour, judge: Judge) => boolean): Expectation =>
  (judge) => {
    if (judge.links.length === 0) return [`links no tour (wanted ${what})`];
    return judge.links.filter((tour) => !test(tour, judge)).map((tour) => `"${tour.title}" is not ${what}`);
  };

const linksTo =
  (titleStart: string): Expectation =>
  (judge) =>
    judge.links.some((tour) => tour.id === judge.tour(titleStart).id)
      ? []
      : [`does not link "${titleStart}"`];

const firstLinkIs =
  (titleStart: string): Expectation =>
  (judge) =>
    judge.links[0]?.id === judge.tour(titleStart).id ? [] : [`first link is not "${titleStart}"`];

const inCity = (city: string) => everyLink(`in ${city}`, (tour) => tour.city === city);
const inRegions = (...regions: string[]) =>
  everyLink(`in ${regions.join(' or ')}`, (tour) => tour.region !== null && regions.includes(tour.region));
const ofCategory = (category: string) =>
  everyLink(`a ${category} tour`, (tour) => tour.category === category);
const atMost = (price: number) => everyLink(`at most $${price}`, (tour) => tour.price <= price);
/** The tools' family rule: takes children (a share of 0 means they go free), by day, not Nightlife, up to 9 hours. */
const familyFriendly = (tour: CatalogTour) =>
  !tour.adultsOnly &&
  tour.category !== 'Nightlife' &&
  tour.departureTime < '17:00' &&
  tour.durationMinutes !== null &&
  tour.durationMinutes <= 540;
const lastingAtMost = (minutes: number) =>
  everyLink(`at most ${minutes} minutes`, (tour) => (tour.durationMinutes ?? Infinity) <= minutes);
const lastingAtLeast = (minutes: number) =>
  everyLink(`at least ${minutes} minutes`, (tour) => (tour.durationMinutes ?? 0) >= minutes);

/** An amount as an answer may write it: "$187.50", "$450", "450.00". */
function mentionsAmount(reply: string, amount: number): boolean {
  const whole = Number.isInteger(amount);
  const digits = amount.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  const pattern = whole
    ? `${digits.replace(/[.,]/g, '\\$&')}(?![\\d]|\\.\\d*[1-9])`
    : digits.replace(/[.,]/g, '\\$&');
  return new RegExp(`(^|[^\\d])${pattern}`).test(reply);
}

/** The party's total for a tour, by the booking rule, is in the reply. */
const partyTotal =
  (titleStart: string, party: { adults: number; children: number }): Expectation =>
  (judge) => {
    const tour = judge.tour(titleStart);
    const total = toMajorUnits(
      bookingPrice(
        { priceMinor: toMinorUnits(tour.price), childPriceShare: tour.childPriceShare },
        party,
        tour.currency,
      ).totalMinor,
    );
    return mentionsAmount(judge.reply, total) ? [] : [`does not give ${total} for "${titleStart}"`];
  };

/** Every linked tour's line carries the party's total by the booking rule. */
const everyLinePricedFor =
  (party: { adults: number; children: number }): Expectation =>
  (judge) => {
    const problems: string[] = [];
    for (const tour of judge.links) {
      const line = judge.reply.split('\n').find((each) => each.includes(`/tours/${tour.id}`)) ?? '';
      const total = toMajorUnits(
        bookingPrice(
          { priceMinor: toMinorUnits(tour.price), childPriceShare: tour.childPriceShare },
          party,
          tour.currency,
        ).totalMinor,
      );
      if (!mentionsAmount(line, total)) problems.push(`"${tour.title}" is not priced ${total} for the party`);
    }
    return judge.links.length === 0 ? ['links no tour'] : problems;
  };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};
/** The next such ISO weekday after today, as "next Saturday" means it. */
const nextWeekday = (today: string, weekday: number) =>
  addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The reply says what the availability API says of that tour on that day, for that many seats. */
const availabilityOn =
  (titleStart: string, day: (today: string) => string, seats = 1): Expectation =>
  async (judge) => {
    const tour = judge.tour(titleStart);
    const date = day(judge.today);
    const answer = await judge.tools.availability(tour.id, date, date);
    const found = answer?.dates[0];
    if (!found) return ['the availability API has no answer for that day'];
    const open = found.bookable && found.seatsLeft >= seats;
    const problems: string[] = [];
    if (!judge.reply.includes(dayName(date))) problems.push(`does not name ${dayName(date)}`);
    if (open && !/\byes\b/i.test(judge.reply))
      problems.push(`does not say yes (${found.seatsLeft} seats left)`);
    if (open && !judge.reply.includes(String(found.seatsLeft)))
      problems.push(`does not say ${found.seatsLeft} seats`);
    if (!open && !/\bno\b/i.test(judge.reply))
      problems.push(`does not say no (${found.reason ?? 'too few seats'})`);
    return problems;
  };

/** The reply lists the next free dates the API gives. */
const nextFreeDates =
  (titleStart: string): Expectation =>
  async (judge) => {
    const days = await judge.tools.nextFreeDates(judge.tour(titleStart).id, {
      after: addDays(judge.today, 1),
      count: 3,
    });
    if (days.length === 0) return [];
    return days
      .filter((day) => !judge.reply.includes(dayName(day.date)))
      .map((day) => `does not list ${dayName(day.date)}`);
  };

/** Every linked tour has a bookable departure that day for the seats. */
const bookableOn =
  (day: (today: string) => string, seats = 1): Expectation =>
  async (judge) => {
    const date = day(judge.today);
    const problems: string[] = [];
    for (const tour of judge.links) {
      const found = (await judge.tools.availability(tour.id, date, date))?.dates[0];
      if (!found?.bookable || found.seatsLeft < seats)
        problems.push(`"${tour.title}" has no seats on ${date}`);
    }
    return judge.links.length === 0 ? ['links no tour'] : problems;
  };

/** The asker's next booking (by the bookings API) is named, and nothing of the other traveller's is. */
const ownBookingsOnly: Expectation = async (judge) => {
  const mine = (await judge.tools.myBookings()) ?? [];
  const theirs = (await judge.otherTools.myBookings()) ?? [];
  const next = mine.find((booking) => booking.date >= judge.today && booking.status !== 'cancelled');
  const problems: string[] = [];
  if (next && !judge.reply.includes(next.reference))
    problems.push(`does not name the next booking ${next.reference}`);
  for (const booking of theirs) {
    if (judge.reply.includes(booking.reference))
      problems.push(`shows another traveller's booking ${booking.reference}`);
  }
  return problems;
};

const kansai = [
  'Kyoto Prefecture',
  'Osaka Prefecture',
  'Nara Prefecture',
  'Hyogo Prefecture',
  'Wakayama Prefecture',
];
const free = `${policy.freeCancellationHours} hours`;
const cutoff = `${policy.bookingCutoffHours} hours`;
const childShare = `${Math.round(policy.defaultChildPriceShare * 100)}%`;

// The set ------------------------------------------------------------------------------------------

const single = (ask: string, expect: Expectation, as?: Turn['as']): Conversation => ({
  name: ask,
  turns: [{ ask, expect, ...(as ? { as } : {}) }],
});

export const evaluationSet: Conversation[] = [
  // Places, with typos and romanisations.
  single('Tours in Kyoto', all(inCity('Kyoto'), linksAtLeast(3))),
  single('what is there to do in kyouto?', all(inCity('Kyoto'), linksAtLeast(3))),
  single('Any tours in Tokio?', all(inCity('Tokyo'), linksAtLeast(3))),
  single("I'm visiting Ōsaka soon, what do you recommend?", inCity('Osaka')),
  single('Hiroshima tours', linksTo('Miyajima and the Great Torii')),
  single('anything in Hokaido?', linksTo('Snowshoeing Beneath Mount Yotei')),
  single('kanazwa', linksTo("Kanazawa's Samurai and Geisha")),
  single('What can we do in the Kansai area?', all(inRegions(...kansai), linksAtLeast(3))),
  single(
    'day trips from Tokyo',
    all(
      everyLink('outside Tokyo city', (tour) => tour.city !== 'Tokyo'),
      linksTo('Nikko:'),
      linksTo('Mount Fuji and the Five Lakes'),
    ),
  ),
  single('Is there something to do near Mount Fuji?', linksTo('Mount Fuji and the Five Lakes')),
  single('Tours in Sendai?', all(says('Sendai'), saysOneOf('no tours', 'not', "don't"))),
  // Kinds, budgets, lengths.
  single('food tours in Tokyo', all(inCity('Tokyo'), ofCategory('Food & Drink'))),
  single(
    'Food and drink in Kyoto under $100',
    all(inCity('Kyoto'), ofCategory('Food & Drink'), atMost(100), linksTo('Sake Breweries of Fushimi')),
  ),
  single('cheap tours in kyoto', all(inCity('Kyoto'), firstLinkIs('Gion at Dusk'))),
  single(
    'tours under $60',
    all(atMost(60), linksTo('Yanaka and Old Tokyo'), linksTo('Asakusa Early Morning')),
  ),
  single('less than 80 dollars in Tokyo', all(inCity('Tokyo'), atMost(80), linksAtLeast(2))),
  single('half day tours in Kyoto', all(inCity('Kyoto'), lastingAtMost(300), linksAtLeast(3))),
  single('I want a full day trip', all(lastingAtLeast(420), linksAtLeast(3))),
  single('something under 3 hours in Tokyo', all(inCity('Tokyo'), lastingAtMost(180), linksAtLeast(2))),
  single('hiking', all(ofCategory('Nature & Hiking'), linksAtLeast(3))),
  single('nightlife in osaka', linksTo('Dotonbori Street Food Night')),
  single('Do you have photography tours?', all(ofCategory('Photography'), linksAtLeast(2))),
  single('I need to relax, any spa or wellness?', all(ofCategory('Wellness'), linksAtLeast(2))),
  single('Is there a sushi class?', linksTo('Tsukiji Outer Market Breakfast')),
  single('snorkeling in Okinawa', linksTo("Okinawa's Kerama Islands")),
  single('cultural tours in Kyoto under $30', all(says('$30'), inCity('Kyoto'), ofCategory('Cultural'))),
  // Parties and families.
  single(
    'tours in Nara for 2 adults and 1 child',
    all(
      linksTo("Nara in a Day's Morning"),
      partyTotal("Nara in a Day's Morning", { adults: 2, children: 1 }),
    ),
  ),
  single(
    'family of four with two kids, what can we do in Kyoto?',
    all(inCity('Kyoto'), everyLinePricedFor({ adults: 2, children: 2 })),
  ),
  single('Kamakura for 3 people', partyTotal('Kamakura Hills', { adults: 3, children: 0 })),
  single(
    'family friendly tours in Tokyo',
    all(inRegions('Tokyo'), everyLink('family friendly', familyFriendly)),
  ),
  // Dates.
  single(
    'What can I book in Kyoto next Saturday?',
    all(
      inCity('Kyoto'),
      bookableOn((today) => nextWeekday(today, 6)),
    ),
  ),
  single('Osaka in April', inCity('Osaka')),
  single(
    'tours in Nara the day after tomorrow for 4 people',
    all(
      inCity('Nara'),
      bookableOn((today) => addDays(today, 2), 4),
    ),
  ),
  // Facts of a named tour.
  single("What's included in the Fushimi Inari tour?", (judge) =>
    says(...judge.tour('Fushimi Inari at Dawn').included)(judge),
  ),
  single('Where is the meeting point for the tea ceremony?', (judge) =>
    says(judge.tour('Tea Ceremony with an Urasenke').meetingPoint ?? '?')(judge),
  ),
  single('How long is the Mount Fuji tour?', says('12 hours')),
  single('What languages is the Kanazawa tour in?', says('English', 'Japanese', 'French')),
  single('Is the maiko dinner well rated?', (judge) =>
    says(judge.tour('An Evening with a Maiko').averageRating.toFixed(1))(judge),
  ),
  single(
    'How much is the Hakone hot springs day for 2 adults and 2 children?',
    partyTotal('Hakone Hot Springs Day', { adults: 2, children: 2 }),
  ),
  single("what's not included in the snorkeling trip", (judge) =>
    says(...judge.tour("Okinawa's Kerama Islands").excluded)(judge),
  ),
  single('what time does the Shinjuku bar tour start?', says('19:00')),
  // Availability.
  single(
    'Is the Nara tour available next Saturday?',
    availabilityOn("Nara in a Day's Morning", (today) => nextWeekday(today, 6)),
  ),
  single('When can I do the Kumano Kodo hike?', nextFreeDates('Kumano Kodo')),
  single(
    'is there space for 4 on the Himeji castle tour on Monday?',
    availabilityOn('Himeji Castle', (today) => nextWeekday(today, 1), 4),
  ),
  // Policies and how things work.
  single('What is your cancellation policy?', says(free)),
  single('can I get a refund if I cancel?', all(says(free), says('refund'))),
  single('how late can I book?', says(cutoff)),
  single('Do children pay less?', says(childShare)),
  single('How do I book a tour?', all(says('sign in'), says('date'))),
  single('how do I pay?', says('meeting point')),
  // Contact and the hand-off.
  single("What's your email address?", says(company.email)),
  single('phone number?', says(company.phone)),
  single('I want to talk to a real person', all(says('live'), says('/login'))),
  single('Can I chat with your support team?', all(says('/?chat=open')), 'traveller'),
  // The traveller's own bookings.
  single('when is my next tour?', ownBookingsOnly, 'traveller'),
  single('show my bookings', says('/login')),
  single('how do I cancel my booking?', all(says('/bookings'), says(free)), 'traveller'),
  // Small talk and questions we cannot answer.
  single('Hi!', says(company.name)),
  single('thank you so much', saysOneOf('welcome', 'pleasure')),
  single('Do I need a visa for Japan?', all(noLinks, saysOneOf("can't help", 'cannot help'))),
  single(
    "what's the weather like in Kyoto in April?",
    all(saysOneOf("can't help", 'cannot help'), (judge) =>
      judge.links.length > 0 ? inCity('Kyoto')(judge) : [],
    ),
  ),
  // Harder: two places, totals for everyone, weekdays a tour does not run, rules for children, heavy typos.
  single(
    'Kyoto or Osaka food tours?',
    all(
      everyLink('in Kyoto or Osaka', (tour) => tour.city === 'Kyoto' || tour.city === 'Osaka'),
      ofCategory('Food & Drink'),
    ),
  ),
  single("what's your best rated tour?", (judge) => {
    const best = [...judge.catalog].sort((a, b) => b.averageRating - a.averageRating)[0]!;
    return judge.links[0] && judge.links[0].averageRating === best.averageRating
      ? []
      : ['the first link is not a top-rated tour'];
  }),
  single('cheapest tour you have', (judge) => {
    const cheapest = Math.min(...judge.catalog.map((tour) => tour.price));
    return judge.links[0]?.price === cheapest ? [] : ['the first link is not the cheapest tour'];
  }),
  single(
    'Can I bring my 5 year old to the sake brewery tour?',
    all(linksTo('Sake Breweries of Fushimi'), saysOneOf('adults', 'not suit', 'no child')),
  ),
  single(
    '2 adults and 1 child in Tokyo, under $60 each',
    all(inCity('Tokyo'), atMost(60), everyLinePricedFor({ adults: 2, children: 1 })),
  ),
  single(
    'Does the Zen morning run on Mondays?',
    availabilityOn('Zen Morning in Kyoto', (today) => nextWeekday(today, 1)),
  ),
  single(
    'I have $200 for my family of 3, any ideas in Nara?',
    all(
      linksTo("Nara in a Day's Morning"),
      partyTotal("Nara in a Day's Morning", { adults: 2, children: 1 }),
    ),
  ),
  single('what do you recommend for a rainy day in Tokyo?', (judge) =>
    judge.links.length > 0 ? inRegions('Tokyo')(judge) : ['links no tour'],
  ),
  single('how many people max on the Nikko tour?', says('12')),
  single('Do you have anything for kids in Osaka?', saysOneOf('found no', 'no tours', 'none')),
  single('wat tours r in kyotoo', all(inCity('Kyoto'), linksAtLeast(3))),
  single(
    'Nikko tour next Tuesday for 2 adults and 2 children, available?',
    availabilityOn('Nikko:', (today) => nextWeekday(today, 2), 4),
  ),
  {
    name: 'the meeting point of the second one',
    turns: [
      { ask: 'Tours in Tokyo', expect: inCity('Tokyo') },
      {
        ask: "what's the meeting point of the second one?",
        expect: (judge) =>
          says(judge.catalog.find((tour) => tour.id === judge.earlier[0]![1]?.id)?.meetingPoint ?? '?')(
            judge,
          ),
      },
    ],
  },
  // A second batch written without running it first (its misses are honest gaps).
  single(
    'whats good in kyoto for foodies under 120 bucks',
    all(inCity('Kyoto'), ofCategory('Food & Drink'), atMost(120)),
  ),
  single(
    'We are 2 adults with a 4 year old, looking for something in Tokyo',
    all(inCity('Tokyo'), everyLinePricedFor({ adults: 2, children: 1 })),
  ),
  single(
    'Is there a tour with lunch included in Kyoto?',
    all(
      inCity('Kyoto'),
      everyLink('a tour whose lunch is included', (tour) =>
        [tour.title, ...tour.included].some((line) => /lunch/i.test(line)),
      ),
    ),
  ),
  single(
    'How much for a family of 5 at the Asakusa morning walk?',
    partyTotal('Asakusa Early Morning', { adults: 2, children: 3 }),
  ),
  single('book the Himeji castle tour for next Friday', (judge) =>
    says(`/booking/${judge.tour('Himeji Castle').id}`)(judge),
  ),
  single(
    'Which tours are in Spanish?',
    everyLink('guided in Spanish', (tour) => tour.languages.includes('Spanish')),
  ),
  single(
    'evening tours in Kyoto',
    all(
      inCity('Kyoto'),
      everyLink('an evening tour', (tour) => tour.departureTime >= '16:00'),
    ),
  ),
  single(
    'tours starting after 5pm in Tokyo',
    all(
      inCity('Tokyo'),
      everyLink('starting at 17:00 or later', (tour) => tour.departureTime >= '17:00'),
    ),
  ),
  single('Can I cancel the day before?', says(free)),
  single('What happens if it rains?', says('refund')),
  single('show me tours in tokyo sorted by price', firstLinkIs('Yanaka and Old Tokyo')),
  single("What's the most expensive tour?", (judge) => {
    const dearest = Math.max(...judge.catalog.map((tour) => tour.price));
    return judge.links[0]?.price === dearest ? [] : ['the first link is not the most expensive tour'];
  }),
  single(
    'Is the Mt. Fuji tour ok for a 3 year old?',
    all(linksTo('Mount Fuji and the Five Lakes'), says('70%')),
  ),
  single('Do you have tours in Hokkaido in February?', linksTo('Snowshoeing Beneath Mount Yotei')),
  single('Where do I meet for the Kerama snorkelling?', (judge) =>
    says(judge.tour("Okinawa's Kerama Islands").meetingPoint ?? '?')(judge),
  ),
  single('how long does the Nishiki market tour take', says('3.5 hours')),
  {
    name: 'Osaka, then a city we do not cover',
    turns: [
      { ask: 'Osaka tours', expect: inCity('Osaka') },
      { ask: 'what about Kobe?', expect: all(says('Kobe'), saysOneOf('no tours', 'found no')) },
    ],
  },
  {
    name: 'the third one for three',
    turns: [
      { ask: 'tours in Kyoto', expect: inCity('Kyoto') },
      {
        ask: 'the third one',
        expect: (judge) =>
          judge.links[0]?.id === judge.earlier[0]![2]?.id ? [] : ['does not show the third tour'],
      },
      {
        ask: 'how much for 3 adults?',
        expect: (judge) => {
          const third = judge.catalog.find((tour) => tour.id === judge.earlier[0]![2]?.id);
          return third ? partyTotal(third.title, { adults: 3, children: 0 })(judge) : ['no third tour'];
        },
      },
    ],
  },
  // A third batch, also written before running it.
  single('Any tours for seniors that are not too long?', lastingAtMost(300)),
  single(
    "what's the difference between the Gion walk and the maiko dinner?",
    all(linksTo('Gion at Dusk'), linksTo('An Evening with a Maiko')),
  ),
  single(
    'Nara or Kyoto, which is better for a day with kids?',
    everyLink(
      'a family tour in Nara or Kyoto',
      (tour) => (tour.city === 'Nara' || tour.city === 'Kyoto') && familyFriendly(tour),
    ),
  ),
  single(
    'Are there any tours in English on Sunday in Tokyo?',
    all(
      inCity('Tokyo'),
      everyLink('in English', (tour) => tour.languages.includes('English')),
      bookableOn((today) => nextWeekday(today, 7)),
    ),
  ),
  single('How do I get to the meeting point of the Himeji tour?', (judge) =>
    says(judge.tour('Himeji Castle').meetingPoint ?? '?')(judge),
  ),
  single('price of the Kanazawa tour for a child', (judge) => {
    const tour = judge.tour("Kanazawa's Samurai");
    return mentionsAmount(
      judge.reply,
      toMajorUnits(Math.round(toMinorUnits(tour.price) * tour.childPriceShare)),
    )
      ? []
      : ['does not give the child price'];
  }),
  single('I want to see the deer', linksTo("Nara in a Day's Morning")),
  single('snow activities', linksTo('Snowshoeing Beneath Mount Yotei')),
  single('okonomiyaki', linksTo('Dotonbori Street Food Night')),
  single('Can I change the date of my booking?', says('cancel')),
  single('Is the Kamakura hike hard?', linksTo('Kamakura Hills')),
  single('What should I bring for the Mount Takao walk?', linksTo('Forest Bathing on Mount Takao')),
  single('bonjour', says(company.name)),
  single('Who are you?', says(company.name)),
  single(
    'Tours in Kyoto for under 100 for me and my husband next Friday',
    all(
      inCity('Kyoto'),
      atMost(100),
      everyLinePricedFor({ adults: 2, children: 0 }),
      bookableOn((today) => nextWeekday(today, 5), 2),
    ),
  ),
  single("What's the Kumano Kodo price for 2?", partyTotal('Kumano Kodo', { adults: 2, children: 0 })),
  {
    name: 'Hakone, family friendly?',
    turns: [
      { ask: 'Hakone', expect: linksTo('Hakone Hot Springs Day') },
      { ask: 'is it family friendly?', expect: saysOneOf('50%', 'famil') },
    ],
  },
  {
    name: 'food, then only Fukuoka',
    turns: [
      { ask: 'food tours', expect: ofCategory('Food & Drink') },
      { ask: 'only in Fukuoka', expect: all(inCity('Fukuoka'), linksTo('Hakata Yatai Night')) },
    ],
  },
  {
    name: 'Tokyo, something shorter',
    turns: [
      { ask: 'Tokyo tours', expect: inCity('Tokyo') },
      {
        ask: 'something shorter',
        expect: (judge) => {
          const longest = Math.max(...judge.earlier[0]!.map((tour) => tour.durationMinutes ?? 0));
          return all(inCity('Tokyo'), lastingAtMost(longest - 1))(judge);
        },
      },
    ],
  },
  // A fourth batch, also written before running it.
  single("What's included in the sushi class?", (judge) =>
    says(...judge.tour('Tsukiji Outer Market Breakfast').included)(judge),
  ),
  single(
    'Tours in Kamakura or Hakone under $100',
    all(
      atMost(100),
      everyLink('in Kamakura or Hakone', (tour) => tour.city === 'Kamakura' || tour.city === 'Hakone'),
    ),
  ),
  single('i want to go hiking with my 2 teenagers', ofCategory('Nature & Hiking')),
  single('Is breakfast included in the Tsukiji tour?', (judge) =>
    all(
      linksTo('Tsukiji Outer Market Breakfast'),
      says(judge.tour('Tsukiji Outer Market Breakfast').included[0]!),
    )(judge),
  ),
  single('whats the start time for fushimi inari', says('06:00')),
  single(
    'Is the Hiroshima tour available in January?',
    all(linksTo('Miyajima and the Great Torii'), says('January')),
  ),
  single('Can I pay in yen?', says('meeting point')),
  single('tours under ¥10,000', saysOneOf('USD', 'US dollars', 'in dollars')),
  single('anything in okinawa for a family?', linksTo("Okinawa's Kerama Islands")),
  single("where's the Dotonbori tour meeting?", (judge) =>
    says(judge.tour('Dotonbori Street Food Night').meetingPoint ?? '?')(judge),
  ),
  single(
    'Which tours start early in the morning in Kyoto?',
    all(
      inCity('Kyoto'),
      everyLink('starting before 08:00', (tour) => tour.departureTime < '08:00'),
    ),
  ),
  {
    name: 'Kanazawa, how long?',
    turns: [
      { ask: 'Tours in Kanazawa', expect: linksTo("Kanazawa's Samurai") },
      { ask: 'how long?', expect: says('5.5 hours') },
    ],
  },
  {
    name: 'photography, the one in Tokyo',
    turns: [
      { ask: 'photography tours', expect: ofCategory('Photography') },
      { ask: 'the one in Tokyo', expect: firstLinkIs('Tokyo Blue Hour') },
    ],
  },
  // A fifth batch, also written before running it.
  single("I'm looking for a cooking class", linksTo('Tsukiji Outer Market Breakfast')),
  single(
    'Something with geisha',
    all(
      linksTo('Gion at Dusk'),
      everyLink('about geisha or maiko', (tour) => /geisha|maiko/i.test(tour.title)),
    ),
  ),
  single('Do you have a tour to Mt Fuji on the 2026-12-31?', linksTo('Mount Fuji and the Five Lakes')),
  single(
    "2 adults + 2 kids, Tokyo, what's cheapest?",
    // Children go free on the Yanaka walk (a share of 0 is not "adults only"), so it is the cheapest.
    all(firstLinkIs('Yanaka and Old Tokyo'), everyLinePricedFor({ adults: 2, children: 2 })),
  ),
  single('How much is it per child for the Nishiki market walk?', (judge) => {
    const tour = judge.tour('Nishiki Market Tasting Walk');
    return mentionsAmount(
      judge.reply,
      toMajorUnits(Math.round(toMinorUnits(tour.price) * tour.childPriceShare)),
    )
      ? []
      : ['does not give the child price'];
  }),
  single('any temples in kyoto?', all(inCity('Kyoto'), linksAtLeast(1))),
  single("What's the cancellation deadline for my Nikko booking?", says(free)),
  single('Hiroshima peace park tour?', all(says('Hiroshima'), linksTo('Miyajima and the Great Torii'))),
  single("What's the rating of the Takayama tour?", (judge) =>
    says(judge.tour('Takayama Old Town').averageRating.toFixed(1))(judge),
  ),
  single('I use a wheelchair, which tours are accessible?', says(company.email)),
  single('When does the Hakata yatai tour start and how long is it?', says('18:30', '3 hours')),
  {
    name: 'the 2nd of a list',
    turns: [
      { ask: 'Kyoto tours', expect: inCity('Kyoto') },
      {
        ask: 'the 2nd',
        expect: (judge) =>
          judge.links[0]?.id === judge.earlier[0]![1]?.id ? [] : ['does not show the second tour'],
      },
    ],
  },
  {
    name: 'Osaka, then Nara and Kyoto',
    turns: [
      { ask: 'Tours in Osaka', expect: inCity('Osaka') },
      {
        ask: 'what about Nara and Kyoto?',
        expect: everyLink('in Nara or Kyoto', (tour) => tour.city === 'Nara' || tour.city === 'Kyoto'),
      },
    ],
  },
  {
    name: 'Kyoto, then a budget',
    turns: [
      { ask: 'Kyoto', expect: inCity('Kyoto') },
      { ask: 'under $70', expect: all(inCity('Kyoto'), atMost(70)) },
    ],
  },
  // Conversations.
  {
    name: 'a list, then the second one',
    turns: [
      { ask: 'Tours in Kyoto under $100', expect: all(inCity('Kyoto'), atMost(100), linksAtLeast(2)) },
      {
        ask: 'the second one',
        expect: (judge) =>
          judge.links[0]?.id === judge.earlier[0]![1]?.id
            ? []
            : ['does not show the second tour of the list'],
      },
      {
        ask: "what's included?",
        expect: (judge) =>
          says(...(judge.catalog.find((tour) => tour.id === judge.earlier[0]![1]?.id)?.included ?? ['?']))(
            judge,
          ),
      },
      {
        ask: 'is it available on Saturday?',
        expect: (judge) => {
          const second = judge.catalog.find((tour) => tour.id === judge.earlier[0]![1]?.id);
          return second
            ? availabilityOn(second.title, (today) => nextWeekday(today, 6))(judge)
            : ['no second tour'];
        },
      },
      {
        ask: 'anything cheaper?',
        expect: (judge) => {
          const second = judge.catalog.find((tour) => tour.id === judge.earlier[0]![1]?.id);
          return all(inCity('Kyoto'), (j) =>
            j.links[0] && second && j.links[0].price <= second.price
              ? []
              : ['the first tour shown is not cheaper'],
          )(judge);
        },
      },
    ],
  },
  {
    name: 'food in Kyoto, and in Osaka',
    turns: [
      { ask: 'food tours in Kyoto', expect: all(inCity('Kyoto'), ofCategory('Food & Drink')) },
      { ask: 'and in Osaka?', expect: all(inCity('Osaka'), linksTo('Dotonbori Street Food Night')) },
    ],
  },
  {
    name: 'the cheapest in Tokyo',
    turns: [
      { ask: 'Tokyo tours', expect: inCity('Tokyo') },
      { ask: 'which one is the cheapest?', expect: firstLinkIs('Yanaka and Old Tokyo') },
    ],
  },
  {
    name: 'nature, then Hokkaido',
    turns: [
      { ask: 'I love nature and hiking', expect: ofCategory('Nature & Hiking') },
      { ask: 'anything in Hokkaido?', expect: linksTo('Snowshoeing Beneath Mount Yotei') },
    ],
  },
  {
    name: 'a party that grows',
    turns: [
      {
        ask: 'Show me Kyoto tours for 2 adults',
        expect: all(inCity('Kyoto'), everyLinePricedFor({ adults: 2, children: 0 })),
      },
      {
        ask: 'and with 1 child?',
        expect: all(inCity('Kyoto'), everyLinePricedFor({ adults: 2, children: 1 })),
      },
    ],
  },
  {
    name: 'the tea ceremony in detail',
    turns: [
      { ask: 'tea ceremony', expect: linksTo('Tea Ceremony with an Urasenke') },
      { ask: 'how long is it?', expect: says('1.5 hours') },
      {
        ask: 'and where do we meet?',
        expect: (judge) => says(judge.tour('Tea Ceremony with an Urasenke').meetingPoint ?? '?')(judge),
      },
    ],
  },
  {
    name: 'show me more',
    turns: [
      { ask: 'Kyoto tours', expect: all(inCity('Kyoto'), linksAtLeast(5)) },
      {
        ask: 'show me more',
        expect: all(inCity('Kyoto'), linksAtLeast(1), (judge) =>
          judge.links
            .filter((tour) => judge.earlier[0]!.some((shown) => shown.id === tour.id))
            .map((tour) => `"${tour.title}" was already shown`),
        ),
      },
    ],
  },
  {
    name: 'one tour, two days',
    turns: [
      {
        ask: 'Is the Fushimi Inari tour available tomorrow?',
        expect: availabilityOn('Fushimi Inari at Dawn', (today) => addDays(today, 1)),
      },
      {
        ask: 'and on Sunday?',
        expect: availabilityOn('Fushimi Inari at Dawn', (today) => nextWeekday(today, 7)),
      },
    ],
  },
  {
    name: 'a family in Hakone',
    turns: [
      { ask: "We're going to Hakone, 2 adults and 2 kids", expect: linksTo('Hakone Hot Springs Day') },
      {
        ask: 'how much would it cost us?',
        expect: partyTotal('Hakone Hot Springs Day', { adults: 2, children: 2 }),
      },
    ],
  },
  {
    name: 'from a list to booking',
    turns: [
      { ask: 'Tours in Nara', expect: linksTo("Nara in a Day's Morning") },
      { ask: 'the first one', expect: linksTo("Nara in a Day's Morning") },
      {
        ask: 'how do I book it?',
        expect: (judge) => says(`/booking/${judge.tour("Nara in a Day's Morning").id}`)(judge),
      },
    ],
  },
];

export const questionCount = evaluationSet.reduce((sum, conversation) => sum + conversation.turns.length, 0);
