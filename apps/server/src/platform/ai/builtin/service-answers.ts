import { contactChannels, officeHoursSection } from '@tabi/site-content';
import type { PolicyFacts } from '../assistant-tools.ts';
import { childShareText, tourLink } from './format.ts';
import type { TourRef } from './memory.ts';

/**
 * Answers about how Tabi Tours works: booking, cancelling, refunds, paying, reaching us. The numbers
 * come from the shared policy constants (through the tools), so they cannot disagree with the site.
 */

export function cancellationAnswer(policies: PolicyFacts): string {
  const hours = policies.freeCancellationHours;
  return [
    `Free cancellation up to ${hours} hours before the tour starts (Japan time): anything you paid is refunded in full.`,
    `Later than that you can still cancel; if you already paid, a refund request opens and our team reviews it. If we cancel a tour (weather, safety), you always get a full refund.`,
    'To cancel: sign in, open [My bookings](/bookings), choose Cancel booking and tell us briefly why.',
    'Details: [Cancellation Policy](/cancellation-policy) and [Refund Policy](/refund-policy).',
  ].join('\n');
}

/** After the FAQ on rain: what a cancellation for the weather means for the money, from the policy's numbers. */
export function weatherRefundLine(policies: PolicyFacts): string {
  return `If we cancel a tour for the weather, anything you paid is refunded in full; you can also cancel yourself, free of charge up to ${policies.freeCancellationHours} hours before the start: [Cancellation Policy](/cancellation-policy).`;
}

export function rescheduleAnswer(policies: PolicyFacts): string {
  return [
    `To change the date or the party, open [My bookings](/bookings) and choose Change date: pick another date of the same tour and you see the new price before you confirm. Up to ${policies.freeCancellationHours} hours before the start it is free and done at once; later, our team decides and you keep your date until then.`,
    policies.payment.mode === 'online'
      ? 'Paid by card, a dearer date asks for the difference on the payment page, and a cheaper one sends the difference back to your card.'
      : 'Paid at the meeting point, you simply pay the new total there.',
  ].join('\n');
}

export function refundAnswer(policies: PolicyFacts): string {
  return [
    `Cancel ${policies.freeCancellationHours} hours or more before the start and you get back everything you paid.`,
    `Cancel later and a refund request opens automatically: our team approves or denies it (usually within 3 working days) and tells you why. If we cancel a tour, the refund is always in full.`,
    policies.payment.mode === 'online'
      ? 'Approved refunds go back to the card you paid with, usually within 5 to 10 days, and we tell you the amount.'
      : 'Approved refunds go back to the way you paid. Most tours are paid at the meeting point, so most cancellations involve no money at all.',
    'Details: [Refund Policy](/refund-policy).',
  ].join('\n');
}

/** "Is there a senior discount?": one price for every adult; only children pay less. */
export function discountAnswer(policies: PolicyFacts): string {
  return `Every adult pays the tour's adult price: we have no senior, student or group discount. Only children pay less: ${childPriceAnswer(policies).charAt(0).toLowerCase()}${childPriceAnswer(policies).slice(1)} See [How much do children pay?](/faq#child-price).`;
}

export function cutoffAnswer(policies: PolicyFacts): string {
  return `You can book up to ${policies.bookingCutoffHours} hours before a tour starts; after that the date closes online. For a last-minute place, write to ${policies.company.email} and we will see what we can do.`;
}

export function paymentAnswer(policies: PolicyFacts): string {
  return policies.payment.mode === 'online'
    ? `You pay by card when you book, on Stripe's secure payment page: your seats are held for ${policies.payment.holdMinutes} minutes while you pay, and your confirmation e-mail shows the amount, the card and a link to the receipt.`
    : 'Nothing is charged when you book online: you pay your guide at the meeting point on the day, the total shown at checkout and in your confirmation e-mail.';
}

/** "Do you charge in yen or dollars?": the one currency of every price, of paying and of a refund. */
export function currencyAnswer(policies: PolicyFacts): string {
  const name = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: policies.currency,
    currencyDisplay: 'name',
  })
    .formatToParts(2)
    .find((part) => part.type === 'currency')?.value;
  return `Every price on our site is in ${name ?? policies.currency} (${policies.currency}): that is what you pay, and a refund comes back in the currency you paid in. Your card or bank converts it if your account is in another currency. ${paymentAnswer(policies)}`;
}

export function childPriceAnswer(
  policies: PolicyFacts,
  tour?: { title: string; id: string; childPriceShare: number; adultsOnly: boolean },
): string {
  const general = `Children pay a share of the adult price that each tour sets (${Math.round(policies.defaultChildPriceShare * 100)}% unless the tour says otherwise).`;
  if (!tour) return general;
  // "Can my 12 year old come on it?" is answered yes or no first, then what a child pays.
  if (tour.adultsOnly) return `No: ${tourLink(tour)} is for adults only, so children cannot join it.`;
  return `Yes, children are welcome on ${tourLink(tour)}: ${childShareText(tour)}.\n${general}`;
}

/** The steps of our site, with the tour's own links when one is in focus. */
export function howToBookAnswer(tour?: TourRef): string {
  const open = tour ? `Open ${tourLink(tour)}` : 'Open the tour you like (ask me to find one)';
  return [
    'Booking takes a minute:',
    `- ${open} and choose Book now${tour ? ` ([Book now](/booking/${tour.id}))` : ''}.`,
    '- Pick a date in the calendar and the number of adults and children; the total updates as you go.',
    '- Sign in (or create an account) if you have not yet.',
    '- Confirm. You get a booking reference by e-mail and in [My bookings](/bookings).',
  ].join('\n');
}

export function contactAnswer(policies: PolicyFacts, signedIn: boolean): string {
  const { company } = policies;
  const hours = officeHoursSection.rows.map((row) => `${row.days}: ${row.hours}`).join('; ');
  return [
    `You can reach ${company.name} at ${company.email} or ${company.phone} (${company.address}). ${contactChannels.email.note}`,
    `Office hours, Japan time: ${hours}. ${officeHoursSection.note}`,
    liveChatLine(signedIn),
  ].join('\n');
}

export function liveChatAnswer(policies: PolicyFacts, signedIn: boolean): string {
  return [
    signedIn
      ? 'Our team is happy to help in person: open the [live support chat](/?chat=open), also under Live Chat Support in your account menu.'
      : 'Our team is happy to help in person through the live support chat, for signed-in travellers: [sign in](/login), then open Live Chat Support from your account menu.',
    `Or write to ${policies.company.email} or call ${policies.company.phone}.`,
  ].join('\n');
}

function liveChatLine(signedIn: boolean): string {
  return signedIn
    ? 'Or talk to our team in the [live support chat](/?chat=open).'
    : 'Signed-in travellers can also talk to our team in the live support chat ([sign in](/login)).';
}
