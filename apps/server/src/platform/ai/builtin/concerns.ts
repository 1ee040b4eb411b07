/**
 * Practical worries our pages answer, known by a telling word whatever story comes with it: "what if we are
 * 10 min late to the meeting point, mum is slow in the mornings" is the FAQ on running late, though most of
 * its words are the story. The page search weighs every word of a message alike, so a long, worried message
 * holds too little of any page; these cues name the page outright. Each is a worry no tour answers: a tour
 * in view or named still gets its own facts first (the caller checks). The needs the catalog does not
 * record (access, diets, luggage...) and their pages are here too, below the worries.
 */
type Concern = {
  cue: RegExp;
  page: string;
  /** A second word the message must hold too ("licensed" of the guides, not of the vehicles). */
  also?: RegExp;
  /** Words that make it a wish for tours instead ("which tours would I enjoy? I'm blind"). */
  unless?: RegExp;
  /** A tour in view answers first: its page may list the insurance or the drinks it includes. */
  tourFirst?: true;
  /** A fact asked of a tour answers first ("I'm diabetic: does the Nikko tour include lunch?"). */
  factFirst?: true;
  /** The one place the page is about: "the best time to visit Tokyo" is not the page on Kyoto's seasons. */
  placeOnly?: string;
  /** Asked with cancelling or paying, it is still this worry: "do you cancel it if nobody else books?". */
  beforeRules?: true;
  /** What our pages say of it before the page quoted, linked to where they say it. */
  lead?: string;
};

const concerns: Concern[] = [
  {
    // "How hot does Kyoto get in summer? will the tours still run at 38 degrees": summer's heat, from the page
    // on the seasons, and what to bring for it.
    cue: /\b(how hot|too hot|so hot|heat ?waves?|heat ?stroke|the heat|\d\d ?(degrees|°c?)|humid(ity)?)\b/,
    also: /\b(summer|july|august|run|still|tours?|cope|manage|bear|handle|get)\b/,
    unless:
      /\b(evening|night|early|morning|which|what) (tours?|ones?)\b|\b(tours?|anything|something) (in the )?(evening|morning|early)\b/,
    page: '/faq#best-season-kyoto',
    placeOnly: 'kyoto',
  },
  // The site and the account: how they work, from the help pages and the FAQ.
  {
    // "How are your star ratings calculated?"
    cue: /\bhow (are|is|do you) (your |the |a tour'?s? )?(star )?(ratings?|stars|scores?|average) (calculated|worked out|computed|counted|made|decided)\b|\bhow do you (calculate|work out|compute) (the |your )?(ratings?|stars|scores?)\b/,
    page: '/faq#reviews',
  },
  {
    // "We have never used the site before. How do I sign up?"
    cue: /\bhow (do|can|should) (i|we) (sign ?up|register|create (an |my |our )?account|make (an |my |our )?account|open (an |my )?account|join (the site|up))\b|\bwhere (do|can) (i|we) (sign ?up|register)\b/,
    page: '/help#booking-a-tour',
  },
  {
    // "Is there an age limit for the account? Our granddaughter is 16."
    cue: /\b(age limit|minimum age|how old)\b.{0,40}\baccount\b|\baccount\b.{0,40}\b(age limit|minimum age|how old)\b|\b1[0-7]\b.{0,60}\b(book (her|his|their) own|(own|an|her|his) account)\b/,
    page: '/terms#account',
  },
  {
    // "Someone else used my account, what do I do?"
    cue: /\b(someone|somebody|a stranger) (else )?(has |may have |might have )?(used|using|accessed|logged into|logged in to|got into|is in|broke into|hacked) (my|our) account\b|\b(my |our )?account (was |has been |got |is )?(hacked|compromised|broken into)\b/,
    page: '/terms#account',
  },
  {
    // "I booked yesterday but never got a confirmation e-mail. Did it go through?"
    cue: /\b(never|not|didn'?t|haven'?t|did not|have not) (got|get|gotten|receive|received)\b.{0,30}\b(confirmation|booking e-?mail|e-?mail)\b|\bconfirmation (e-?mail |mail )?(never came|never arrived|didn'?t (come|arrive)|has not (come|arrived)|hasn'?t (come|arrived))\b/,
    page: '/faq#my-bookings',
  },
  {
    // "The link never came", "the reset e-mail didn't arrive": the password's link.
    cue: /\b(link|reset e-?mail|password e-?mail)\b.{0,20}\b(never came|never arrived|didn'?t (come|arrive)|did not (come|arrive)|not (come|arrived)|hasn'?t (come|arrived)|isn'?t coming)\b/,
    page: '/faq#forgot-password',
  },
  {
    // "How do I leave a review?", "I gave it 4 stars by mistake, can I change it?"
    cue: /\bhow (do|can|should) (i|we) (leave|write|post|add|give|submit) (a |my |our )?(review|rating)\b|\b(change|edit|update|correct|fix) (my|the|our) (review|rating|stars)\b|\bgave (it |them )?\d (stars?|out of)\b.{0,40}\b(mistake|meant|wrong|change)\b/,
    page: '/faq#reviews',
  },
  {
    // "Could I delete a review altogether?"
    cue: /\b(delete|remove|take down|withdraw) (my |a |the |our )?(review|rating)s?\b/,
    page: '/terms#reviews',
  },
  {
    // "Are you open on Saturdays? I want to call", "open on sundays?": the office, not a tour (asked first).
    cue: /\b(are you|is (the|your) office|you guys|is anyone|is (your )?support|is customer service|is the phone( line)?) (even )?open\b|^(are you )?open (on )?(sundays?|saturdays?|weekends?|holidays?|public holidays)\b|\b(office|opening|business|support) hours\b|\bwhat time do you (open|close)\b/,
    page: '/contact#office-hours',
    tourFirst: true,
  },
  {
    // "How fast do you answer e-mails?"
    cue: /\bhow (fast|quickly|soon|long)\b.{0,25}\b(answer|reply|respond|get back)\b.{0,25}\b(e-?mails?|messages?|me|us)\b/,
    page: '/contact#reach-us',
  },
  {
    // "Can you text the ticket to my phone by SMS?"
    cue: /\b(sms|text message|whatsapp)\b.{0,40}\bticket\b|\bticket\b.{0,40}\b(sms|by text|text message|whatsapp)\b|\btext (me )?the ticket\b/,
    page: '/faq#ticket',
  },
  {
    // "We are 10 min late", "will they wait for us?", "we can't find the group"; not "late afternoon tours".
    cue: /\b(i'?m|i am|we'?re|we are|are|am|is|be|being|get|gets|arrive|arriving|running|come|coming|turn up|show up)( \w+)?( a (bit|little)| \d+ ?(min(ute)?s?)| (five|ten|fifteen|twenty|a few) min(ute)?s)? late\b(?! (afternoon|evening|night|morning|in the|start|tours?|ones?|departures?|cancel|to (book|cancel)))|\b(will|would|does|do) (the guide|they|the group|you|he|she) wait\b|\bwait for (us|me|latecomers)\b|\bcan'?t find (the|my|our) (group|guide|meeting point)\b|\b(get|got|getting) lost\b/,
    page: '/faq#running-late',
  },
  {
    // "What if I wake up sick on the day and can't come?": cancelling late, whatever the reason.
    cue: /(?<!(sea|car|motion|travel)[- ]?)\b(sick|ill|unwell|fever|covid|flu|injured|hospital)\b/,
    also: /\b(the day|tour|can'?t (come|make it|go|join)|miss|lose|money|cancel)\b/,
    page: '/faq#late-cancellation',
  },
  { cue: /\binsur(ance|ed)\b/, page: '/terms#insurance', tourFirst: true },
  {
    // "Will you match that price?", "any booking fee on top?", "will it get cheaper if I wait?": how our prices
    // are set and fixed. A tour in view answers "what costs extra" with its own list.
    cue: /\bprice[- ]?match(es|ing)?\b|\bmatch (that|the|their|this|a|his|her) (price|rate|offer)\b|\b(cheaper|for less|lower price|better price) (on|at|from|with|through) (another|other|a different|an?other)\b|\b(booking|card|service|credit card|hidden|processing|admin|administration|transaction) (fees?|charges?|costs?)\b|\bfees? on top\b|\b(will|does|do|would|could) (it|they|the price|prices|tours?) (ever )?(get|go|come|be) (cheaper|down|up|lower)\b|\bprices? (ever )?(change|go (up|down)|drop)\b/,
    page: '/terms#prices',
    tourFirst: true,
  },
  {
    // "How much should I tip the guide?", "are gratuities expected?"; not "any tips for Kyoto?".
    cue: /\b(tip|tips|tipping|gratuity|gratuities)\b/,
    also: /\b(guide|guides|driver|how much|should|expected|customary|included|do (i|we|you)|is it|rude|usual|cash)\b/,
    page: '/faq#tipping',
    tourFirst: true,
  },
  // Trust: whether the reviews, the guides, the company and the data are what they seem.
  {
    // "How do I know the reviews aren't fake?", "are those reviews real or bought?"
    cue: /\breviews?\b/,
    also: /\b(fake|real|bought|paid|genuine|honest|verified|trust|legit|actually (went|been|took)|people who (actually )?(went|did|took))\b/,
    page: '/features/trusted-travelers#verified',
  },
  {
    // "What happens if the guide just doesn't show up?"
    cue: /\bguide (just |simply |never )?(doesn'?t|does not|didn'?t|did not|won'?t|never) (show|turn|come|appear)|\bno[- ]show (by|from|of) (the |your )?guide|\bguide (is a )?no[- ]show|\b(left|stood) (standing|waiting)\b.*\bguide\b|\bguide\b.*\b(doesn'?t|does not|didn'?t) (show|turn) up\b/,
    page: '/faq#we-cancel',
  },
  {
    // "Who can see my name and phone number?", "do you sell my email?", "how long do you keep my details?"
    cue: /\bwho (can |gets to |will )?(see|sees|has access to|gets) (my|our) (name|phone|number|e-?mail|details|data|information|info)\b/,
    page: '/privacy#who-sees-it',
  },
  {
    cue: /\b(sell|sells|selling|share|shares|sharing|pass|give) (my|our) (e-?mail|data|details|information|info|number|address)\b|\b(advertisers|marketers|third parties|spam)\b/,
    also: /\b(my|our) (e-?mail|data|details|information|info|number|address)\b/,
    unless: /\bcookies?\b/,
    page: '/privacy#how-we-use-it',
  },
  {
    cue: /\bhow long (do|will|would) you (keep|store|hold|retain)\b|\b(delete|erase) (my|our) (data|details|information|info)\b/,
    page: '/privacy#retention',
  },
  {
    cue: /\b(passport|passport number|id card|national id)\b/,
    also: /\b(need|needs|require|required|ask|asks|give|book|booking)\b/,
    page: '/privacy#what-we-collect',
  },
  {
    // "How do I know you're a real company and not a scam site?"
    cue: /\b(scam|scams|scammers?|fraud|fake (company|site|website)|real company|legit(imate)?|trustworthy|who (are|is) (you|behind|tabi)|are you (a )?real)\b/,
    unless:
      /\breviews?\b|\blicen[cs]\w*|\bthat (isn'?t|is not|aren'?t|are not) a scam\b|\b(getyourguide|viator|klook|tripadvisor|kkday|other (company|site|sites))\b.*\blegit\b/,
    page: '/about#who-we-are',
  },
  {
    // "Why book with you instead of Viator?", "do you run it yourselves or resell someone else's trip?"
    cue: /\bwhy (should i |would i |do i |)?(book|choose|go) (with )?(you|your|tabi)\b|\b(which|who) is better,? (you|you guys|tabi|tabi tours) or\b|\b(you|you guys|tabi) (vs\.?|versus|or) (viator|getyourguide|klook|tripadvisor|kkday)\b|\b(instead of|rather than|better than|compared to|vs\.?|versus) (viator|getyourguide|klook|tripadvisor|kkday|other (sites|companies))\b|\b(resell|resold|reseller|middleman|pass (it|my booking|the booking) on|local operator|subcontract\w*|run (it|them|the tours?) yourselves)\b/,
    page: '/about#how-we-choose',
  },
  {
    // "How do I know my booking is real? Do I get anything in writing?"
    cue: /\b(booking|reservation) is (real|confirmed|valid)\b|\b(anything|something|it|confirmation) in writing\b|\bproof (of|that) (my )?(booking|i booked)\b/,
    page: '/faq#instant-confirmation',
  },
  {
    // "What if the tour is nothing like the description?"
    cue: /\bnothing like (the |its )?(description|page|photos?|pictures?|advert)|\bnot (as|what was) (described|advertised|promised)|\b(different|differs) from (the |its )?(description|page|photos?)\b/,
    page: '/refund-policy#disagree',
  },
  {
    // "The date I want is full, is there a waitlist?"
    cue: /\bwait(ing)?[- ]?list(ed)?\b|\b(date|day|departure|tour)( (i|we) want(ed)?)? (is|was) (full|sold out|booked (out|up))\b/,
    page: '/faq#waitlist',
    tourFirst: true,
  },
  {
    // "Private tour: is that priced per person or per group?"
    cue: /\bprivate\b/,
    also: /\b(priced|price|prices|cost|costs|charged?|pay) (per|by the|for the whole) (person|group|head|car|vehicle|day)\b|\bper (person|group|head) or (per )?(person|group|head)\b/,
    page: '/features/customized-tours#good-to-know',
  },
  {
    // "Is there a minimum number of people?": no tour needs two to book.
    cue: /\bminimum (number|group|size|of (people|travell?ers|guests|participants|persons))\b|\bmin(imum)? (people|pax|travell?ers|participants|persons)\b|\b(not enough|too few) (people|travell?ers|guests)\b|\bhow few\b/,
    page: '/faq#travelling-alone',
  },
  {
    // "What if nobody else books it, do you cancel?", "if I'm the only one booked": no tour needs two.
    beforeRules: true,
    lead: 'No tour needs two people to book ([Can I join a tour on my own?](/faq#travelling-alone)). If we ever have to cancel one:',
    cue: /\b(nobody|no one|no-one|noone) else (books?|booked|signs? up|joins?|comes?|turns up)\b|\b(i'?m|i am|we'?re|we are) the only (one|ones|person|people|booking|traveller|guest)s?\b/,
    page: '/faq#we-cancel',
  },
  {
    // "Will they put me with other people or is it private, just me?", "I want to meet people": one seat in a
    // small group, with the others of that date.
    cue: /\b(put|place|group|join) (me|us) (with|in with) (other|others|strangers)\b|\b(join|in) a group with (other|others|strangers)\b|\bmeet (other )?(people|travell?ers)\b|\b(private|by myself|on my own),? just me\b|\bjust me,? (or|and) (a )?(group|others)\b/,
    page: '/faq#travelling-alone',
  },
  {
    // "Do I pay more because I'm on my own?", "is there a single supplement?": a seat is priced per person.
    beforeRules: true,
    cue: /\bsingle (supplement|surcharge|person (supplement|surcharge|fee))\b|\b(pay|cost|charged?|costs) (more|extra)\b(?=.*\b(alone|solo|on my own|by myself|single|just me|one person)\b)|\b(solo|single) (travell?ers?|people|persons?) (pay|charged?) (more|extra)\b/,
    page: '/terms#prices',
  },
  {
    // "Are your guides actually licensed, or students doing it on the side?"
    cue: /\b(licen[cs](e|ed|es)|certified|qualified|accredited|certificates?|qualifications?)\b/,
    also: /\bguides?\b/,
    page: '/features/expert-guides#licensed',
  },
  {
    // "Cherry blossom season - when is it?", "the best time of year to come": the FAQ on the seasons.
    cue: /\b(cherry blossoms?|sakura|hanami|autumn (leaves|colou?rs|foliage)|fall (leaves|colou?rs|foliage)|koyo|momiji) (season|time|period)\b|\bwhen (is|are|do|does) (the )?(cherry blossoms?|sakura|autumn leaves|fall foliage)\b|\b(best|ideal|nicest) (time|season|month)s?( of (the )?year)? (to (visit|go|come|travel|see)|for)\b/,
    page: '/faq#best-season-kyoto',
    placeOnly: 'kyoto',
  },
  {
    // "When does the blossom actually happen, roughly?"
    cue: /\b(cherry )?blossoms?\b|\bsakura\b|\bautumn (leaves|colou?rs)\b|\bkoyo\b/,
    also: /\b(when|what time of year|which (month|week)s?|season|peak|roughly|happen|bloom|start)\b/,
    unless: /\b(tours?|photography|photo|walks?|book|booking|private|ask for)\b/,
    page: '/faq#best-season-kyoto',
    placeOnly: 'kyoto',
  },
  {
    // "Will you remind us before the tour?"
    cue: /\bremind (me|us) (before|ahead of|about|of) (the|my|our)\b|\b(will|do|does|would|can) (you|the site|tabi|it) (send )?(me |us )?(a |any )?remind(er|ers|s)?\b|\breminders?\b/,
    page: '/faq#reminders',
  },
  {
    // "Can I save a few tours somewhere and decide later?"
    cue: /\b(save|bookmark|shortlist|keep track of)\b.*\b(tours?|them|a few|for later|somewhere)\b|\b(add|put)\b.*\bfavou?rites\b|\bwish ?list\b/,
    page: '/faq#wishlist',
  },
  {
    // "I'm 17, can I book myself?": the age to hold an account and book.
    cue: /\b(i'?m|i am|she'?s|he'?s|she is|he is) (1[0-7])\b(?! (of us|people|ppl|adults|kids|children|days|nights|hours|mins?))|\bunder[- ]?18\b|\bminors?\b|\bunder ?age\b/,
    also: /\bbook|\baccount\b|\bsign up\b/,
    page: '/terms#account',
  },
  {
    // "Can I ask for a non-alcoholic drink instead?": the FAQ on diets, where requests go.
    cue: /\b(non-?alcoholic|alcohol[- ]free|soft drinks?|mocktails?)\b|\b(something|anything) (else )?to drink instead\b/,
    page: '/faq#dietary',
    tourFirst: true,
  },
  {
    // "I travel with a guide dog", "can the guide describe things? I can't see", "hearing aids": how we
    // handle access, which the catalog does not record.
    cue: /\b(guide dogs?|service dogs?|assistance dogs?|visually impaired|blind|low vision|can'?t see|cannot see|hard of hearing|deaf|hearing aids?|sign language)\b/,
    unless:
      /\b(which|what) (tours?|experiences?|ones?|activities)\b|\b(experiences?|tours?|ones?) (would|will|could|that|which) (i|we|work)\b/,
    page: '/faq#mobility',
    factFirst: true,
  },
  {
    // "I'm booking on behalf of my boss: can his name and mobile be the contact?"
    cue: /\bon behalf of\b|\bbook(ing)? for (my|our) (boss|clients?|guests?)\b/,
    page: '/faq#how-to-book',
  },
  {
    // "I'm diabetic - can I bring my own snacks and insulin?": requests go with the booking.
    cue: /\b(diabet(ic|es)|insulin|epipen|inhaler)\b/,
    page: '/faq#dietary',
    factFirst: true,
  },
];

/**
 * The worry a message names, if it names one, given the place the message names, whether it is about a tour
 * in view or named, and whether it asks one of that tour's facts: the page that answers it, and its lead.
 */
export function concernOf(
  text: string,
  asked: { place?: string; ofATour: boolean; factOfATour: boolean; beforeRules?: boolean },
): Pick<Concern, 'page' | 'lead'> | undefined {
  return concerns.find(
    ({ cue, also, unless, tourFirst, factFirst, placeOnly, beforeRules }) =>
      (!asked.beforeRules || beforeRules) &&
      cue.test(text) &&
      (!also || also.test(text)) &&
      !unless?.test(text) &&
      !(tourFirst && asked.ofATour) &&
      !(factFirst && asked.factOfATour) &&
      !(placeOnly && asked.place && asked.place !== placeOnly),
  );
}

/** A stroller, told beside a search: a small child, and a question of access. */
export const strollerSaid = /\b(strollers?|prams?|buggy|pushchairs?)\b/;

/**
 * Needs the catalog does not record, the first that a message names, each with the page that says how we
 * handle it: access for a wheelchair or a stroller, a diet or an allergy, luggage, what to pack, what to
 * wear, a private tour. Unlike the worries above they may be asked of a tour, so the caller weighs them
 * later, after the tour's own facts and the searches.
 */
const needs = [
  {
    need: 'access',
    cue: /\b(wheelchairs?|accessible|accessibility|mobility|disabled|disability|walker|rollators?|walking frames?|crutches|strollers?|prams?|buggy|pushchairs?)\b/,
    page: '/faq#mobility',
  },
  {
    need: 'diet',
    cue: /\b(vegetarians?|vegans?|allerg(y|ies|ic)|gluten|halal|kosher|jain|dietary|diet|lactose|celiac|coeliac|nut free|pescatarian|no (onion|garlic|pork|beef|meat|fish|dairy))\b/,
    page: '/faq#dietary',
  },
  {
    need: 'luggage',
    cue: /\b(luggage|suitcases?|baggage|big bags?|backpacks?|(car|child|baby|booster|infant) seats?)\b/,
    page: '/vehicle#children-luggage-access',
  },
  {
    need: 'packing',
    cue: /\bwhat (should|do|must|to|shall) (i |we )?(bring|pack|take along|take with (me|us))\b|\bpacking list\b|\bbring (some )?(yen|cash|money)\b/,
    page: '/faq#what-to-bring',
  },
  {
    need: 'dress',
    cue: /\b(what (to|should i|should we|can i|do i|do we|must i|must we) wear|can (i|we) wear|dress code|shorts|tank top|sleeveless)\b/,
    page: '/faq#what-to-wear-temples',
  },
  {
    need: 'private',
    cue: /\bprivate (tours?|guides?|vans?|cars?|days?|group tours?|trips?|excursions?)\b|\b(just|only) for (us|our (family|group|company|team|class))\b|\bno other (people|travell?ers|guests)( at all)?\b/,
    page: '/faq#private-tour',
  },
] as const;

export type Need = (typeof needs)[number]['need'];

/** The need a message names, if any. */
export const needIn = (text: string): Need | undefined => needs.find(({ cue }) => cue.test(text))?.need;

/** The page that says how we handle a need. */
export const needPage = (need: Need): string => needs.find((each) => each.need === need)!.page;
