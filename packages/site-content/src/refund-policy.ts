import { company, policy } from '@tabi/contracts';
import { byPaymentMode } from './payment-wording.ts';
import type { PolicyContent } from './policy-content.ts';

const mail = `[${company.email}](mailto:${company.email})`;
const free = policy.freeCancellationHours;

/** The policy in each payment mode: only what it says about paying differs (payment-wording.ts). */
export const refundPolicy = byPaymentMode(
  (pay): PolicyContent => ({
    title: 'Refund Policy',
    description:
      'When you get money back, how refunds are requested and decided, and how long they take to reach you.',
    lastUpdated: '2026-11-20',
    summary: [
      pay.refundSummary,
      `Cancel up to ${free} hours before the start and you get back everything you paid.`,
      'Cancelling a paid booking opens a refund request automatically. Our team approves or denies it and tells you why.',
      'Approved refunds go back to the payment method you used. If we cancel a tour, the refund is always in full.',
    ],
    sections: [
      {
        id: 'when',
        title: 'When you get a refund',
        blocks: [
          {
            list: [
              `**You cancel ${free} hours or more before the start**: a full refund of what you paid. See the [Cancellation Policy](/cancellation-policy#free-cancellation).`,
              `**You cancel less than ${free} hours before the start**: our team decides, taking into account why you cancelled and whether your seats could be filled again. The refund may be approved or denied.`,
              '**We cancel the tour** (weather, safety, a closure, or any other reason of ours): a full refund, always.',
              '**You have not paid yet**: there is nothing to refund and nothing to pay. Cancelling simply releases your seats.',
            ],
          },
          pay.refundAmount,
        ],
      },
      {
        id: 'process',
        title: 'How a refund is requested and decided',
        blocks: [
          {
            ordered: true,
            list: [
              '**You cancel a paid booking** in [My bookings](/bookings) (or we cancel it). A refund request is opened automatically; you do not need to write to us.',
              `**Our team reviews it.** A cancellation made ${free} hours or more before the start is marked as within the free cancellation period and approved in full. Later ones are looked at one by one.`,
              '**We approve or deny it**, with a note. A denial always says why.',
              '**You are told** by e-mail and in your notifications, and the booking in My bookings shows the refund as requested, approved or denied, with our note.',
            ],
          },
          'We aim to decide every request within 3 working days (Monday to Friday, Japanese holidays excepted).',
        ],
      },
      {
        id: 'payment',
        title: 'How the money comes back',
        blocks: [
          'Approved refunds go back to the **original payment method**:',
          { list: pay.refundRoutes },
          'We refund in the currency you paid in. We do not charge fees for refunds, but we cannot cover differences caused by exchange rates or your bank’s own charges.',
        ],
      },
      {
        id: 'disagree',
        title: 'If you disagree with a decision',
        blocks: [
          `Reply to the decision e-mail or write to ${mail} with the booking reference (it starts with TB-) and anything we should know, such as a medical certificate or a notice of a cancelled train or flight. A different member of our team looks at it again and answers within 5 working days.`,
          'This does not affect any rights you have under Japanese consumer law or the law of the country you live in.',
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
