/**
 * The one conversion between money on the wire (major units: 120.5 means 120.50) and money in the
 * database (whole hundredths of the major unit: 12050), so that no two places can round differently.
 * Every currency is stored in hundredths, JPY included although it has no minor unit: a stored amount
 * never changes meaning when CURRENCY does. What a payment provider takes, the currency's own minor
 * units (yen for JPY, cents for USD, fils for KWD), is converted at that border only
 * (`toCurrencyMinorUnits`), and the prices a booking charges are always whole units of the currency
 * (`roundToCurrency`), so the conversion is exact.
 */
const minorUnitsPerMajor = 100;

/** A wire amount in major units -> whole stored minor units, rounded to the nearest one. */
export const toMinorUnits = (amount: number) => Math.round(amount * minorUnitsPerMajor);

/** Whole stored minor units from the database -> the wire's major units. */
export const toMajorUnits = (minor: number) => minor / minorUnitsPerMajor;

/** Digits after the decimal point of a currency as ISO 4217 counts them: JPY 0, USD 2, KWD 3. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * The decimals an amount of the currency may have: the currency's own, at most the two we store. More is
 * an amount nobody can pay or refund exactly (30.005 USD), to be refused, not rounded.
 */
export const amountDecimals = (currency: string) => Math.min(2, currencyDigits(currency));

/** Whether a wire amount (major units) has no more decimals than `amountDecimals` allows. */
export function fitsCurrency(amount: number, currency: string): boolean {
  const scaled = amount * 10 ** amountDecimals(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Stored hundredths per smallest unit of the currency: 100 for JPY (one yen), 1 for USD and KWD. */
const storedStep = (currency: string) => 10 ** Math.max(0, 2 - currencyDigits(currency));

/** A stored amount rounded to a whole smallest unit of the currency (whole yen for JPY). */
export const roundToCurrency = (stored: number, currency: string) =>
  Math.round(stored / storedStep(currency)) * storedStep(currency);

/**
 * Stored hundredths -> the currency's own minor units, as Stripe takes amounts (JPY 120000 -> 1200,
 * USD 12050 -> 12050, KWD 12050 -> 120500). Rounds to a whole unit of the currency.
 */
export const toCurrencyMinorUnits = (stored: number, currency: string) =>
  Math.round((roundToCurrency(stored, currency) * 10 ** currencyDigits(currency)) / minorUnitsPerMajor);

/** The currency's own minor units (from Stripe) -> stored hundredths. */
export const fromCurrencyMinorUnits = (amount: number, currency: string) =>
  Math.round((amount * minorUnitsPerMajor) / 10 ** currencyDigits(currency));
