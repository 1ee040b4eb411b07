import type { BookingPayment } from '@tabi/contracts';

/** Stripe's card brand codes as people write them; an unknown brand is shown capitalised. */
const brandNames: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** The card a payment was made with: "Visa •••• 4242". */
export function formatCard(card: NonNullable<BookingPayment['card']>) {
  const brand = brandNames[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/** What is still paid and can go back: what was taken less what was refunded. */
export function refundableAmount(payment: Pick<BookingPayment, 'amountPaid' | 'amountRefunded'>) {
  return Math.max(0, payment.amountPaid - payment.amountRefunded);
}

/**
 * A page of the payment provider (checkout, receipt) to link or send the browser to: only http(s)
 * addresses, so an odd value can never become a `javascript:` link.
 */
export function providerPageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Leaving the site for the provider's page; an object so a test can stub the move (jsdom cannot navigate). */
export const providerPage = {
  open(url: string) {
    window.location.assign(url);
  },
};
