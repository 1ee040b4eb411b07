import type { ManifestEntry } from '@tabi/contracts';
import { paymentStatusText } from '../../../../ui/booking-state-badges.tsx';
import { formatPrice } from '../../../../ui/format-price.ts';

/**
 * What the guide needs to know about a party's money: "Due on site ¥12,000" (to collect: `due`, with the
 * `amount` alone), "Paid online", or the payment status in words.
 */
export function entryPayment(
  entry: ManifestEntry,
  payOnline: boolean,
): { text: string; due: false } | { text: string; due: true; amount: string } {
  if (entry.dueOnSite > 0) {
    const amount = formatPrice(entry.dueOnSite, entry.currency);
    return { text: `Due on site ${amount}`, due: true, amount };
  }
  if (entry.paymentStatus === 'paid') return { text: payOnline ? 'Paid online' : 'Paid', due: false };
  return { text: paymentStatusText(entry.paymentStatus), due: false };
}
