import { type PublicConfig, policy } from '@tabi/contracts';

/*
 * Every sentence of the content pages that says how travellers pay, in both of the server's payment
 * modes (GET /api/config `payments.mode`): 'at-meeting-point' without a Stripe key, 'online' with one.
 * The pages' content files build their text from one of these, once per mode (`byPaymentMode`), so each fact
 * is written once here and the pages themselves have a single copy. The server prerenders a page with its
 * own mode (the web's content routes' loader reads the config first: route-loaders.ts), and the browser
 * hydrates it with the same answer, so the words never change under the reader. Texts carry the marks of
 * rich-text.ts.
 */

export type PaymentMode = PublicConfig['payments']['mode'];

const holdMinutes = policy.paymentHoldMinutes;
const cardRefundTiming =
  'to the card you paid with: the amount usually appears within 5 to 10 working days, depending on your bank';

export type PaymentWording = {
  /** The FAQ page's meta description names the payment topic. */
  faqPaymentTopic: string;
  faqWhenDoIPay: string;
  faqPaymentStatus: { question: string; answer: string };
  faqLateCancellation: string;
  faqRefunds: string;
  helpConfirmStep: string;
  helpRefundsSummary: string;
  helpRefundsFirstStep: string;
  termsPaymentClause: string;
  cancellationSummary: string;
  cancellationFreeMoney: string;
  refundSummary: string;
  refundAmount: string;
  /** Where an approved refund goes, one list item per way of having paid. */
  refundRoutes: readonly string[];
  privateTourDay: string;
  freeCancellationWhyEasy: string;
  aboutHonestPrices: string;
};

export const paymentWording: Record<PaymentMode, PaymentWording> = {
  'at-meeting-point': {
    faqPaymentTopic: 'paying at the meeting point',
    faqWhenDoIPay:
      'On the day, at the meeting point. Nothing is charged when you book online: the total you see at checkout, which is also in your confirmation e-mail, is what you pay your guide.',
    faqPaymentStatus: {
      question: 'My booking says "pay at the meeting point". Is something wrong?',
      answer:
        'No. Because you pay at the meeting point, every confirmed booking shows **Confirmed · pay at the meeting point** until the day of the tour, and **Confirmed · paid** once your guide has received the payment.',
    },
    faqLateCancellation:
      'You can still cancel on My bookings. If you have not paid, which is the usual case, your seats are released and there is nothing to pay. If you have already paid, your refund request goes to our team, who review it case by case: a refund is possible but not guaranteed. We tell you the decision by notification and e-mail.',
    faqRefunds:
      'Since you pay at the meeting point, most cancellations involve no money at all. When a booking you have paid for is cancelled in time, a full refund is requested for you automatically; later cancellations are reviewed by our team. Once a refund is approved you get a notification and an e-mail, and the booking shows **Refunded**.',
    helpConfirmStep:
      'Confirm. You see your booking reference, such as **TB-7K3Q9X**, and receive a notification and an e-mail. Nothing is charged now: you pay at the meeting point.',
    helpRefundsSummary: 'You pay at the meeting point, so most cancellations need no refund at all.',
    helpRefundsFirstStep:
      'If you cancel before you have paid, which is the usual case, there is nothing to refund and nothing to do.',
    termsPaymentClause:
      'Unless we agree otherwise (for example for a private tour), you pay your guide at the meeting point on the day, before the tour starts.',
    cancellationSummary:
      'Most tours are paid at the meeting point, so cancelling a booking you have not paid for involves no money at all.',
    cancellationFreeMoney:
      'Most of our tours are paid in person at the meeting point on the day. Until then there is nothing to refund: cancelling simply frees your seats for other travellers.',
    refundSummary:
      'A refund only arises when you have already paid: most tours are paid at the meeting point, so most cancellations involve no money.',
    refundAmount:
      'An approved refund returns the full amount you paid for the booking. Costs outside the booking, such as flights, hotels or train tickets you bought yourself, are not refunded by us; travel insurance is the best protection for those.',
    refundRoutes: [
      `${cardRefundTiming};`,
      'if you paid in cash at the meeting point, we write to you to arrange a bank transfer, or a cash refund at our Kyoto office if you prefer.',
    ],
    privateTourDay: 'On the day you meet your guide, and pay at the meeting point, as on our group tours.',
    freeCancellationWhyEasy:
      'You pay at the meeting point, on the day. So when you cancel in time there is usually nothing to refund: we simply release your seats for someone else. If you had paid already, a full refund is requested for you the moment you cancel.',
    aboutHonestPrices: `The price you see is the price you pay, with what is included listed on every tour. You pay at the meeting point, and you can cancel free of charge up to ${policy.freeCancellationHours} hours before the start.`,
  },
  online: {
    faqPaymentTopic: 'paying by card',
    faqWhenDoIPay: `When you book. After you confirm, you pay the total by card on Stripe's secure page; your seats are held for ${holdMinutes} minutes while you do, and a booking left unpaid after that is released. Your confirmation e-mail shows the amount, the card and Stripe's receipt.`,
    faqPaymentStatus: {
      question: 'My booking says "Awaiting payment". Is something wrong?',
      answer: `Your payment is not finished yet. Press **Pay now** on the booking in [My bookings](/bookings) to pay on Stripe's page before the time shown: after ${holdMinutes} minutes an unpaid booking is released and its seats go back on sale. Once Stripe has your payment the booking shows **Confirmed · paid**.`,
    },
    faqLateCancellation:
      'You can still cancel on My bookings. Your refund request goes to our team, who review it case by case: a refund to your card, in full or in part, is possible but not guaranteed. We tell you the decision, and any amount, by notification and e-mail.',
    faqRefunds:
      'Refunds go back to the card you paid with. When you cancel in time, a full refund is requested for you automatically; later cancellations are reviewed by our team, and may be refunded in part. Once a refund is made you get a notification and an e-mail with the amount, and the booking shows **Refunded** or **Partly refunded**.',
    helpConfirmStep: `Confirm, then pay the total by card on Stripe's secure page: your seats are held for ${holdMinutes} minutes while you do. Once paid you see your booking reference, such as **TB-7K3Q9X**, and receive a notification and an e-mail with the amount, the card and Stripe's receipt.`,
    helpRefundsSummary: 'Refunds go back to the card you paid with, and the e-mail tells you the amount.',
    helpRefundsFirstStep: `If you cancel before paying, or leave a booking unpaid for ${holdMinutes} minutes, its seats are released and there is nothing to refund.`,
    termsPaymentClause: `The price is charged by card when you book, through our payment provider Stripe. Your seats are held for ${holdMinutes} minutes while you pay; a booking not paid in that time is released.`,
    cancellationSummary:
      'You pay by card when you book, and refunds go back to that card. A booking you have not paid for yet costs nothing to cancel.',
    cancellationFreeMoney:
      'You pay by card when you book, so a free cancellation refunds the whole amount to that card. The e-mail confirming the refund shows the amount.',
    refundSummary:
      'You pay by card when you book, so cancelling a paid booking gives rise to a refund to that card.',
    refundAmount:
      'An approved refund returns the full amount you paid when you cancelled in time; for a later cancellation our team may refund part of it. The e-mail about the refund states the amount. Costs outside the booking, such as flights, hotels or train tickets you bought yourself, are not refunded by us; travel insurance is the best protection for those.',
    refundRoutes: [`${cardRefundTiming}.`],
    privateTourDay: 'On the day you meet your guide; your day plan says how and when you pay.',
    freeCancellationWhyEasy:
      'You pay by card when you book, through Stripe, so a refund goes straight back to that card. When you cancel in time, a full refund is requested for you the moment you cancel, and the e-mail tells you the amount.',
    aboutHonestPrices: `The price you see is the price you pay, with what is included listed on every tour. You pay by card when you book, on Stripe's secure page, and you can cancel free of charge up to ${policy.freeCancellationHours} hours before the start.`,
  },
};

/** A page's content in each payment mode, built once per mode from its wording. */
export function byPaymentMode<T>(build: (pay: PaymentWording) => T): Record<PaymentMode, T> {
  return {
    'at-meeting-point': build(paymentWording['at-meeting-point']),
    online: build(paymentWording.online),
  };
}
