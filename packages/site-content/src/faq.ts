import { company, consultationTopics, limits, passwordResetLinkMinutes, policy } from '@tabi/contracts';
import { assistantSuggestions, quotedQuestions } from './assistant-suggestions.ts';
import { byPaymentMode } from './payment-wording.ts';
import type { PolicyBlock } from './rich-text.ts';

/**
 * One question. `id` is its address on the page (`/faq#<id>`); `answer` is blocks of text in the marks of
 * rich-text.ts, so the page's filter and the assistant's index read the same words as the reader.
 */
export type FaqItem = {
  id: string;
  question: string;
  answer: readonly PolicyBlock[];
};
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

/** The FAQ page's title and meta description, in each payment mode (the description names how one pays). */
export const faqPage = byPaymentMode((pay) => ({
  title: 'Frequently asked questions',
  description: `Answers to what travellers ask us most: booking, ${pay.faqPaymentTopic}, free cancellation, the day of your tour, families, your account and how to reach us.`,
}));

/** `tel:` wants the digits only: +81 75-555-0142 -> +81755550142. */
const phoneHref = `tel:${company.phone.replace(/[^\d+]/g, '')}`;
const childSharePercent = Math.round(policy.defaultChildPriceShare * 100);

/** The questions in each payment mode: only the payment answers differ (payment-wording.ts), not the ids. */
export const faqGroups = byPaymentMode((pay): FaqGroup[] => [
  {
    id: 'booking',
    title: 'Booking',
    items: [
      {
        id: 'how-to-book',
        question: 'How do I book a tour?',
        answer: [
          'Find a tour on the [tours page](/tours), open it and press **Book now**. Choose a date in the calendar, the number of adults and children, and the contact details your guide can reach you on, then confirm. You need an account to book; creating one with your e-mail or with Google takes a minute.',
          'The [step-by-step guide](/help#booking-a-tour) walks you through it.',
        ],
      },
      {
        id: 'booking-cutoff',
        question: 'How late can I book?',
        answer: [
          `Up to ${policy.bookingCutoffHours} hours before the tour starts. After that the date closes online, because your guide prepares tickets, reservations and vehicles for the right number of people. The calendar on each tour shows which dates are still open and how many seats are left. Looking for a last-minute place? [Contact us](/contact) and we will see what we can do.`,
        ],
      },
      {
        id: 'instant-confirmation',
        question: 'Is my booking confirmed straight away?',
        answer: [
          'Tours marked **Instant confirmation** are confirmed the moment you book. For the others you see **Booking received**: our team checks the guide and any reservations, then confirms it shortly.',
          'Either way you get a notification and an e-mail with your booking reference.',
        ],
      },
      {
        id: 'group-size',
        question: 'How big are the groups?',
        answer: [
          'Small, so that everyone can hear the guide and ask questions. Every tour has its own maximum group size, the most people it takes, shown on its page, and the calendar shows the seats left on each date. For a larger party, or a group of your own, ask us about a [private tour](/features/customized-tours).',
        ],
      },
      {
        id: 'travelling-alone',
        question: 'Can I join a tour on my own?',
        answer: [
          'Yes. Our tours are small-group departures: you book one seat for yourself and join the others on that date, and no tour needs two people to book. Your guide meets you at the meeting point like everyone else.',
        ],
      },
      {
        id: 'booking-reference',
        question: 'What is a booking reference?',
        answer: [
          'Every booking gets a reference such as **TB-7K3Q9X**: TB, a dash and six letters or digits. It never uses I, O, 0 or 1, so it cannot be misread over the phone. You see it when you book, in every e-mail about the booking and on [My bookings](/bookings). Please quote it whenever you contact us.',
        ],
      },
      {
        id: 'my-bookings',
        question: 'Where can I see my bookings?',
        answer: [
          'Sign in and open [My bookings](/bookings) from the menu under your name. Each booking shows its reference, date and start time, meeting point, travellers, total, its status (pending, confirmed, completed or cancelled) and, while it applies, the exact time until which you can cancel for free.',
        ],
      },
      {
        id: 'waitlist',
        question: 'The date I want is full. Can I join a waitlist?',
        answer: [
          'Yes: on a full date the booking page offers Join the waitlist for your party, and [My bookings](/bookings) shows your place in line. When seats free up, the first party in line that fits gets a notification and an e-mail, and the seats are held for that party for 2 hours; if the offer is not taken, the next party gets it. You can leave the line at any time.',
        ],
      },
      {
        id: 'wishlist',
        question: 'Can I save tours to decide later?',
        answer: [
          'Yes: the heart on every tour saves it to your [wishlist](/wishlist), which shows each saved tour with the next dates you can still book. Without an account the list is kept in this browser; when you sign in, it joins your account and follows you to any device.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    items: [
      {
        id: 'when-do-i-pay',
        question: 'When do I pay?',
        answer: [pay.faqWhenDoIPay],
      },
      {
        id: 'unpaid',
        question: pay.faqPaymentStatus.question,
        answer: [pay.faqPaymentStatus.answer],
      },
      {
        id: 'child-price',
        question: 'How much do children pay?',
        answer: [
          `Each tour sets its own child price as a share of the adult price, most often ${childSharePercent}%. Some tours differ: where a meal or a ticket costs the same for everyone the share is higher, and some tours are free for children. Both prices are on the tour page and in the checkout before you confirm. Every booking includes at least one adult.`,
        ],
      },
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation & refunds',
    items: [
      {
        id: 'free-cancellation',
        question: 'Can I cancel for free?',
        answer: [
          `Yes: cancel up to ${policy.freeCancellationHours} hours before the tour starts and it costs nothing. Each booking on [My bookings](/bookings) shows the exact date and time (in Japan time) until which cancelling is free.`,
          'The full rules are in our [cancellation policy](/cancellation-policy).',
        ],
      },
      {
        id: 'how-to-cancel',
        question: 'How do I cancel a booking?',
        answer: [
          `Open [My bookings](/bookings), press **Cancel booking** on the booking and tell us why in a few words (${limits.cancelReasonMin} to ${limits.cancelReasonMax} characters). The dialog tells you before you confirm whether the cancellation is free. You get a notification and an e-mail once it is done. See [how to cancel](/help#cancelling-a-booking).`,
        ],
      },
      {
        id: 'late-cancellation',
        question: `What if I cancel less than ${policy.freeCancellationHours} hours before?`,
        answer: [pay.faqLateCancellation],
      },
      {
        id: 'refunds',
        question: 'How do refunds work?',
        answer: [pay.faqRefunds, 'The details are in our [refund policy](/refund-policy).'],
      },
      {
        id: 'change-booking',
        question: 'Can I change the date or the number of travellers?',
        answer: [
          `Yes: open [My bookings](/bookings) and choose Change date on the booking. Pick another date of the same tour and your party, and you see the new price before you confirm. Up to ${policy.freeCancellationHours} hours before the start the change is free and made at once; later, our team decides and you keep your date until then.`,
          'Paid at the meeting point, you just pay the new total there. Paid by card, a dearer date asks for the difference on the secure payment page (your new seats are held meanwhile, your old ones kept until it is paid), and a cheaper one sends the difference back to your card at once. Your ticket gets a new code and the calendar file moves the tour in your calendar.',
        ],
      },
      {
        id: 'we-cancel',
        question: 'What happens if you cancel my tour?',
        answer: [
          'It is rare, but a typhoon warning, a closed mountain road or a guide falling ill can force us to. You get a notification and an e-mail straight away with the reason, and everything you paid comes back in full (by card: automatically, to the same card).',
          'The e-mail and [My bookings](/bookings) offer the next dates with room for your party: one click on a date books it again for the same travellers.',
        ],
      },
    ],
  },
  {
    id: 'on-the-day',
    title: 'On the day',
    items: [
      {
        id: 'meeting-point',
        question: 'Where do we meet?',
        answer: [
          'The meeting point is on the tour page, on your booking in My bookings and in your confirmation e-mail, usually a station exit or a temple gate, described precisely enough to find on a first visit. Please be there a few minutes before the start time.',
        ],
      },
      {
        id: 'ticket',
        question: 'Where is my ticket, and do I need to print it?',
        answer: [
          'Every confirmed booking has a ticket: open [My bookings](/bookings) and choose Ticket, or follow the link in your confirmation e-mail. Show it on your phone at the meeting point: your guide scans its QR code, or reads out your booking reference.',
          'Printing is up to you: the ticket prints on one page. If the booking moves to another date it gets a new code, and a cancelled booking’s ticket is no longer valid.',
        ],
      },
      {
        id: 'calendar',
        question: 'Can I add my tour to my calendar?',
        answer: [
          'Yes: Add to calendar, on your ticket and in [My bookings](/bookings), downloads a calendar file that Google Calendar, Apple Calendar and Outlook open, with the start in your calendar’s own time zone and the meeting point as the place. Your confirmation e-mail carries the same event, and if the booking is cancelled, the cancellation e-mail takes it out of your calendar.',
        ],
      },
      {
        id: 'reminders',
        question: 'Will you remind me before my tour?',
        answer: [
          `Yes: ${policy.reminderHoursBefore} hours before the start we send a reminder by e-mail and to the bell in the header, with when and where, what to bring, how to reach us and your ticket. After the tour we ask how it was, with a link to write a review.`,
          'Both can be turned off in your [profile](/profile) under Trip reminders. Confirmations, changes and cancellations always reach you.',
        ],
      },
      {
        id: 'time-zone',
        question: 'Which time zone are the times in?',
        answer: [
          'Japan time (JST, UTC+9), everywhere on the site and in our e-mails, whatever the time zone of your phone or computer. Japan does not change its clocks in summer, so 09:00 JST is always 09:00 in Kyoto.',
        ],
      },
      {
        id: 'running-late',
        question: 'What if I am running late or cannot find the group?',
        answer: [
          `Call us on [${company.phone}](${phoneHref}) and we will reach your guide. Your guide has the phone number you gave when booking, and waits up to 15 minutes where the schedule allows; after that the group has to leave. See [changes on the day](/cancellation-policy#changes-on-the-day).`,
        ],
      },
      {
        id: 'what-to-bring',
        question: 'What should I bring on a tour?',
        answer: [
          'Comfortable walking shoes, water, and clothes for the season: a hat and sunscreen in summer, warm layers in winter, an umbrella when rain is forecast. Keep your booking reference and the phone number you booked with at hand, so your guide can reach you.',
          'Bring some cash in yen for anything not included, such as souvenirs or extra drinks: small shops and temples often do not take cards. What each tour includes, and what it does not, is on its page.',
        ],
      },
      {
        id: 'weather',
        question: 'Do tours run in the rain?',
        answer: [
          'Yes, almost all of them: temples and gardens are beautiful in the rain and the crowds thin out. Bring an umbrella or a light raincoat. When the weather makes a tour unsafe, for example during a typhoon warning, we cancel it and tell you at once.',
        ],
      },
      {
        id: 'languages',
        question: 'Which languages do the guides speak?',
        answer: [
          'Every tour runs in English. Many are also offered in Japanese, and some in Spanish, French, German, Italian, Portuguese, Chinese or Korean: the tour page lists its languages. Meet our guides on the [expert guides page](/features/expert-guides).',
        ],
      },
    ],
  },
  {
    id: 'accessibility-families',
    title: 'Accessibility & families',
    items: [
      {
        id: 'children',
        question: 'Are the tours suitable for children?',
        answer: [
          "Many are, and children pay a reduced price set per tour. Walking tours with long stairways, such as Fushimi Inari, suit children who enjoy a climb; the deer of Nara, the sushi-making class and the snorkelling day are family favourites. Tell us your children's ages in the special requests when you book, and we will brief your guide.",
        ],
      },
      {
        id: 'mobility',
        question: 'I use a wheelchair or walk with difficulty. Can I join?',
        answer: [
          'Often yes, but it depends on the tour: some temples have steps, gravel paths or rooms where shoes come off. Before you book, send us a message on [the contact page](/contact) with the topic "Accessibility" and we will tell you honestly what to expect, or suggest a private tour in our [wheelchair-accessible vehicle](/vehicle). Mention any needs in the special requests of your booking too.',
        ],
      },
      {
        id: 'dietary',
        question: 'Can you cater for allergies or dietary needs?',
        answer: [
          `On tours with a meal, yes, if we know in advance: a vegetarian, vegan or halal diet or an allergy, write it in the special requests when you book (up to ${limits.specialRequestsMax.toLocaleString('en-US')} characters) and we pass it to the restaurant. Note that Japanese stock (dashi) is usually made with fish; the shojin ryori lunch of our Zen morning is plant-based.`,
        ],
      },
      {
        id: 'private-tour',
        question: 'Can we have a private tour for our family?',
        answer: [
          'Yes. We shape private days around your pace and interests, with a vehicle and driver if you need one. See [customized tours](/features/customized-tours) and send us a request on [the contact page](/contact).',
        ],
      },
    ],
  },
  {
    id: 'account-privacy',
    title: 'Account & privacy',
    items: [
      {
        id: 'need-account',
        question: 'Do I need an account?',
        answer: [
          'Not to browse tours, read reviews or talk to the AI assistant. You need one to book, to see your bookings, to rate and review a tour and to use live chat. We use your details to run your bookings; our [privacy policy](/privacy) says exactly what we keep and why.',
        ],
      },
      {
        id: 'google-sign-in',
        question: 'Can I sign in with Google?',
        answer: [
          'Yes: choose **Continue with Google** on the [sign-in](/login) or [sign-up](/register) page. Your account then has no separate password at Tabi Tours; Google confirms it is you.',
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. What do I do?',
        answer: [
          `Use [Forgot password?](/forgot-password) on the sign-in page and enter your e-mail. We send you a link that works for ${passwordResetLinkMinutes} minutes. Choosing a new password signs you out on every device, so sign in again afterwards.`,
        ],
      },
      {
        id: 'sign-out-everywhere',
        question: 'I used a shared computer. How do I sign out everywhere?',
        answer: [
          'Open [your profile](/profile#sessions) and press **Sign out everywhere** under Sessions. Every session of your account ends at once, this one included. Sessions you do not use also end by themselves after 7 days.',
        ],
      },
      {
        id: 'notifications',
        question: 'What does the bell in the header show?',
        answer: [
          'Your notifications: a booking received, confirmed, completed or cancelled, and refund decisions. The number on the bell counts the unread ones and updates as things happen. Open the bell for the latest, or the [notifications page](/notifications) for all of them.',
        ],
      },
      {
        id: 'reviews',
        question: 'Who writes the reviews, and what does "Verified traveller" mean?',
        answer: [
          "Any signed-in traveller can rate and review a tour: one rating and one review each, which they can edit later but not repeat. The stars of a review are the writer's rating, so each traveller counts once in a tour's average.",
          '**Verified traveller** means the writer has a confirmed or completed booking of that tour with us. Read more on [how we keep reviews honest](/features/trusted-travelers).',
        ],
      },
    ],
  },
  {
    id: 'travel-in-japan',
    title: 'Travel in Japan',
    items: [
      {
        id: 'what-to-wear-temples',
        question: 'What should I wear to a temple or shrine?',
        answer: [
          'There is no strict dress code, but covering your shoulders and knees is respectful, especially inside halls where people pray. You take your shoes off to enter temple halls, and in some restaurants and traditional inns, so wear socks without holes and shoes that are easy to slip off and on.',
          'Above all, wear comfortable walking shoes: a day of temples means gravel paths, stone steps and long stairways. A light layer helps too, for air-conditioned trains and buildings in summer and for cool early mornings in spring and autumn.',
          'Ready to go? See our [temple and culture tours](/tours?category=Cultural).',
        ],
      },
      {
        id: 'best-season-kyoto',
        question: 'When is the best season to visit Kyoto?',
        answer: [
          'Every season has something to offer, and our tours run all year:',
          {
            list: [
              '**Spring**: the cherry blossom, usually from late March to early April. Beautiful, and the busiest time of the year.',
              '**Early summer**: the rainy season, usually from June into July. Moss gardens are at their greenest.',
              '**Summer**: July and August are hot and humid. Start early, carry water and rest in the shade at midday.',
              '**Autumn**: the maple leaves turn from mid-November to early December, as crowded as the cherry blossom.',
              '**Winter**: January and February are cold and quiet, with the fewest visitors of the year.',
            ],
          },
          'If you travel at a busy time, book early and start early. See our [tours in Kyoto](/tours?search=Kyoto).',
        ],
      },
      {
        id: 'tipping',
        question: 'Should I tip my guide?',
        answer: [
          'No. Tipping is not a custom in Japan, in restaurants, taxis or on tours, and the price of your tour already pays your guide. A thank-you, or a review of the tour after it, is the best way to show you enjoyed it.',
        ],
      },
      {
        id: 'train-passes',
        question: 'Do you sell rail passes or train tickets?',
        answer: [
          'No: we sell guided tours only. The Japan Rail Pass is sold by the JR companies, on their official website and at major JR stations. IC cards such as Suica and ICOCA, which pay for local trains, subways and buses, are bought and topped up at station ticket machines.',
          'When a tour includes a train, ferry or ropeway fare, its page says so under **What’s included**. A private tour can include a vehicle with a driver: see [our vehicles](/vehicle).',
        ],
      },
    ],
  },
  {
    id: 'support',
    title: 'Support & assistant',
    items: [
      {
        id: 'reach-a-person',
        question: 'How do I reach a person?',
        answer: [
          {
            list: [
              'Live chat, when you are signed in: our team in Kyoto answers.',
              'The form on [the contact page](/contact), to ask a question or arrange a call.',
              `E-mail [${company.email}](mailto:${company.email}) or phone [${company.phone}](${phoneHref}).`,
            ],
          },
        ],
      },
      {
        id: 'live-chat',
        question: 'How does live chat work?',
        answer: [
          `Sign in, open the menu under your name (or the menu on your phone) and choose **Live Chat Support**. Write your question, up to ${limits.liveChatMessageMax} characters a message, and a member of our team replies in the same window. See the [live chat guide](/help#live-chat).`,
        ],
      },
      {
        id: 'ai-assistant',
        question: 'What is the AI assistant?',
        answer: [
          `A travel assistant anyone can use, signed in or not: press **Need Help?** in the corner of any page. Ask it ${quotedQuestions(assistantSuggestions.faq)}. For anything about one of your bookings, use live chat or contact us with your reference.`,
        ],
      },
      {
        id: 'talk-before-booking',
        question: 'Can I talk to someone before I book?',
        answer: [
          `Of course. On [the contact page](/contact), send a request with your preferred day and time (Japan time) and a topic (${consultationTopics.join(', ')}), and a planner gets back to you. You do not need an account for this.`,
        ],
      },
    ],
  },
]);
