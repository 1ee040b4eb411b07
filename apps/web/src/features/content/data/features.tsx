import { company, type FeaturePageSlug, policy } from '@tabi/contracts';
import {
  BusFront,
  Headset,
  type LucideIcon,
  Map as MapIcon,
  ShieldCheck,
  Undo2,
  UserRoundCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../../ui/zoned-time.ts';
import { aboutPage } from './about.ts';
import { byPaymentMode } from './payment-wording.tsx';

/** A link out of a feature page: to tours (with a filter) or to the page that holds the details. */
export type FeatureLink = { to: string; label: string };

/** A card in a grid of points: a short title (an h3) and a sentence or two. */
export type FeaturePoint = { title: string; text: ReactNode };

/** A guide as the About page introduces them: the same people, told once (`data/about.ts`). */
export type GuideProfile = { name: string; role: string; languages: readonly string[]; bio: string };

/** A section of a feature page (an h2): running text, a grid of points or guide profiles. */
export type FeatureSection = { id: string; title: string; intro?: string } & (
  | { kind: 'prose'; body: ReactNode }
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
  icon: LucideIcon;
  sections: FeatureSection[];
  /** The closing call to action: where to go from here. */
  cta: { title: string; text: string; primary: FeatureLink; secondary?: FeatureLink };
};

const toursIn = (category: string) => `/tours?${new URLSearchParams({ category })}`;

/** A worked example of the free-cancellation deadline, from the policy's hours: 09:00 JST on a Saturday. */
const exampleStart = '2026-04-11T00:00:00.000Z';
const exampleDeadline = new Date(
  Date.parse(exampleStart) - policy.freeCancellationHours * 3_600_000,
).toISOString();
const inJapan = (iso: string) => formatZonedDateTime(iso, 'Asia/Tokyo', 'noYear');

/**
 * The six "Why choose us" pages of the home page, at `/features/<slug>`, in each payment mode: only what
 * they say about paying differs (payment-wording.tsx).
 */
export const features = byPaymentMode(
  (pay): Record<FeaturePageSlug, Feature> => ({
    'expert-guides': {
      title: 'Expert local guides',
      description:
        'Meet the licensed guides who grew up in the places they show you: National Government Licensed Guide Interpreters, in English and many other languages.',
      lead: 'Our guides live where they lead. Most hold Japan’s national guide-interpreter licence, and all of them can tell you which shrine the neighbours actually pray at.',
      icon: MapIcon,
      sections: [
        {
          id: 'licensed',
          title: 'Licensed by the Japanese government',
          kind: 'prose',
          body: (
            <>
              <p>
                Our lead guides are <strong>National Government Licensed Guide Interpreters</strong> (Zenkoku
                Tsūyaku Annaishi). The licence is awarded by the Japan Tourism Agency after a national
                examination in a foreign language and in Japanese history, geography, culture, economy and
                politics, followed by an interview on guiding in practice. Only those who pass may use the
                title.
              </p>
              <p>
                Some tours are led with a specialist: an Urasenke tea teacher, a Zen monk, a certified forest
                therapy practitioner, a diver who grew up on Zamami in the Kerama Islands. On those, a
                licensed guide interprets, so nothing is lost between the two.
              </p>
            </>
          ),
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
          body: (
            <ol>
              <li>
                <strong>They live there.</strong> A guide leads in the city or region they call home, so the
                knowledge is current: which gate is under repair, where the queue is shorter this month.
              </li>
              <li>
                <strong>They walk a tour with us first.</strong> Two of our senior guides join a candidate on
                a full tour as guests and judge it as you would: pace, clarity, warmth, time kept.
              </li>
              <li>
                <strong>They shadow before they lead.</strong> New guides accompany an experienced colleague
                on each tour they will run, then lead it with that colleague watching.
              </li>
              <li>
                <strong>Travellers keep us honest.</strong> We read every review from verified travellers, and
                each guide reviews theirs with us every season.
              </li>
            </ol>
          ),
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
        primary: { to: toursIn('Cultural'), label: 'See cultural tours' },
        secondary: { to: '/tours', label: 'Browse all tours' },
      },
    },

    'customized-tours': {
      title: 'Customized tours',
      description:
        'Private days in Japan shaped around your pace, interests and family, planned with our team in Kyoto and led by a licensed local guide.',
      lead: 'Our group tours suit most travellers. When they do not, we plan a private day around you: your pace, your interests, your family.',
      icon: UserRoundCheck,
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
          body: (
            <ol>
              <li>
                Send us a request on <Link to="/contact">the contact page</Link> with the topic “Private or
                group tour”: your dates, your group and what you would love to see. Give a day and time (Japan
                time) that suits you for a call.
              </li>
              <li>A planner from our Kyoto office calls or writes back to talk it through.</li>
              <li>
                We send you a day plan with its price, the guide and, if you need one, the vehicle and driver.
              </li>
              <li>You tell us what to change until it is right, then confirm.</li>
              <li>{pay.privateTourDay}</li>
            </ol>
          ),
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
          body: (
            <ul>
              <li>
                Write to us a few weeks ahead for cherry blossom (late March to early April) and autumn leaves
                (mid-November to early December): guides and drivers book up early then.
              </li>
              <li>
                Private days are priced per group, not per person; the plan we send shows the full price.
              </li>
              <li>
                Just want a larger group on one of our tours? Book it on the tour’s page as long as seats are
                left.
              </li>
            </ul>
          ),
        },
      ],
      cta: {
        title: 'Plan a private day',
        text: 'Tell us who is travelling and what you love. A planner in Kyoto will get back to you.',
        primary: { to: '/contact', label: 'Ask for a private tour' },
        secondary: { to: toursIn('Day Trips'), label: 'See our day trips' },
      },
    },

    'free-cancellation': {
      title: 'Free cancellation',
      description: `Cancel any Tabi Tours booking up to ${policy.freeCancellationHours} hours before the tour starts and pay nothing. How it works, and what happens later.`,
      lead: `Plans change. Cancel up to ${policy.freeCancellationHours} hours before your tour starts and it costs you nothing.`,
      icon: Undo2,
      sections: [
        {
          id: 'the-rule',
          title: 'The rule',
          kind: 'prose',
          body: (
            <>
              <p>
                Every booking can be cancelled free of charge until{' '}
                <strong>{policy.freeCancellationHours} hours before its start time</strong>. For a tour that
                starts on {inJapan(exampleStart)}, cancelling is free until {inJapan(exampleDeadline)}.
              </p>
              <p>
                You do not have to work it out: each booking on <Link to="/bookings">My bookings</Link> shows
                the exact date and time, in Japan time, until which cancelling is free, and the cancel dialog
                says again whether it still is.
              </p>
            </>
          ),
        },
        {
          id: 'why-it-is-easy',
          title: 'Why it is easy for us to offer',
          kind: 'prose',
          body: <p>{pay.freeCancellationWhyEasy}</p>,
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
      icon: BusFront,
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
          body: (
            <>
              <p>
                In Japan, a vehicle that carries paying passengers must be registered for commercial use (it
                wears green number plates) and its driver must hold a second-class licence, the professional
                licence taxi and bus drivers hold. We work only with operators who meet both rules and carry
                passenger insurance.
              </p>
              <p>
                The <Link to="/vehicle">vehicles page</Link> shows the vehicles we use, how many people and
                how much luggage each takes.
              </p>
            </>
          ),
        },
        {
          id: 'on-time',
          title: 'On time, by design',
          kind: 'prose',
          body: (
            <ul>
              <li>Every route is planned from the current timetable, with room for a missed connection.</li>
              <li>
                Your guide carries the tickets and reservations, so you never queue at a ticket machine.
              </li>
              <li>Drivers arrive before the meeting time and wait where the guide can see them.</li>
              <li>
                If a typhoon or heavy snow stops the trains, we tell you straight away and change or cancel
                the tour; you never pay for a day that cannot run.
              </li>
            </ul>
          ),
        },
      ],
      cta: {
        title: 'See our vehicles',
        text: 'The vehicles we use for private tours and transfers, and what each is suited to.',
        primary: { to: '/vehicle', label: 'Vehicles and transport' },
        secondary: { to: toursIn('Day Trips'), label: 'See our day trips' },
      },
    },

    'customer-support': {
      title: 'Customer support',
      description:
        'A real person in Kyoto answers before, during and after your tour: live chat, e-mail, phone and an AI travel assistant for quick questions.',
      lead: 'We are a small company in Kyoto, and the people who answer your messages are the people who plan the tours.',
      icon: Headset,
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
              text: 'Press Need Help? on any page for quick answers about tours, seasons and travel in Japan. No account needed.',
            },
            {
              title: 'The contact page',
              text: (
                <>
                  Ask a question or <Link to="/contact">arrange a call</Link> at a time that suits you, in
                  Japan time.
                </>
              ),
            },
            {
              title: 'E-mail and phone',
              text: (
                <>
                  <a href={`mailto:${company.email}`}>{company.email}</a> or {company.phone}, from our office
                  at {company.address.street}, {company.address.city}.
                </>
              ),
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
          body: (
            <ul>
              <li>
                Quote your booking reference, such as <strong>TB-7K3Q9X</strong>: it is on your confirmation
                e-mail and on <Link to="/bookings">My bookings</Link>.
              </li>
              <li>
                Many answers are already in the <Link to="/faq">FAQ</Link> and the step-by-step{' '}
                <Link to="/help">help guides</Link>.
              </li>
              <li>All times we give you are Japan time (JST).</li>
            </ul>
          ),
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
      icon: ShieldCheck,
      sections: [
        {
          id: 'verified',
          title: 'What "Verified traveller" means',
          kind: 'prose',
          body: (
            <p>
              A review carries the <strong>Verified traveller</strong> badge when its writer has a confirmed
              or completed booking of that tour with us. Cancelled bookings do not count. The badge is worked
              out from our booking records each time the review is shown, so nobody can add it by hand.
            </p>
          ),
        },
        {
          id: 'one-voice',
          title: 'One traveller, one voice',
          kind: 'prose',
          body: (
            <p>
              Each traveller can give a tour one rating and write one review of it. They can edit both later,
              but not add a second. The stars in a review are the writer’s rating of the tour, so a traveller
              who both rates and reviews is counted once in the average, never twice.
            </p>
          ),
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
