import { currencyNamed, signBefore, wordAfter } from './currencies.ts';
import { numberPattern, readNumber } from './text.ts';

/** What the traveller wants to spend, per adult unless they said it is for everyone. */
export type BudgetWish = {
  min?: number;
  max?: number;
  /** "cheap", "budget": the least expensive first; "luxury": the most. */
  sort?: 'price-asc' | 'price-desc';
  /** "$300 in total", "for all of us": compared with the whole party's price. */
  total?: boolean;
  /** Strictly under `max` and over `min` ("cheaper than these"), where a budget otherwise includes its bounds. */
  strict?: boolean;
  /** The currency the traveller wrote, when they wrote one (`USD`, `JPY`, `EUR`). */
  currency?: string;
};

// "under a hundred": the article before a number word is no part of the amount.
const before = `(?:an? (?=hundred|thousand))?(${signBefore})?\\s?`;
const after = `\\s?(k\\b)?\\s?(${wordAfter})?`;
// "Max 3 hours", "up to 6 people", "under 4s go free" (children under four): a number of something else is no
// amount.
const notAnAmount =
  '(?!\\s?(?:hours?|hrs?|minutes?|mins?|days?|nights?|weeks?|people|persons?|adults?|kids?|children|pax|ppl|guests?|travell?ers?|s|year|years|yrs?)\\b)';
const amount = `${before}${numberPattern}${after}${notAnAmount}`;
const upper =
  '(?:under|below|less than|cheaper than|no more than|not more than|nothing (?:over|above|more than)|not (?:over|above)|max(?:imum)?(?: of)?|at most|up to|within|budget(?: is| of)?|for less than|<|less then|lower than)';
const lower = '(?:over|above|more than|at least|min(?:imum)?(?: of)?|from|starting at|>)';

const cheapWords =
  /\b((sorted |ordered |order )?by price|price order|lowest price first|cheap|cheapest|cheaper|inexpensive|affordable|budget|low[- ]cost|lowest price|least expensive|least costly|lowest[- ]priced|most affordable|modest means|not (too )?expensive|bargain)\b/;
const dearWords =
  /\b(luxury|luxurious|premium|high[- ]end|upscale|splurge|exclusive|most expensive|priciest|dearest|expensive|fancy|vip|no object)\b/;
const totalWords =
  /\b(in total|total|altogether|all together|(for|between) (all|both|the (two|three|four|five|\d+)) of us|for the (\d+|two|three|four|five) of us|for (\d+|two|three|four|five|six) of us|for both|between us|for everyone|for the (whole )?(family|group)|for us all|for us both|all in)\b/;

/** Free as in no price, not "free dates", "free for kids" or "a free afternoon". */
const freeOfCharge =
  /^\s*(?:is there |are there |do you have )?(?:anything|something|any ?thing|any tours?|tours?|activities|things to do)(?: that(?:'s| is| are))? (?:for )?free\b(?! (?:for|of|on|dates?|time|day|afternoon|morning|evening|cancell?ation))|\bfree(?= (?:tours?|activities|things to do|walking tours?)\b)/;

type Amount = { value: number; currency?: string };

function readAmount(match: RegExpExecArray, offset: number): Amount | undefined {
  const [signBefore, digits, thousands, signAfter] = match.slice(offset, offset + 4);
  const number = digits === undefined ? undefined : readNumber(digits);
  if (number === undefined) return undefined;
  const sign = signBefore ?? signAfter;
  const currency = sign ? currencyNamed(sign.trim()) : undefined;
  return { value: thousands ? number * 1000 : number, ...(currency ? { currency } : {}) };
}

/**
 * Reads a budget from normalised text. An amount counts only beside a budget word ("under 100") or a
 * currency ("$100"), so "2 adults" or "3 hours" (read by their own parsers first) are never prices.
 * `whole` is the message before the party was read out of it: "for the 2 of us" makes the sum a total.
 */
export function extractBudget(text: string, whole = text): { budget?: BudgetWish; rest: string } {
  let rest = text;
  const budget: BudgetWish = {};
  const take = (pattern: RegExp, apply: (match: RegExpExecArray) => boolean) => {
    const match = pattern.exec(rest);
    if (match && apply(match)) rest = rest.replace(match[0], ' ');
  };
  const note = (found: Amount) => {
    if (found.currency) budget.currency = found.currency;
  };

  take(new RegExp(`\\bbetween ${amount} (?:and|to|-) ${amount}`), (match) => {
    const low = readAmount(match, 1);
    const high = readAmount(match, 5);
    // "Free between 12 and 5" is a time of day: no price names no currency and stays within a clock's hours.
    const clockHours = !low?.currency && !high?.currency && Math.max(low?.value ?? 0, high?.value ?? 0) <= 24;
    if (!low || !high || clockHours) return false;
    budget.min = Math.min(low.value, high.value);
    budget.max = Math.max(low.value, high.value);
    note(high.currency ? high : low);
    return true;
  });
  take(new RegExp(`${amount}\\s?(?:-|to)\\s?${amount}`), (match) => {
    const low = readAmount(match, 1);
    const high = readAmount(match, 5);
    // A bare range like "2-3" is hours or people; a price range shows a currency.
    if (!low || !high || (!low.currency && !high.currency) || budget.max !== undefined) return false;
    budget.min = Math.min(low.value, high.value);
    budget.max = Math.max(low.value, high.value);
    note(high.currency ? high : low);
    return true;
  });
  take(new RegExp(`${upper}\\s?${amount}`), (match) => {
    const found = readAmount(match, 1);
    if (!found || budget.max !== undefined) return false;
    budget.max = found.value;
    note(found);
    return true;
  });
  take(new RegExp(`${amount}\\s?(?:or less|or under|max(?:imum)?|tops|or below)`), (match) => {
    const found = readAmount(match, 1);
    if (!found || budget.max !== undefined) return false;
    budget.max = found.value;
    note(found);
    return true;
  });
  take(new RegExp(`${lower}\\s?${amount}`), (match) => {
    const found = readAmount(match, 1);
    // "from 3" alone is a date or a count; a minimum price names its currency or a price word.
    if (!found || budget.min !== undefined || (!found.currency && /^(from|starting at)/.test(match[0]))) {
      return false;
    }
    budget.min = found.value;
    note(found);
    return true;
  });
  // "A budget of about $100": as much as that, the tours nearest it first.
  let around = false;
  take(new RegExp(`(?:around|about|approximately|roughly|~)\\s?${amount}`), (match) => {
    const found = readAmount(match, 1);
    if (!found?.currency || budget.max !== undefined) return false;
    budget.max = found.value;
    around = true;
    note(found);
    return true;
  });
  // A plain "$120" (or "120 dollars") with no word before it reads as the most they want to pay.
  take(new RegExp(amount), (match) => {
    const found = readAmount(match, 1);
    if (!found?.currency || budget.max !== undefined || budget.min !== undefined) return false;
    budget.max = found.value;
    note(found);
    return true;
  });

  // "Anything free?", "free tours": nothing to pay (the least expensive come first when there is none).
  take(freeOfCharge, () => {
    if (budget.max !== undefined) return false;
    budget.max = 0;
    return true;
  });
  const forEveryone = totalWords.test(rest) || totalWords.test(whole);
  if (forEveryone && (budget.max !== undefined || budget.min !== undefined)) {
    budget.total = true;
    rest = rest.replace(totalWords, ' ');
  }
  if (cheapWords.test(rest)) {
    budget.sort = 'price-asc';
    rest = rest.replace(cheapWords, ' ');
  } else if (dearWords.test(rest) || around) {
    budget.sort = 'price-desc';
    rest = rest.replace(dearWords, ' ');
  }
  return Object.keys(budget).length > 0 ? { budget, rest } : { rest };
}
