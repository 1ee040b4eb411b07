/**
 * Currencies travellers give a budget in, how they write them, and a rough rate to read such a budget by.
 * We charge in one currency (the catalog's) and keep no live exchange rates: "under £40" is read as about
 * $50 so the search can filter, and the answer says the conversion is rough. The rates are rounded
 * reference values of late 2026, on the low side, so a converted budget rather leaves a tour out than shows
 * one over it; a model provider, or a rates feed, would do better.
 */
type Currency = {
  code: string;
  /** Signs written before the amount, each a regular expression over normalised text. */
  before?: string[];
  /** Words written after it. */
  after?: string[];
  /** About how many US dollars one unit is worth. */
  inDollars: number;
};

const currencies: Currency[] = [
  {
    code: 'USD',
    before: ['\\$', 'us\\$', 'usd'],
    after: ['us dollars?', 'dollars?', 'usd', 'bucks'],
    inDollars: 1,
  },
  { code: 'JPY', before: ['¥', 'jpy'], after: ['yen', 'jpy', '円'], inDollars: 1 / 155 },
  { code: 'EUR', before: ['€', 'eur'], after: ['euros?', 'eur'], inDollars: 1.07 },
  { code: 'GBP', before: ['£', 'gbp'], after: ['pounds?(?: sterling)?', 'quid', 'gbp'], inDollars: 1.25 },
  { code: 'AUD', before: ['a\\$', 'aud'], after: ['(?:aussie|australian) dollars?', 'aud'], inDollars: 0.64 },
  { code: 'CAD', before: ['c\\$', 'cad'], after: ['canadian dollars?', 'cad'], inDollars: 0.71 },
  { code: 'NZD', before: ['nz\\$', 'nzd'], after: ['(?:nz|new zealand) dollars?', 'nzd'], inDollars: 0.58 },
  {
    code: 'SGD',
    before: ['s\\$', 'sgd'],
    after: ['singapore dollars?', 'sing dollars?', 'sgd'],
    inDollars: 0.73,
  },
  { code: 'HKD', before: ['hk\\$', 'hkd'], after: ['(?:hk|hong kong) dollars?', 'hkd'], inDollars: 0.127 },
  { code: 'CNY', before: ['rmb', 'cny'], after: ['yuan', 'rmb', 'cny', 'renminbi', '元'], inDollars: 0.137 },
  { code: 'KRW', before: ['₩', 'krw'], after: ['won', 'krw', '원'], inDollars: 0.0007 },
  { code: 'INR', before: ['₹', 'inr', 'rs\\.?'], after: ['rupees?', 'inr', 'rs'], inDollars: 0.0115 },
  { code: 'AED', before: ['aed'], after: ['dirhams?', 'aed'], inDollars: 0.27 },
  { code: 'THB', before: ['฿', 'thb'], after: ['baht', 'thb'], inDollars: 0.028 },
  { code: 'MXN', before: ['mxn'], after: ['(?:mexican )?pesos?', 'mxn'], inDollars: 0.05 },
  { code: 'BRL', before: ['brl'], after: ['reais', 'reals?', 'brl'], inDollars: 0.17 },
  {
    code: 'RUB',
    before: ['₽', 'rub'],
    after: ['roubles?', 'rubles?', 'rub', 'руб(?:лей)?'],
    inDollars: 0.011,
  },
  { code: 'TRY', before: ['₺'], after: ['tl', 'lira', 'turkish lira'], inDollars: 0.023 },
  { code: 'PLN', before: ['pln'], after: ['zloty', 'zl', 'pln'], inDollars: 0.25 },
  { code: 'SEK', before: ['sek'], after: ['(?:swedish )?kronor', 'sek'], inDollars: 0.09 },
  { code: 'NOK', before: ['nok'], after: ['(?:norwegian )?kroner', 'nok'], inDollars: 0.09 },
  { code: 'DKK', before: ['dkk'], after: ['danish kroner', 'dkk'], inDollars: 0.14 },
  { code: 'CHF', before: ['chf'], after: ['swiss francs?', 'francs?', 'chf'], inDollars: 1.1 },
  { code: 'TWD', before: ['nt\\$', 'twd'], after: ['(?:nt|taiwan) dollars?', 'twd'], inDollars: 0.03 },
  {
    code: 'PHP',
    before: ['₱', 'php'],
    after: ['pesos? philippines?', 'philippine pesos?', 'php'],
    inDollars: 0.017,
  },
  { code: 'MYR', before: ['rm', 'myr'], after: ['ringgit', 'myr'], inDollars: 0.22 },
  { code: 'IDR', before: ['idr'], after: ['rupiah', 'idr'], inDollars: 0.00006 },
  { code: 'VND', before: ['₫', 'vnd'], after: ['dong', 'vnd', 'đồng'], inDollars: 0.000039 },
];

/**
 * The spellings as one set of alternatives, the longest first so "aussie dollars" is not read as "dollars";
 * a spelling in letters only as a whole word ("rm 50", not "platform 9"; "50 won", not "2 wonderful days").
 */
const alternatives = (spellings: string[], edge: (spelling: string) => string) =>
  spellings
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((spelling) => (/^[a-z]/.test(spelling) || /[a-z]$/.test(spelling) ? edge(spelling) : spelling))
    .join('|');

/** Alternatives for a currency sign before an amount: "$", "£", "a$", "rs". */
export const signBefore = alternatives(
  currencies.flatMap((currency) => currency.before ?? []),
  (spelling) => `\\b${spelling}`,
);
/** Alternatives for a currency word after an amount: "dollars", "pounds", "aussie dollars", "円". */
export const wordAfter = alternatives(
  currencies.flatMap((currency) => currency.after ?? []),
  (spelling) => `${spelling}(?![a-z])`,
);

/** The currency a sign or word names ("£" or "quid": `GBP`). */
export function currencyNamed(said: string): string | undefined {
  const whole = (spellings: string[] | undefined) =>
    spellings?.some((spelling) => new RegExp(`^(?:${spelling})$`).test(said)) ?? false;
  return currencies.find((currency) => whole(currency.before) || whole(currency.after))?.code;
}

/** An amount in another currency, roughly, or undefined when either currency is not in our table. */
export function roughlyIn(amount: number, from: string, to: string): number | undefined {
  const source = currencies.find((currency) => currency.code === from);
  const target = currencies.find((currency) => currency.code === to);
  if (!source || !target) return undefined;
  return Math.round(((amount * source.inDollars) / target.inDollars) * 100) / 100;
}
