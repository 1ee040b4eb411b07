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
 * A price in its currency: 89 USD -> "$89", 89.5 USD -> "$89.50", 12000 JPY -> "¥12,000".
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

/** 210 -> "3 h 30 min", 180 -> "3 h", 45 -> "45 min", 1440 -> "1 day", 2880 -> "2 days". */
export function formatDuration(totalMinutes: number) {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes >= 1440 && minutes % 1440 === 0) {
    const days = minutes / 1440;
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  if (m === 0) return `${h} h`;
  return `${h} h ${m} min`;
}

/** 1 -> "1 rating", 1234 -> "1,234 ratings" (every traveller's stars count; not all write a review). */
export function formatRatingCount(count: number) {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`;
}

// Built on first use: a formatter with a time zone is costly to create, and most pages never need it.
let reviewDate: Intl.DateTimeFormat | undefined;

/** A review's date as travellers read it, on the calendar of Japan: "March 3, 2025". */
export function formatReviewDate(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  reviewDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tokyo',
  });
  return reviewDate.format(date);
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
