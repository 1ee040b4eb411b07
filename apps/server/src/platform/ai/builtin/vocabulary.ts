import { createRequire } from 'node:module';
import { editDistance, typosAllowed } from './text.ts';

/**
 * Words that say nothing about which tour is meant: grammar, politeness, and the words of the questions
 * themselves ("included", "available"). What is left of a message once they and the understood wishes
 * are gone names a tour ("the tea ceremony") or a topic to search for ("sushi", "temples").
 */
const ignored = new Set(
  `a about above across after again against all also am an and any anything are aren't around as at available
  availability back be because been before being below best between book booked booking bookings both but by
  can can't cannot could day days did do does doing done don't down during each else even ever every
  everything few find for found free from fun get give go going good got great had has have having he help her
  here hers him his how i i'd i'll i'm i've if in include included includes including info information into is
  isn't it it's its just kind know let like looking look make many may maybe me meet meeting might mine more
  most much must my need nice no nor not now of off ok okay on once one only or other our ours out over own
  place places please point pretty price prices really recommend recommendation recommendations right same see
  seats should show so some something spots still such suggest suggestions sure take tell than thank thanks that
  that's the their them then there these they thing things this those through to too tour tours trip trips
  try under until up us very visit want wanted was way we we're well were what what's when where which while
  who why will with within would yes yet you your yours
  activity activities experience experiences option options idea ideas plan planning travel traveling
  travelling trip vacation holiday holidays japan japanese time times date dates day night start starts
  anywhere somewhere interested interesting awesome amazing cool lovely best top popular perfect available
  weekend week month year today tomorrow hi hello hey please could would also tonight morning afternoon evening
  people person adults adult kids kid children child family group guide guided long cost costs fee fees
  language languages speak spoken english rating ratings rated review reviews stars cancel cancellation refund
  policy hours hour minutes bring end finish begin duration excluded exclude extra size details detail about
  reserve reservation space left open running run offered departure departures sold full cheap cheaper
  expensive budget dollars dollar usd yen per total much many ones more else another different other others
  show give list lists tell explain describe like love enjoy wanna gonna am is are be near nearby close
  area region city town prefecture places spot spots go join come bye goodbye cheers hiya howdy yo thx ok
  sounds good lovely wonderful fine sorry oh ah hmm well max maximum min minimum year years yo bring
  rated highest popular bestseller bestsellers shorter longer quicker pricier fancier seniors senior elderly
  short quick big room splurge anniversary honeymoon birthday visiting first we'd you'd i'd they'd suit suits suited suitable ideal fits young little small provide provided gear equipment longest shortest quickest where's when's who's how's there's here's let's older retired retiree retirees pensioner pensioners aged age ages bonjour hola hallo konnichiwa konichiwa ohayo greetings difference between compare which better
  possible possibly doable wife husband partner girlfriend boyfriend fiance fiancee daughter daughters son sons
  mum mom mother dad father parents grandparents father-in-law mother-in-law in-laws grandma grandpa friends friend colleagues coworkers together
  based staying stay recommend would love pls plz lol haha thx dont mind head pp each guys
  kicking kick kicks off visits two three four five works roughly sell sells selling sold offer offers offering
  stuff obsessed obsession keen fan fans huge crazy fond passionate loves loved latest-starting
  earliest-starting clients client traveller travellers traveler travelers add adding
  leaving departing heading window fit landed landing arrived arriving avoid weekday weekdays excursion excursions operate operates return returns gift gifts present voucher joinin' argh ugh oops whoops yikes meh dang darn damn sigh cover covers covered flight flights plane money paying spend spending fr tbh ngl imo btw omg um umm uh uhm erm yeah yep land seasick horribly terribly stroller strollers pram prams buggy pushchair terrify terrifies terrified scared afraid frightened heights type
  kindly share revert needful splendid marvellous delightful grateful obliged manage couple ship ships calls calling aboard onboard dock docks docked docking terminal pier passenger passengers ashore
  bored boring tired exhausted jetlag jetlagged jet lag nap naps napping survive energy fade honest wishlist
  backup worst lowest poorest worth`.split(/\s+/),
);

/**
 * Beyond our own list, the common English words of stopwords-iso ("next", "past", "work", "anyone") name
 * no tour either: left in a search they find whatever description happens to use them. Kept are the few
 * that do describe tours ("early" morning, "first" light, the "old" town, a "home" visit, "fire" festivals).
 */
const describesTours = new Set([
  'early',
  'first',
  'old',
  'older',
  'oldest',
  'high',
  'home',
  'fire',
  'ring',
  'world',
  'new',
  'inner',
  'half',
  'shell',
  'wells',
  // And a word of our service's: tipping the guide.
  'tip',
]);
const { en: englishStopwords } = createRequire(import.meta.url)('stopwords-iso') as { en: string[] };
/** Only whole words: its two-letter codes include "mt" (Mount), and a typo of "nearly" is "early". */
const commonWords = new Set(
  englishStopwords.filter((word) => word.length > 2 && !describesTours.has(word) && !ignored.has(word)),
);

const longIgnored = [...ignored].filter((word) => word.length >= 5);

/** An ignored word, or one a typo away from a long ignored word ("tuors", "availble"). */
function isIgnored(word: string): boolean {
  if (ignored.has(word) || commonWords.has(word)) return true;
  const allowed = typosAllowed(word.length);
  return allowed > 0 && longIgnored.some((known) => editDistance(word, known, allowed) <= allowed);
}

/** Travellers' spellings of a word the catalog spells otherwise: its "Hotel pick-up" is indexed as "pick". */
const catalogSpelling = new Map([
  ['pickup', 'pick'],
  ['pickups', 'pick'],
]);

/** The words of a normalised text that could name a tour or a topic. */
export function contentWords(text: string): string[] {
  return (text.match(/[a-z0-9][a-z0-9'-]*/g) ?? [])
    .filter((word) => word.length > 1 && !/^\d+$/.test(word) && !isIgnored(word))
    .map((word) => catalogSpelling.get(word) ?? word);
}
