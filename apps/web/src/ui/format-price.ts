const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(currency: string, wholeUnits: boolean) {
  const key = `${currency}:${wholeUnits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in its currency: 89 USD -> "$89", 89.5 USD -> "$89.50", 12000 JPY -> "¥12,000".
 * Whole amounts drop the cents; an unknown currency code falls back to "89 XYZ".
 */
export function formatPrice(amount: number, currency = 'USD') {
  const code = currency.toUpperCase();
  try {
    return priceFormat(code, Number.isInteger(amount)).format(amount);
  } catch {
    return `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${code}`;
  }
}

/** "USD" -> "$", "JPY" -> "¥", an unknown code -> the code itself. */
export function currencySymbol(currency = 'USD') {
  try {
    const parts = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
