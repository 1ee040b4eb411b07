import { describe, expect, it } from 'vitest';
import { extractBudget } from './budget.ts';
import { extractDuration } from './duration.ts';
import { extractLanguage, extractStart } from './guide-wishes.ts';
import { extractOrdinal, readPick } from './ordinals.ts';
import { extractGroupCap, extractParty } from './party.ts';
import { normalise } from './text.ts';

const budget = (text: string) => extractBudget(normalise(text)).budget;
const duration = (text: string) => extractDuration(normalise(text)).duration;
const party = (text: string) => extractParty(normalise(text));
const ordinal = (text: string) => extractOrdinal(normalise(text)).ordinal;

describe('budget', () => {
  it.each([
    ['under $100', { max: 100, currency: 'USD' }],
    ['less than 80 dollars', { max: 80, currency: 'USD' }],
    ['below 150', { max: 150 }],
    ['no more than 60 bucks', { max: 60, currency: 'USD' }],
    ['$120 max', { max: 120, currency: 'USD' }],
    ['a budget of $200', { max: 200, currency: 'USD' }],
    ['over $100', { min: 100, currency: 'USD' }],
    ['between $50 and $100', { min: 50, max: 100, currency: 'USD' }],
    ['$50-$90', { min: 50, max: 90, currency: 'USD' }],
    ['under ¥10,000', { max: 10000, currency: 'JPY' }],
    ['up to 10k yen', { max: 10000, currency: 'JPY' }],
    ['around $100', { max: 100, sort: 'price-desc', currency: 'USD' }],
    ['anything under £40 in Tokyo?', { max: 40, currency: 'GBP' }],
    ['5000 rupees per person', { max: 5000, currency: 'INR' }],
    ['our budget is 500 dirham per person', { max: 500, currency: 'AED' }],
    ['got about 100 aussie dollars for osaka', { max: 100, sort: 'price-desc', currency: 'AUD' }],
    ['300,000 won for both of us', { max: 300000, total: true, currency: 'KRW' }],
    ['Kyoto, max 700 SEK per activity', { max: 700, currency: 'SEK' }],
  ])('%s', (text, expected) => {
    expect(budget(text)).toEqual(expected);
  });

  it('reads a currency only as a word or sign of its own: "2 wonderful days", "platform 9"', () => {
    expect(budget('2 wonderful days in kyoto')).toBeUndefined();
    expect(budget('meet at platform 9 at 10am')).toBeUndefined();
  });

  it('reads no amount in an age: "are under 4s free?"', () => {
    expect(budget('do 3 year olds pay full price? or are under 4s free like at home')).toBeUndefined();
  });

  it('reads cheap and luxury as an order, and a total as the whole party', () => {
    expect(budget('something cheap')).toEqual({ sort: 'price-asc' });
    expect(budget('a luxury experience')).toEqual({ sort: 'price-desc' });
    expect(budget('under $300 in total')).toEqual({ max: 300, currency: 'USD', total: true });
    expect(budget('about $150 between us')).toEqual({
      max: 150,
      currency: 'USD',
      total: true,
      sort: 'price-desc',
    });
  });

  it('reads "anything free?" as nothing to pay, and not free dates, free for kids or a free afternoon', () => {
    expect(budget('anything free?')).toEqual({ max: 0 });
    expect(budget('free walking tours in tokyo')).toEqual({ max: 0 });
    expect(budget('any free dates on saturday?')).toBeUndefined();
    expect(budget('is it free for kids?')).toBeUndefined();
    expect(budget('i have a free afternoon')).toBeUndefined();
  });

  it('leaves numbers that are not prices alone', () => {
    expect(budget('for 3 people')).toBeUndefined();
    expect(budget('on may 3')).toBeUndefined();
    expect(budget('from 3')).toBeUndefined();
  });
});

describe('duration', () => {
  it.each([
    ['a half day tour', { max: 300 }],
    ['half-day', { max: 300 }],
    ['a full day', { min: 420 }],
    ['all-day trip', { min: 420 }],
    ['under 3 hours', { max: 180 }],
    ['less than 2 hrs', { max: 120 }],
    ['no longer than 90 minutes', { max: 90 }],
    ['at least 4 hours', { min: 240 }],
    ['8 hours or longer', { min: 480 }],
    ['a 2-hour walk', { min: 90, max: 150 }],
    ['tours that take about 4 hours', { min: 200, max: 280 }],
    ['an 8 hour day trip', { min: 400, max: 560 }],
    ['2 to 4 hours', { min: 120, max: 240 }],
    ['something short', { max: 180 }],
    ['what can I do in like 2 hours', { max: 120 }],
    ['we have 3 hours in Osaka', { max: 180 }],
    ['and only have about two hours', { max: 120 }],
    ['we only have an hour or two before our train', { max: 120 }],
    ['nothing longer than 3 hours pls', { max: 180 }],
    ['only have an hour and a half, anything that short?', { max: 90 }],
    ['2 and a half hours or less', { max: 150 }],
    ['in kyoto, not the whole day', { max: 419 }],
    ['a proper full day, 8 hours or more', { min: 480 }],
    ['half day tours in Kyoto, max 3 hours?', { max: 180 }],
    ['full day trips ok for children? maximum 9 hours please', { min: 420, max: 540 }],
  ])('%s', (text, expected) => {
    expect(duration(text)).toEqual({ ...expected, said: expect.any(String) });
  });

  it("leaves no word of a day's length to search for once the hours said it", () => {
    expect(extractDuration(normalise('half day tours in Kyoto, max 3 hours?')).rest).not.toMatch(/half|day/);
  });

  it('does not read "a day trip" as a length', () => {
    expect(duration('a day trip from tokyo')).toBeUndefined();
  });
});

describe('party', () => {
  it.each([
    ['2 adults and 1 child', { adults: 2, children: 1 }],
    ['two adults and a child', { adults: 2, children: 1 }],
    ['family of four with two kids', { adults: 2, children: 2 }],
    ['for 3 people', { adults: 3, children: 0, headcount: true }],
    ['we are 5', { adults: 5, children: 0, headcount: true }],
    ['group of 6 with 2 children', { adults: 4, children: 2 }],
    ['me and my wife', { adults: 2, children: 0 }],
    ['me + wife + 3 kids (12, 9, 6)', { adults: 2, children: 3 }],
    ['me and partner', { adults: 2, children: 0 }],
    ['just me', { adults: 1, children: 0, headcount: true }],
    ['3 adults', { adults: 3, children: 0 }],
    ['2 adults, 1 teen and 1 child', { adults: 2, children: 2 }],
    ['two kids and a baby', { adults: 1, children: 3, assumed: 'one adult' }],
    ['maiko dinner for 2 and a baby', { adults: 2, children: 1 }],
    ['tsukiji for me and both kids', { adults: 1, children: 2 }],
    ['price for 2 grown men', { adults: 2, children: 0 }],
    ['12 staff', { adults: 12, children: 0, headcount: true }],
    ['for me, my wife and our daughter (12)', { adults: 2, children: 1 }],
    // A 15-year-old pays as an adult, but no tour for adults only takes him.
    ['me, my husband and our son (15)', { adults: 3, children: 0, minors: true }],
    ['2 adults, 1 kid (9) and grandma (79)', { adults: 3, children: 1 }],
    ['for the two of us? we are 82 and 79', { adults: 2, children: 0 }],
    ['sons 14 and 16, total price for 4?', { adults: 4, children: 0, minors: true }],
    ['for my boss, his wife and their 5-year-old', { adults: 2, children: 1 }],
    ['9 students plus me', { adults: 10, children: 0, headcount: true }],
    ['me + 2 other nurses', { adults: 3, children: 0, headcount: true }],
    ['for 2 adults + our baby', { adults: 2, children: 1 }],
    ['my wife and our son (10) are coming. for the three of us, how much?', { adults: 2, children: 1 }],
    ['can my cousin come with me? she is 17', { adults: 2, children: 0, minors: true }],
    ['travelling with my parents and our 6 year old', { adults: 3, children: 1 }],
    ['a gift for my parents', { adults: 2, children: 0 }],
    ['for me, my husband and our kids (7 and 10)', { adults: 2, children: 2 }],
    ['sake walk for 3 friends', { adults: 3, children: 0, headcount: true }],
    ['a family of 4, kids are 9 and 11', { adults: 2, children: 2 }],
    ['how much for 4 of us (2 are kids)', { adults: 2, children: 2 }],
    ["a tour for my parents (72 and 75), it's just for them, we won't be there", { adults: 2, children: 0 }],
    ['my husband and I, both in our late seventies', { adults: 2, children: 0 }],
    ['gion at dusk for us two plus my mum, how much altogether?', { adults: 3, children: 0 }],
    ['maiko dinner for me and mum', { adults: 2, children: 0 }],
    ['8 teachers + 1 grandson aged 9: total for the Nara morning tour', { adults: 8, children: 1 }],
    ["me and ma brother, what's the damage?", { adults: 2, children: 0 }],
  ])('%s', (text, expected) => {
    expect(party(text).party).toEqual(expected);
  });

  it('leaves no age to search for: "my mum is 75 years old"', () => {
    expect(party('my mum is 75 years old and walks slowly').rest).not.toMatch(/\bold\b|75/);
  });

  it('reads who joins the party told before, unless the counts said are the whole party', () => {
    expect(party('and if grandma comes too?').party?.joining).toEqual({ adults: 1, children: 0 });
    expect(party('and if my 12 y/o son joins?').party?.joining).toEqual({ adults: 0, children: 1 });
    expect(party('what if 2 more friends join?').party?.joining).toEqual({ adults: 2, children: 0 });
    expect(party('and if the grandparents and both kids come too?').party?.joining).toEqual({
      adults: 2,
      children: 2,
    });
    expect(party('and if the grandparents and both kids come too? 4 adults 2 children').party).toEqual({
      adults: 4,
      children: 2,
    });
    expect(party('if we come in winter, is it cold?').party).toBeUndefined();
    expect(party('can we add 2 more days to the trip?').party).toBeUndefined();
  });

  it('says what it assumed when the message leaves it open', () => {
    expect(party('a family of 5').party).toEqual({
      adults: 2,
      children: 3,
      assumed: '2 adults and 3 children',
      headcount: true,
    });
    expect(party('2 kids').party).toEqual({ adults: 1, children: 2, assumed: 'one adult' });
  });

  it('hears family wishes, with or without a count', () => {
    expect(party('family friendly tours').familyFriendly).toBe(true);
    expect(party('something with the kids').familyFriendly).toBe(true);
    expect(party('2 adults and 1 child').familyFriendly).toBe(true);
    expect(party('2 adults').familyFriendly).toBe(false);
  });

  it('counts twins as two children, and a teenager beside counted adults as one adult more', () => {
    expect(party('me, my husband and our twins (2 years old)').party).toMatchObject({
      adults: 2,
      children: 2,
    });
    expect(party('2 adults and our 14-year-old').party).toMatchObject({ adults: 3, children: 0 });
    expect(party('2 adults and our 9-year-old').party).toMatchObject({ adults: 2, children: 1 });
    expect(party('our grandkids (6 and 9) are joining us').party).toMatchObject({ children: 2 });
  });

  it('tells a family wish said in words from one implied by a child in the party', () => {
    expect(party('ok for kids?').familyAsked).toBe(true);
    expect(party('2 adults and 1 child').familyAsked).toBe(false);
    // Small children ask for a family tour however the party was said; a 12-year-old does not.
    expect(party('with the little ones (4 & 7)').familyAsked).toBe(true);
    expect(party('me and my 3 year old').familyAsked).toBe(true);
    expect(party('osaka w/ our 12yo son').familyAsked).toBe(false);
  });

  it('reads no party from people only mentioned', () => {
    expect(party('my friend recommended the tea ceremony').party).toBeUndefined();
  });

  it('reads teenagers spoken of as a wish for tours that take them, and no search word', () => {
    const teens = party('tokyo tours that teens can join');
    expect(teens.teens).toBe(true);
    expect(teens.familyAsked).toBe(false);
    expect(teens.rest).not.toContain('teens');
  });

  it('reads a largest group as no party', () => {
    expect(extractGroupCap(normalise('kyoto, 8 people max?')).groupCap).toBe(8);
    expect(extractGroupCap(normalise('no more than ten people in the group')).groupCap).toBe(10);
    expect(extractGroupCap(normalise('fewer than 8 people please')).groupCap).toBe(7);
    expect(extractGroupCap(normalise('for 8 people')).groupCap).toBeUndefined();
  });
});

describe('ordinals', () => {
  it.each([
    ['the second one', 2],
    ['the first', 1],
    ['tell me about the 3rd one', 3],
    ['#2', 2],
    ['number 4 please', 4],
    ['option 1', 1],
    ['the last one', 'last'],
    ['and the last?', 'last'],
    ['what about the last of them', 'last'],
    ['2', 2],
    ['the 2nd?', 2],
  ] as const)('%s', (text, expected) => {
    expect(ordinal(text)).toBe(expected);
  });

  it('picks a listed tour by price or length only when the message points at one', () => {
    expect(readPick(normalise('the cheapest one'))).toBe('cheapest');
    expect(readPick(normalise('which one is the shortest?'))).toBe('shortest');
    expect(readPick(normalise('the most expensive'))).toBe('dearest');
    expect(readPick(normalise('show me the cheapest tours in Kyoto'))).toBeUndefined();
  });

  it('ignores ordinal words that point at nothing', () => {
    expect(ordinal('my first time in japan')).toBeUndefined();
    expect(ordinal('wait a second')).toBeUndefined();
    expect(ordinal('on the 2nd')).toBeUndefined();
    expect(ordinal('need the last train back to kyoto')).toBeUndefined();
    expect(ordinal('the last 4 days of our trip')).toBeUndefined();
    expect(ordinal('fuji tour 3 people how much')).toBeUndefined();
    expect(ordinal('which dates in the first 10 days of next month')).toBeUndefined();
  });
});

describe("the guide's language and the start time", () => {
  const language = (text: string) => extractLanguage(normalise(text)).language;
  const start = (text: string) => extractStart(normalise(text)).start;

  it('reads a language only where it names the guide', () => {
    expect(language('tours in Spanish')).toBe('Spanish');
    expect(language('a French-speaking guide')).toBe('French');
    expect(language('guided in mandarin')).toBe('Chinese');
    expect(language('Japanese food in Osaka')).toBeUndefined();
  });

  it('reads when the tour should start', () => {
    expect(start('evening tours')).toMatchObject({ from: '16:00' });
    expect(start('starting after 5pm')).toMatchObject({ from: '17:00' });
    expect(start('after 18:30')).toMatchObject({ from: '18:30' });
    expect(start('before 10am')).toMatchObject({ to: '10:00' });
    expect(start('a morning tour')).toMatchObject({ to: '12:00' });
    expect(start('at sunrise')).toMatchObject({ to: '07:00' });
    expect(start('early morning tours')).toMatchObject({ to: '08:00' });
    expect(start('from 50 dollars')).toBeUndefined();
    expect(start('anything that starts after noon?')).toMatchObject({ from: '12:00' });
    expect(start('tokyo tours starting 10am or later')).toMatchObject({ from: '10:00' });
    expect(start('night owl here')).toMatchObject({ from: '16:00' });
    expect(start('night views in tokyo?')).toMatchObject({ from: '16:00' });
    expect(start('any tours in the late afternoon or evening?')).toEqual({
      from: '15:00',
      said: 'in the late afternoon or evening',
    });
    // A window of the day without a meridiem, not a budget.
    expect(start('something in kyoto that starts after lunch, like between 12 and 5?')).toMatchObject({
      from: '12:00',
      endsBy: '17:00',
    });
    expect(budget('something in kyoto between 12 and 5')).toBeUndefined();
    expect(budget('kyoto tour between 50 and 100')).toMatchObject({ min: 50, max: 100 });
  });

  it('reads "nothing before 11", "nothing in the mornings" and "finished by noon"', () => {
    expect(start('nothing that starts before 11 lol')).toMatchObject({ from: '11:00' });
    expect(start('a half-day in the afternoon, nothing in the mornings please')).toMatchObject({
      from: '12:00',
    });
    expect(start('morning tours that are finished by noon')).toMatchObject({ endsBy: '12:00' });
    expect(start('prefer to be back before dark')).toMatchObject({ endsBy: '17:00' });
    // A start and an end said together are both kept; an end alone stays alone.
    expect(start('evening tours that finish before 10pm')).toMatchObject({ from: '16:00', endsBy: '22:00' });
    // A day in port: ashore from one time, back on board by another.
    expect(start('the ship docks at 7am and all aboard is 5:30pm')).toMatchObject({
      from: '07:00',
      endsBy: '17:30',
    });
    expect(start('our ship is in kobe from 8 in the morning to 6 in the evening')).toMatchObject({
      from: '08:00',
      endsBy: '18:00',
    });
    expect(start('finished by noon (we pray after 12)')).toEqual({ endsBy: '12:00', said: 'over by 12:00' });
  });

  it('reads "not morning people" as late risers', () => {
    expect(start('afternoon tours? we are not morning people')).toMatchObject({ from: '12:00', to: '17:00' });
  });

  it('reads a late riser as a wish for a later start, unless a time is said too', () => {
    expect(start('i am NOT a morning person')).toMatchObject({ from: '11:00' });
    expect(start('i hate mornings, something in kyoto?')).toMatchObject({ from: '11:00' });
    // The time said wins over the words about the traveller ("at night" is not "a morning").
    expect(start('cheap tours at night? i am not a morning person')).toMatchObject({ from: '16:00' });
    expect(start('i hate mornings. anything after 2pm?')).toMatchObject({ from: '14:00' });
  });

  it('reads when the tour should be over', () => {
    expect(start('a free afternoon from 1pm to 6pm')).toMatchObject({ from: '13:00', endsBy: '18:00' });
    expect(start('back by lunch time')).toMatchObject({ endsBy: '12:30' });
    expect(start('we need to be back by 8pm')).toMatchObject({ endsBy: '20:00' });
    expect(start('starting after lunch')).toMatchObject({ from: '12:00' });
    expect(start('must be back at my hotel in shinjuku by 21:30')).toMatchObject({ endsBy: '21:30' });
    // A window with no "from": the second time says it is one; "2-3 hours" is a length.
    expect(start('free 1pm-5pm in kyoto on thursday')).toMatchObject({ from: '13:00', endsBy: '17:00' });
    expect(start('free 14:00 to 18:00')).toMatchObject({ from: '14:00', endsBy: '18:00' });
    expect(start('something 2-3 hours long')).toBeUndefined();
  });

  it('reads "at 9 or later" as a start from 9, and hours written in words', () => {
    expect(start('anything in kyoto that starts at 9 or later?')).toMatchObject({ from: '09:00' });
    expect(start('does not start before ten')).toMatchObject({ from: '10:00' });
    expect(start('back by six')).toMatchObject({ endsBy: '18:00' });
    expect(start('after two of us join')).toBeUndefined();
  });
});
