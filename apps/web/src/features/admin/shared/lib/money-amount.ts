import { currencyDigits } from '@tabi/contracts';
import { formatPrice } from '../../../../ui/format-price.ts';

/** An amount of money an admin types, and what bounds it. */
export type AmountLimits = { currency: string; max: number };

/** What is wrong with `raw` as an amount above 0 and up to `max`, in the currency's units; undefined when fine. */
export function amountProblem(raw: string, { currency, max }: AmountLimits): string | undefined {
  const text = raw.trim();
  if (!text) return 'Enter an amount';
  const digits = currencyDigits(currency);
  if (!/^\d+(\.\d+)?$/.test(text))
    return digits === 0 ? 'Enter a whole amount, like 1200' : 'Enter an amount, like 120 or 120.50';
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > digits)
    return digits === 0
      ? `${currency} has no smaller unit: enter a whole amount`
      : `Use at most ${digits} decimals`;
  const amount = Number(text);
  if (amount <= 0) return 'The amount must be more than 0';
  if (amount > max) return `At most ${formatPrice(max, currency)}`;
  return undefined;
}

/** An amount as the field first shows it: 120 -> "120", 120.5 USD -> "120.50". */
export function amountText(amount: number, currency: string) {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(currencyDigits(currency));
}
