import { company, formattedAddress } from '@tabi/contracts';
import { byPaymentMode } from './payment-wording.ts';

/**
 * The About page's words. Text may carry `[label](href)` links and `**emphasis**` (see rich-text.ts);
 * the live figures (tours, cities, rating) come from the API, never from here.
 */
export const aboutPage = {
  title: 'About us',
  description: `${company.name} is a small Kyoto company of licensed guides, drivers and trip planners, leading unhurried small-group tours across Japan since ${company.foundedYear}.`,
  lead: `${company.tagline} We are a small team in Kyoto, and we have been showing travellers the Japan we know since ${company.foundedYear}.`,

  story: {
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      `Tabi (旅) is Japanese for journey. ${company.name} began in ${company.foundedYear}, when two licensed guides in Kyoto grew tired of hurrying groups of forty through temple gates and decided to run the kind of tour they would want to join themselves: small groups, early starts before the crowds, and time to ask questions.`,
      'Today we are a team of guides, drivers and trip planners. We run walks, tastings and day trips across the country, from the back lanes of Kyoto to the Kerama Islands off Okinawa, and every one of them is led by someone who lives in the region they show you.',
      `We are small on purpose. The people who answer your e-mail plan the tours and often guide them too. You are welcome to visit us at our office at ${formattedAddress}.`,
    ],
  },

  selection: {
    id: 'how-we-choose',
    title: 'How we choose our tours',
    intro:
      'A tour joins our catalog only when it meets every one of these. Many ideas never make it; some tours have been retired when they stopped meeting them.',
    // In each payment mode: one principle says how travellers pay (payment-wording.ts).
    principles: byPaymentMode((pay) => [
      {
        title: 'Led by people who live there',
        text: "Each tour is designed and led by a guide from its region. Most of our guides hold Japan's national guide-interpreter licence, and all of them know the places well beyond the guidebook.",
      },
      {
        title: 'Walked before it is sold',
        text: 'We run every new route several times, in different seasons, before it goes on sale: timing, rest stops, toilets, steps and slopes, and a plan for rainy days.',
      },
      {
        title: 'Small groups, real seats',
        text: 'Each departure has a fixed group size, usually 8 to 16 people, and our booking system never sells more seats than there are.',
      },
      {
        title: 'Fair to the places we visit',
        text: 'We go early or late to avoid the crush, follow the rules of temples and neighbourhoods, and work with family-run restaurants, breweries and workshops that we pay properly.',
      },
      {
        title: 'Honest prices and easy changes',
        text: pay.aboutHonestPrices,
      },
      {
        title: 'Reviews we do not curate',
        text: 'Reviews from travellers who booked with us are marked as verified, and we never hide a review because it is critical. When one points to a problem, we fix the tour.',
      },
    ]),
  },

  guides: {
    id: 'our-guides',
    title: 'Our guides',
    intro: 'A few of the people you may meet at the meeting point.',
    people: [
      {
        name: 'Haruka Mori',
        role: 'Lead guide, Kyoto',
        languages: ['Japanese', 'English'],
        bio: 'Grew up in the weaving district of Nishijin and has guided since 2014. Leads our dawn walk at Fushimi Inari and the tea ceremony near Daitoku-ji, and trains every new guide who joins us.',
      },
      {
        name: 'Kenta Ishida',
        role: 'Day trips and hiking, Kansai',
        languages: ['Japanese', 'English', 'Spanish'],
        bio: 'A certified mountain guide who has walked the Kumano Kodo more than a hundred times. Happiest on a trail at 7 a.m., and knows every bus timetable in the Kii Peninsula.',
      },
      {
        name: 'Aiko Watanabe',
        role: 'Food and drink, Kyoto and Osaka',
        languages: ['Japanese', 'English', 'French'],
        bio: 'Cooked in a kaiseki kitchen for eight years before guiding. Leads our Nishiki Market and Fushimi sake walks, and will tell you exactly what is in every bite.',
      },
      {
        name: 'Sofia Nakamura',
        role: 'City walks and photography, Tokyo',
        languages: ['Japanese', 'English', 'Portuguese'],
        bio: 'A photographer born in São Paulo and raised in Tokyo. Leads our Yanaka and Asakusa walks and the blue-hour shoot at Tokyo Tower, and helps every guest find their own shot.',
      },
      {
        name: 'Takeshi Arakaki',
        role: 'Islands and the sea, Okinawa',
        languages: ['Japanese', 'English'],
        bio: 'Born on Zamami, a licensed diving instructor and boat skipper. Takes our snorkellers to the sea turtles of the Kerama Islands and decides, every morning, whether the sea is safe.',
      },
    ],
  },

  next: {
    id: 'travel-with-us',
    title: 'Travel with us',
    text: 'Browse the tours, or tell us what you have in mind and we will plan it with you.',
    links: [
      { to: '/tours', label: 'Browse tours', primary: true },
      { to: '/contact', label: 'Plan a trip with us', primary: false },
      { to: '/vehicle', label: 'Our vehicles', primary: false },
    ],
  },
} as const;

/** What each live figure is called on the About page. */
export const figureLabels = {
  tours: 'Tours',
  cities: 'Cities',
  averageRating: 'Average rating',
} as const;
