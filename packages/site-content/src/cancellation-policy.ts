import { company, limits, policy } from '@tabi/contracts';
import { byPaymentMode } from './payment-wording.ts';
import type { PolicyContent } from './policy-content.ts';

const mail = `[${company.email}](mailto:${company.email})`;
const free = policy.freeCancellationHours;
const cutoff = policy.bookingCutoffHours;

/** The policy in each payment mode: only what it says about paying differs (payment-wording.ts). */
export const cancellationPolicy = byPaymentMode(
  (pay): PolicyContent => ({
    title: 'Cancellation Policy',
    description: `Plans change. Cancel free of charge up to ${free} hours before your tour starts; here is how to cancel, what happens after that, and when we cancel a tour ourselves.`,
    lastUpdated: '2026-11-20',
    summary: [
      `**Free cancellation up to ${free} hours before the start** (Japan time): anything you have paid is refunded in full.`,
      pay.cancellationSummary,
      `You can still cancel later than ${free} hours before the start. If you have already paid, our team reviews the refund: see the [Refund Policy](/refund-policy).`,
      'If we cancel a tour, for weather, safety or any other reason of ours, you get a full refund of anything you paid.',
    ],
    sections: [
      {
        id: 'free-cancellation',
        title: 'Free cancellation',
        blocks: [
          `You can cancel any booking free of charge until ${free} hours before the tour starts. If you have paid for it, the whole amount comes back to you.`,
          `Each booking shows its exact deadline: "Free cancellation until …" in your confirmation e-mail and in [My bookings](/bookings). For a tour starting at 09:00 on Saturday, for example, that is 09:00 on Friday, Japan time.`,
          pay.cancellationFreeMoney,
        ],
      },
      {
        id: 'how-to-cancel',
        title: 'How to cancel',
        blocks: [
          {
            ordered: true,
            list: [
              'Sign in and open [My bookings](/bookings).',
              'Choose **Cancel booking** on the booking you want to cancel.',
              `Tell us briefly why (at least ${limits.cancelReasonMin} characters). The reason helps us improve, and our team reads it when deciding a refund.`,
              'Confirm. Your seats are released at once, and you receive a confirmation by e-mail and in your notifications.',
            ],
          },
          `If you cannot sign in, write to ${mail} from the e-mail address of the booking, with its reference (it starts with TB-). We cancel it for you, and if your e-mail reached us within the free cancellation period, the cancellation is free.`,
          `To change the date of a booking, you do not need to cancel it: choose Change date in My bookings. Up to ${free} hours before the start the change is free and made at once; later our team decides, and the booking keeps its date until then.`,
        ],
      },
      {
        id: 'late-cancellation',
        title: `Cancelling less than ${free} hours before the start`,
        blocks: [
          'You can cancel right up until the tour starts, and we would rather you did: it frees your seats for other travellers.',
          'If you have not paid yet, nothing more happens. You will not be charged.',
          `If you have already paid, a refund request is opened automatically. Our team decides it case by case: illness, a delayed flight or a train that stopped running are the kinds of reasons we take into account, as is whether your seats could be filled again. You will receive our decision and a note explaining it. The [Refund Policy](/refund-policy) describes the process.`,
          'A booking that has been completed cannot be cancelled afterwards. If something went wrong on the day, please write to us.',
        ],
      },
      {
        id: 'booking-cutoff',
        title: 'When bookings close',
        blocks: [
          `Bookings for a departure close ${cutoff} hours before it starts, so your guide has time to prepare tickets, reservations and vehicles for the right number of people. After that the date shows as "Too soon to book". Looking for a last-minute place? [Contact us](/contact) and we will see what we can do.`,
        ],
      },
      {
        id: 'cancellations-by-us',
        title: 'When we cancel a tour',
        blocks: [
          'Sometimes we have to cancel for your safety, for example:',
          {
            list: [
              'a typhoon, heavy rain or snow, or a weather warning from the Japan Meteorological Agency for the area of the tour;',
              'trains, ferries or roads we depend on not running;',
              'a temple, trail or island closing at short notice;',
              'a guide falling ill when no other qualified guide is available.',
            ],
          },
          'We tell you as early as we can, by e-mail and in your notifications, and where possible we suggest another date or a similar tour. Whatever the reason, **you get a full refund of anything you paid**, and nothing is charged for an unpaid booking.',
          'We are not responsible for travel costs booked separately, such as flights or hotels, so we recommend travel insurance.',
        ],
      },
      {
        id: 'changes-on-the-day',
        title: 'Changes on the day',
        blocks: [
          'Guides may change the order of stops, swap a visit for a similar one, or shorten part of a route when weather, crowds or a closure make it necessary. These changes are part of travelling in Japan and are not a cancellation; if one takes away the main purpose of a tour, tell us and we will look at it with you.',
          'If you arrive late, your guide waits up to 15 minutes where the schedule allows. After that the group leaves, and a missed tour counts as a late cancellation.',
        ],
      },
      {
        id: 'time-zone',
        title: 'How times are counted',
        blocks: [
          `All times in this policy are Japan Standard Time (JST, UTC+9), the time where the tours take place. The ${free}-hour deadline is measured from the tour’s start time, not from the time you booked.`,
        ],
      },
      {
        id: 'contact',
        title: 'Questions',
        blocks: [
          `Write to ${mail} or call ${company.phone}. Our [office hours](/contact) are in Japan time.`,
        ],
      },
    ],
  }),
);
