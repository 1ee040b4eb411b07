import { company, type FeaturePageSlug, policy, zoneAbbreviation } from '@tabi/contracts';
import { aboutPage } from './about.ts';
import { assistantSuggestions, quotedQuestions } from './assistant-suggestions.ts';
import { byPaymentMode } from './payment-wording.ts';
import type { PolicyBlock } from './rich-text.ts';
import { toursInCategory } from './vehicles.ts';

/** A link out of a feature page: to tours (with a filter) or to the page that holds the details. */
export type FeatureLink = { to: string; label: string };

/** A card in a grid of points: a short title (an h3) and a sentence or two (in the marks of rich-text.ts). */
export type FeaturePoint = { title: string; text: string };

/** A guide as the About page introduces them: the same people, told once (`about.ts`). */
export type GuideProfile = { name: string; role: string; languages: readonly string[]; bio: string };

/** A section of a feature page (an h2): running text, a grid of points or guide profiles. */
export type FeatureSection = { id: string; title: string; intro?: string } & (
  | { kind: 'prose'; blocks: readonly PolicyBlock[] }
  | { kind: 'points'; points: FeaturePoint[] }
  | { kind: 'profiles'; guides: readonly GuideProfile[] }
);

export type Feature = {
  /** The h1 and the document title. */
  title: string;
  /** The meta description. */
  description: string;
  /** The paragraph under the title. */
  lead: string;
  sections: FeatureSection[];
  /** The closing call to action: where to go from here. */
  cta: { title: string; text: string; primary: FeatureLink; secondary?: FeatureLink };
};

/** A worked example of the free-cancellation deadline, from the policy's hours: 09:00 JST on a Saturday. */
const exampleStart = new Date('2026-04-11T00:00:00.000Z');
const exampleDeadline = new Date(exampleStart.getTime() - policy.freeCancellationHours * 3_600_000);

const japanTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "Saturday 11 April, 09:00 JST": an instant in Japan as the site writes times everywhere (the web's
 * `formatZonedDateTime` without the year), put together from its parts so no runtime adds a comma.
 */
function inJapan(at: Date) {
  const parts = japanTime.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${zoneAbbreviation('Asia/Tokyo', at)}`;
}

/**
 * The six "Why choose us" pages of the home page, at `/features/<slug>`, in each payment mode: only what
 * they say about paying differs (payment-wording.ts).
 */
export const features = byPaymentMode(
  (pay): Record<FeaturePageSlug, Feature> => ({
    'expert-guides': {
      title: 'Expert local guides',
      description:
        'Meet the licensed guides who grew up in the places they show you: National Government Licensed Guide Interpreters, in English and many other languages.',
      lead: 'Our guides live where they lead. Most hold Japan’s national guide-interpreter licence, and all of them can tell you which shrine the neighbours actually pray at.',
      sections: [
        {
          id: 'licensed',
          title: 'Licensed by the Japanese government',
          kind: 'prose',
          blocks: [
            'Our lead guides are **National Government Licensed Guide Interpreters** (Zenkoku Tsūyaku Annaishi). The licence is awarded by the Japan Tourism Agency after a national examination in a foreign language and in Japanese history, geography, culture, economy and politics, followed by an interview on guiding in practice. Only those who pass may use the title.',
            'Some tours are led with a specialist: an Urasenke tea teacher, a Zen monk, a certified forest therapy practitioner, a diver who grew up on Zamami in the Kerama Islands. On those, a licensed guide interprets, so nothing is lost between the two.',
          ],
        },
        {
          id: 'languages',
          title: 'Languages',
          intro: 'Every tour runs in English. The tour page lists the other languages it is offered in.',
          kind: 'points',
          points: [
            { title: 'English', text: 'On every tour, with guides who have lived or studied abroad.' },
            {
              title: 'Japanese',
              text: 'For travellers who want to practise, or families with Japanese roots.',
            },
            {
              title: 'European languages',
              text: 'Spanish, French, German, Italian and Portuguese on selected tours, from Nara to Kamakura.',
            },
            {
              title: 'Chinese and Korean',
              text: 'On selected tours, among them the Mount Fuji day trip, with Chinese also in Gion and Osaka.',
            },
          ],
        },
        {
          id: 'how-we-choose',
          title: 'How we choose them',
          kind: 'prose',
          blocks: [
            {
              ordered: true,
              list: [
                '**They live there.** A guide leads in the city or region they call home, so the knowledge is current: which gate is under repair, where the queue is shorter this month.',
                '**They walk a tour with us first.** Two of our senior guides join a candidate on a full tour as guests and judge it as you would: pace, clarity, warmth, time kept.',
                '**They shadow before they lead.** New guides accompany an experienced colleague on each tour they will run, then lead it with that colleague watching.',
                '**Travellers keep us honest.** We read every review from verified travellers, and each guide reviews theirs with us every season.',
              ],
            },
          ],
        },
        {
          id: 'meet-the-guides',
          title: 'Meet some of our guides',
          intro: 'Each leads in the region they call home.',
          kind: 'profiles',
          guides: aboutPage.guides.people,
        },
      ],
      cta: {
        title: 'Walk with one of them',
        text: 'Every tour is led by a guide from the place you visit. Our cultural tours are a fine place to start.',
        primary: { to: toursInCategory('Cultural'), label: 'See cultural tours' },
        secondary: { to: '/tours', label: 'Browse all tours' },
      },
    },

    'customized-tours': {
      title: 'Customized tours',
      description:
        'Private days in Japan shaped around your pace, interests and family, planned with our team in Kyoto and led by a licensed local guide.',
      lead: 'Our group tours suit most travellers. When they do not, we plan a private day around you: your pace, your interests, your family.',
      sections: [
        {
          id: 'what-we-shape',
          title: 'What we can shape',
          kind: 'points',
          points: [
            {
              title: 'Your pace',
              text: 'A slow morning in one garden or six sights before lunch: you set the rhythm, and the day has room for a second coffee.',
            },
            {
              title: 'Your interests',
              text: 'Ceramics, jazz bars, castle architecture, vegetarian food, anime locations: tell us and we find the guide who shares it.',
            },
            {
              title: 'Your family',
              text: 'Shorter walks, a playground between temples, a sushi class for the children while the adults visit a sake brewery.',
            },
            {
              title: 'Your access needs',
              text: 'Step-free routes, a vehicle waiting at each stop, rests planned in. Tell us what you need and we will be honest about what works.',
            },
          ],
        },
        {
          id: 'how-it-works',
          title: 'How it works',
          kind: 'prose',
          blocks: [
            {
              ordered: true,
              list: [
                'Send us a request on [the contact page](/contact) with the topic “Private or group tour”: your dates, your group and what you would love to see. Give a day and time (Japan time) that suits you for a call.',
                'A planner from our Kyoto office calls or writes back to talk it through.',
                'We send you a day plan with its price, the guide and, if you need one, the vehicle and driver.',
                'You tell us what to change until it is right, then confirm.',
                pay.privateTourDay,
              ],
            },
          ],
        },
        {
          id: 'ideas',
          title: 'Ideas from recent private days',
          kind: 'points',
          points: [
            {
              title: 'Three generations in Kyoto',
              text: 'Kinkaku-ji at opening time, lunch in a machiya, a tea ceremony with chairs for the grandparents, and a car between each stop.',
            },
            {
              title: 'A potter’s Japan',
              text: 'A day in Shigaraki with a kiln visit and a wheel lesson, then the Miho Museum on the way back to Kyoto.',
            },
            {
              title: 'A proposal at Arashiyama',
              text: 'The bamboo grove before sunrise with a photographer, then breakfast by the river. She said yes.',
            },
          ],
        },
        {
          id: 'good-to-know',
          title: 'Good to know',
          kind: 'prose',
          blocks: [
            {
              list: [
                'Write to us a few weeks ahead for cherry blossom (late March to early April) and autumn leaves (mid-November to early December): guides and drivers book up early then.',
                'Private days are priced per group, not per person; the plan we send shows the full price.',
                'Just want a larger group on one of our tours? Book it on the tour’s page as long as seats are left.',
              ],
            },
          ],
        },
      ],
      cta: {
        title: 'Plan a private day',
        text: 'Tell us who is travelling and what you love. A planner in Kyoto will get back to you.',
        primary: { to: '/contact', label: 'Ask for a private tour' },
        secondary: { to: toursInCategory('Day Trips'), label: 'See our day trips' },
      },
    },

    'free-cancellation': {
      title: 'Free cancellation',
      description: `Cancel any Tabi Tours booking up to ${policy.freeCancellationHours} hours before the tour starts and pay nothing. How it works, and what happens later.`,
      lead: `Plans change. Cancel up to ${policy.freeCancellationHours} hours before your tour starts and it costs you nothing.`,
      sections: [
        {
          id: 'the-rule',
          title: 'The rule',
          kind: 'prose',
          blocks: [
            `Every booking can be cancelled free of charge until **${policy.freeCancellationHours} hours before its start time**. For a tour that starts on ${inJapan(exampleStart)}, cancelling is free until ${inJapan(exampleDeadline)}.`,
            'You do not have to work it out: each booking on [My bookings](/bookings) shows the exact date and time, in Japan time, until which cancelling is free, and the cancel dialog says again whether it still is.',
          ],
        },
        {
          id: 'why-it-is-easy',
          title: 'Why it is easy for us to offer',
          kind: 'prose',
          blocks: [pay.freeCancellationWhyEasy],
        },
        {
          id: 'later',
          title: 'Cancelling later',
          kind: 'points',
          points: [
            {
              title: 'Not paid yet',
              text: 'Cancel on My bookings at any time before the tour. Your seats are released and you owe nothing.',
            },
            {
              title: 'Already paid',
              text: 'Your refund request goes to our team, who review it case by case. A refund is possible but not guaranteed; you hear the decision by notification and e-mail.',
            },
            {
              title: 'If we cancel',
              text: 'When weather or safety force us to cancel, you are told at once with the reason, and anything you paid is refunded in full.',
            },
          ],
        },
      ],
      cta: {
        title: 'The full policy',
        text: 'Every rule, with examples, is in our cancellation policy. Refunds have their own page.',
        primary: { to: '/cancellation-policy', label: 'Read the cancellation policy' },
        secondary: { to: '/refund-policy', label: 'Refund policy' },
      },
    },

    'reliable-transportation': {
      title: 'Reliable transportation',
      description:
        'Trains, ferries and licensed private vehicles with professional drivers: how you travel on a Tabi Tours day, on time and sized for your group.',
      lead: 'Japan’s trains are famously punctual; we plan around them. Where a train will not take you, a licensed vehicle and a professional driver will.',
      sections: [
        {
          id: 'how-you-travel',
          title: 'How you travel with us',
          kind: 'points',
          points: [
            {
              title: 'On foot in the cities',
              text: 'City walks start at a station and use the local train or bus between neighbourhoods. Your guide shows you how to use an IC card.',
            },
            {
              title: 'By Shinkansen and express train',
              text: 'Where a day trip takes the bullet train or a limited express, as to Himeji, your guide travels with you and has the tickets ready.',
            },
            {
              title: 'By ferry and ropeway',
              text: 'Miyajima’s ferry, the Kerama high-speed boat and mountain ropeways are included where the tour says so.',
            },
            {
              title: 'By private vehicle',
              text: 'Private and customised tours, and places trains do not reach, use a vehicle with a driver, sized for your group.',
            },
          ],
        },
        {
          id: 'licensed-vehicles',
          title: 'Licensed vehicles, professional drivers',
          kind: 'prose',
          blocks: [
            'In Japan, a vehicle that carries paying passengers must be registered for commercial use (it wears green number plates) and its driver must hold a second-class licence, the professional licence taxi and bus drivers hold. We work only with operators who meet both rules and carry passenger insurance.',
            'The [vehicles page](/vehicle) shows the vehicles we use, how many people and how much luggage each takes.',
          ],
        },
        {
          id: 'on-time',
          title: 'On time, by design',
          kind: 'prose',
          blocks: [
            {
              list: [
                'Every route is planned from the current timetable, with room for a missed connection.',
                'Your guide carries the tickets and reservations, so you never queue at a ticket machine.',
                'Drivers arrive before the meeting time and wait where the guide can see them.',
                'If a typhoon or heavy snow stops the trains, we tell you straight away and change or cancel the tour; you never pay for a day that cannot run.',
              ],
            },
          ],
        },
      ],
      cta: {
        title: 'See our vehicles',
        text: 'The vehicles we use for private tours and transfers, and what each is suited to.',
        primary: { to: '/vehicle', label: 'Vehicles and transport' },
        secondary: { to: toursInCategory('Day Trips'), label: 'See our day trips' },
      },
    },

    'customer-support': {
      title: 'Customer support',
      description:
        'A real person in Kyoto answers before, during and after your tour: live chat, e-mail, phone and an AI travel assistant for quick questions.',
      lead: 'We are a small company in Kyoto, and the people who answer your messages are the people who plan the tours.',
      sections: [
        {
          id: 'ways-to-reach-us',
          title: 'Ways to reach us',
          kind: 'points',
          points: [
            {
              title: 'Live chat',
              text: 'When you are signed in, choose Live Chat Support in the menu under your name. Our team answers in the same window.',
            },
            {
              title: 'The AI travel assistant',
              text: `Press Need Help? on any page for quick answers about tours, seasons and travel in Japan, such as ${quotedQuestions(assistantSuggestions.features)} No account needed.`,
            },
            {
              title: 'The contact page',
              text: 'Ask a question or [arrange a call](/contact) at a time that suits you, in Japan time.',
            },
            {
              title: 'E-mail and phone',
              text: `[${company.email}](mailto:${company.email}) or ${company.phone}, from our office at ${company.address.street}, ${company.address.city}.`,
            },
          ],
        },
        {
          id: 'before-during-after',
          title: 'Before, during and after your tour',
          kind: 'points',
          points: [
            {
              title: 'Before',
              text: 'Which tour suits a six-year-old? Is the tea ceremony possible on a chair? We answer honestly, even when the answer is another company’s tour.',
            },
            {
              title: 'On the day',
              text: 'Lost on the way to the meeting point or running late? Call us: we reach your guide at once.',
            },
            {
              title: 'After',
              text: 'A refund question, a forgotten umbrella, a restaurant you want the name of: write to us with your booking reference.',
            },
          ],
        },
        {
          id: 'help-us-help-you',
          title: 'Help us help you faster',
          kind: 'prose',
          blocks: [
            {
              list: [
                'Quote your booking reference, such as **TB-7K3Q9X**: it is on your confirmation e-mail and on [My bookings](/bookings).',
                'Many answers are already in the [FAQ](/faq) and the step-by-step [help guides](/help).',
                'All times we give you are Japan time (JST).',
              ],
            },
          ],
        },
      ],
      cta: {
        title: 'Talk to us',
        text: 'A question before you book, or help with a booking you have: we are here.',
        primary: { to: '/contact', label: 'Contact us' },
        secondary: { to: '/help', label: 'Help guides' },
      },
    },

    'trusted-travelers': {
      title: 'Trusted by travellers',
      description:
        'Why you can trust our reviews: each traveller rates a tour once, and "Verified traveller" means a confirmed or completed booking of that tour.',
      lead: 'Reviews are only useful if you can trust them. Here is how ours work, and what the badge next to a name means.',
      sections: [
        {
          id: 'verified',
          title: 'What "Verified traveller" means',
          kind: 'prose',
          blocks: [
            'A review carries the **Verified traveller** badge when its writer has a confirmed or completed booking of that tour with us. Cancelled bookings do not count. The badge is worked out from our booking records each time the review is shown, so nobody can add it by hand.',
          ],
        },
        {
          id: 'one-voice',
          title: 'One traveller, one voice',
          kind: 'prose',
          blocks: [
            'Each traveller can give a tour one rating and write one review of it. They can edit both later, but not add a second. The stars in a review are the writer’s rating of the tour, so a traveller who both rates and reviews is counted once in the average, never twice.',
          ],
        },
        {
          id: 'honest',
          title: 'How we keep reviews honest',
          kind: 'points',
          points: [
            {
              title: 'We do not edit reviews',
              text: 'Not a word, and not the stars. A three-star review stays three stars.',
            },
            {
              title: 'We rarely remove one',
              text: 'Only when it breaks the rules: abuse, someone else’s personal details, or nothing to do with the tour.',
            },
            {
              title: 'You choose the order',
              text: 'Sort a tour’s reviews to read the newest, the highest, the lowest or those with photos first.',
            },
          ],
        },
      ],
      cta: {
        title: 'See what travellers rate highest',
        text: 'Our tours sorted by their average rating from travellers like you.',
        primary: { to: '/tours?sort=rating', label: 'See top-rated tours' },
        secondary: { to: '/tours', label: 'Browse all tours' },
      },
    },
  }),
);
