import { numberPattern, readNumber } from './text.ts';

/**
 * Who is travelling. `assumed` says what the answer should spell out because it was guessed; `minors`, that
 * some of the adults are 13 to 17: they pay as adults, but a tour for adults only refuses them.
 */
export type PartyWish = {
  adults: number;
  children: number;
  assumed?: string;
  minors?: true;
  /** Only a head count was said ("all 4 of us"): the party told before still says who they are. */
  headcount?: true;
  /**
   * Who joins the party told before ("and if grandma comes too?"), when the message says someone does; less
   * than none for who stays behind ("and without grandpa?").
   */
  joining?: { adults: number; children: number };
};

/**
 * Who is travelling, and whether tours that suit children are wanted: asked for in words ("kid-friendly",
 * "with the little ones"; then `familyAsked` too), or only because a child is in the party.
 */
export type PartyReading = {
  party?: PartyWish;
  familyFriendly: boolean;
  familyAsked: boolean;
  /** "Tours teens can join": tours that take children, whatever their hours or kind. */
  teens: boolean;
  rest: string;
};

/** Teenagers spoken of, not counted: "anything for teens?", "a family w/ teenagers". */
const teensSaid = /\b(?:teens?|teenagers?)\b/g;

const n = numberPattern;
/** A count that may also be "a" or "an" ("an adult and a child"). */
const one = `(${numberPattern.slice(1, -1)}|an?)`;
const childWords =
  '(?:children|child|kids?|toddlers?|babies|baby|infants?|sons?|daughters?|little ones?|teens?|teenagers?|grandkids?|grandchildren|grandchild|grandsons?|granddaughters?|step(?:kids?|children|child|sons?|daughters?))';
const adultWords = '(?:adults?|grown[- ]?ups?|grown (?:men|women)|parents?)';
const peopleWords =
  '(?:people|persons?|pax|guests?|travell?ers?|participants?|of us|of (?:my|our) (?:students|pupils|friends|colleagues|team|class|group|staff|guests|family|relatives|cousins)|ppl|tourists?|friends|students|pupils|colleagues|adults in total|pensioners|retirees|seniors|lads|guys|girls|ladies|women|men|classmates|teammates|staff(?: members)?|employees|co-?workers|team members)';
const familyWish =
  /\b(family[- ]friendly|kid[- ]friendly|child[- ]friendly|kids? friendly|for famil(?:y|ies)|(?:suitable|good|ok|okay|fine|safe|best|right) for (?:kids|children|families|teens|teenagers|little ones)|with (?:the |my |our )?(?:kids|children|family|toddlers?|little ones?|baby|son|daughter)|for (?:the |my |our )?(?:kids|children|toddlers|little ones|a family)|suits? (?:a |our |my )?famil(?:y|ies)|(?:my|our) (?:kids|children|teens|teenagers|sons|daughters)|family (?:tours?|trips?|outings?|activit(?:y|ies)|days? out|options?|stuff|fun|things))\b/;

/** Who travels with the one writing, by how they are related: one adult, two, or a child. */
const relatives = {
  adult:
    'wife|husband|partner|girlfriend|boyfriend|gf|bf|fiancee?|friend|mate|cousin|aunt|uncle|mum|mom|mother|dad|father|sister|brother|colleague|boss|grandma|grandmother|grandpa|grandfather|mother-in-law|father-in-law',
  pair: 'parents|grandparents|in-laws',
  child: 'son|daughter|kid|child|boy|girl|baby|toddler|nephew|niece|stepson|stepdaughter|stepkid|stepchild',
};
const grandparents = 'grandma|grandmother|grandpa|grandfather|granny|nana|grandparents';
const writerComes = /\b(?:me|i|we|us|myself|with (?:my|our))\b/;
/** "Us two", "both of us", "us and our kids", "for us and my dad": the ones writing are a couple. */
const writersTwo =
  /\b(?:(?:us|we) (?:two|2|both)|(?:the )?(?:two|2) of us|both of us|us and (?:our|my|both)|we and our)\b/;
/** "A gift for my parents, just for them, we won't be there": the one writing does not come. */
const writerStaysBehind =
  /\b(?:(?:just|only) for (?:them|him|her)|(?:i|we) (?:won'?t|will not|can'?t|cannot|am not|are not|aren'?t) (?:be there|be joining|join|come|coming|going))\b/;

type Counts = { adults?: number; children?: number; total?: number; minors?: true };

/** 13 to 17: pays as an adult, but is no adult for a tour for adults only. */
const isMinor = (age: number) => age > 12 && age < 18;

/**
 * A reader of one way of saying the party. `every` reads all of its matches at once ("1 teen and 1 child"),
 * the others only the first.
 */
type PartyReader = {
  pattern: RegExp;
  every?: boolean;
  read: (matches: RegExpExecArray[], counts: Counts) => boolean;
};

const readers: PartyReader[] = [
  {
    // "Family of four", "group of 6", "party of 3"; first, so "a family of 4, kids are 9 and 11" is not 4 kids.
    pattern: new RegExp(`\\b(?:family|group|party|team|club|class|school group) of ${n}\\b`),
    read: ([m], counts) => set(counts, 'total', m![1]),
  },
  {
    pattern: new RegExp(`\\b${one} ${adultWords}`),
    read: ([m], counts) => set(counts, 'adults', m![1]),
  },
  {
    // "2 adults, 1 teen (15) and 1 child (8)", "two kids and a baby": every count of children, added up.
    pattern: new RegExp(`\\b${one} (?:young |small |little )?${childWords}`, 'g'),
    every: true,
    read: (matches, counts) =>
      set(counts, 'children', String(matches.reduce((sum, m) => sum + (readNumber(m[1]!) ?? 0), 0))),
  },
  {
    // "kids (7 and 10)", "kids are 9 and 11", "kids 4, 8, 12", "a 6 and an 8 year old", "our 15 and 12 year
    // olds": children by their ages (over 12 pays as an adult).
    pattern:
      /\b(?:(?:kids|children|boys|girls|sons|daughters|little ones|grandkids|grandchildren|stepkids|stepchildren)(?: are| aged| ages| of)? \(?|an? |(?:our|my|the) (?=\d{1,2}(?: and |, | & )(?:an? )?\d{1,2}[- ]?(?:years?|yrs?|yo)))(\d{1,2})((?:(?: and |, | & |,)(?:an? )?\d{1,2}\b)+)\)?(?:[- ]?(?:years?|yrs?|yo)[- ]?(?:olds?)?)?/,
    read: ([m], counts) => {
      if (counts.children !== undefined) return false;
      const ages = [Number(m![1]), ...(m![2]!.match(/\d{1,2}/g) ?? []).map(Number)];
      counts.children = ages.filter((age) => age <= 12).length;
      if (ages.some(isMinor)) counts.minors = true;
      if (ages.some((age) => age > 12))
        counts.adults = (counts.adults ?? 0) + ages.filter((age) => age > 12).length;
      return true;
    },
  },
  {
    // "2 adults, 1 kid (9) and grandma (79)", "2 adults, grandmother and 2 kids": one grown-up more, named
    // after the counts.
    pattern: new RegExp(
      `\\b(?:and|plus|with|\\+) (?:the )?(?:${relatives.adult})\\b|, (?:the )?(?:${grandparents})\\b(?= and\\b|,)`,
      'g',
    ),
    every: true,
    read: (matches, counts) => {
      if (counts.adults === undefined) return false;
      counts.adults += matches.reduce((sum, [said]) => sum + (/\bgrandparents\b/.test(said) ? 2 : 1), 0);
      return true;
    },
  },
  {
    // "We are 82 and 79", "aged 70 and 72": two grown-ups by their ages, not a party of 82.
    pattern:
      /\b(?:we are|we're|we're both|both|aged|ages) (\d{2}) and (\d{2})\b(?! (?:people|of us|adults|kids|children))/,
    read: ([m], counts) => {
      if (Number(m![1]) < 18 || Number(m![2]) < 18 || counts.adults !== undefined) return false;
      counts.adults = 2;
      return true;
    },
  },
  {
    // "2 adults + our baby", "with our 9-month-old": a baby is a child of the party.
    pattern:
      /\b(?:our|my|the|a|with (?:a|our|my)) (?:\d{1,2}[- ]months?[- ]old|(?:little |newborn )?(?:baby|infant|newborn))\b|\b\d{1,2}[- ]months?[- ]old\b/,
    read: (_matches, counts) => {
      if (counts.children !== undefined) return false;
      counts.children = 1;
      return true;
    },
  },
  {
    // "4 of us (2 are kids)": the children among the party counted.
    pattern: /\b(\d{1,2}|two|three|four) (?:are|of them are|of us are) (?:kids|children)\b/,
    read: ([m], counts) => set(counts, 'children', m![1]),
  },
  {
    // "Our twins", "the triplets": two or three children at once.
    pattern: /\b(twins|triplets)\b/,
    read: ([m], counts) => {
      if (counts.children !== undefined) return false;
      counts.children = m![1] === 'twins' ? 2 : 3;
      return true;
    },
  },
  {
    // "my 5 year old", "a seven-year-old": a child (up to 12; older ones pay as adults on most tours), and
    // "2 adults and our 14-year-old" one adult more.
    pattern: new RegExp(`\\b(?:my |our |a |an )?${n}[- ]?(?:years?|yrs?|yo|y\\/o)[- ]?(?:old)?(?![a-z])`),
    read: ([m], counts) => {
      const age = readNumber(m![1] ?? '') ?? Number.NaN;
      if (isMinor(age)) counts.minors = true;
      if (age > 12 && counts.adults !== undefined && counts.total === undefined) {
        counts.adults += 1;
        return true;
      }
      if (age > 12 || counts.children !== undefined) return false;
      counts.children = 1;
      return true;
    },
  },
  {
    // "two couples": two adults each.
    pattern: new RegExp(`\\b${n} couples\\b`),
    read: ([m], counts) => set(counts, 'adults', String((readNumber(m![1]!) ?? Number.NaN) * 2)),
  },
  {
    // "me and 2 friends", "myself plus three colleagues": the writer and the others.
    pattern: new RegExp(
      `\\b(?:me|i|myself) (?:and|plus|with|\\+) ${n} (?:other |more )?(?:friends?|others|colleagues|co-?workers|workmates|classmates|teammates|people|mates|buddies|pals|crew|nurses|teachers|doctors|students|girls|guys|lads|ladies)\\b`,
    ),
    read: ([m], counts) => set(counts, 'total', String((readNumber(m![1]!) ?? Number.NaN) + 1)),
  },
  {
    // "9 students plus me": the others and the writer.
    pattern: new RegExp(
      `\\b${n} (?:friends?|others|colleagues|co-?workers|workmates|people|mates|students|pupils) (?:and|plus|with|\\+) (?:me|myself)\\b`,
    ),
    read: ([m], counts) => set(counts, 'total', String((readNumber(m![1]!) ?? Number.NaN) + 1)),
  },
  {
    // "My cousin, she's 17": under 18, so no tour for adults only.
    pattern: /\b(?:she|he)(?:'s| is) (1[3-7])\b(?! (?:of|people|ppl|adults|kids|children|days|hours))/,
    read: (_matches, counts) => {
      counts.minors = true;
      return false;
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:we are|we're|were|there are|there will be|we will be|we'll be|we'd be|we would be) ${n}\\b|(?:^|\\s)x ?(\\d{1,2})(?=$|[\\s?.!,])`,
    ),
    // "Shinjuku bar tour x2": as many people.
    read: ([m], counts) => set(counts, 'total', m![1] ?? m![2]),
  },
  {
    // "8 retired teachers + 1 grandson aged 9": grown-ups by what they are, the child besides them.
    pattern: new RegExp(
      `\\b${n} (?:retired |fellow |old )?(?:teachers|nurses|doctors|colleagues|co-?workers|pensioners|retirees|seniors|grown-?ups|ladies|women|men|lads)\\b`,
    ),
    read: ([m], counts) => set(counts, 'adults', m![1]),
  },
  {
    pattern: new RegExp(`\\b${n} ${peopleWords}`),
    read: ([m], counts) => set(counts, 'total', m![1]),
  },
  {
    pattern:
      /\b(?:(?:the )?two of us(?! (?:and|plus|with) (?:my|our) )|a couple(?! of)|as a couple|(?:my )?(?:wife|husband|partner|girlfriend|boyfriend|friend|fiancee?) and (?:i|me)|(?:me|i) and (?:my )?(?:wife|husband|partner|girlfriend|boyfriend|friend|fiancee?)|with my (?:wife|husband|partner|girlfriend|boyfriend|fiancee?))\b/,
    read: (_matches, counts) => {
      if (counts.adults !== undefined) return false;
      counts.adults = 2;
      return true;
    },
  },
  {
    // "me and my daughter", "my son and i": one adult and one child, unless the counts say otherwise.
    pattern:
      /\b(?:(?:me|i) and my (?:son|daughter|kid|child|boy|girl)|my (?:son|daughter|kid|child|boy|girl) and (?:i|me))\b/,
    read: (_matches, counts) => {
      if (counts.adults !== undefined || counts.children !== undefined) return false;
      counts.adults = 1;
      counts.children = 1;
      return true;
    },
  },
  {
    pattern: /\b(?:solo|alone|just me|by myself|on my own|only me|single traveller|one person)\b/,
    read: (_matches, counts) => {
      if (counts.total !== undefined || counts.adults !== undefined) return false;
      counts.total = 1;
      return true;
    },
  },
  {
    // "for 3": a count with nothing after it (other parsers took hours, dates and prices first). "For 2 and a
    // baby": the baby counted already, the 2 are the grown-ups.
    pattern: new RegExp(`\\bfor ${n}\\s*(?:$|[?.!,]|(and)\\b|on\\b|in\\b)`),
    read: ([m], counts) =>
      m![2] && counts.children !== undefined && counts.adults === undefined
        ? set(counts, 'adults', m![1])
        : set(counts, 'total', m![1]),
  },
  {
    // "For me and both kids": the one writing and two children.
    pattern:
      /\b(?:me|i|myself) (?:and|with|plus|(?:can )?(?:take|bring)) both (?:my |our |the )?(?:kids|children|boys|girls|sons|daughters)\b/,
    read: (_matches, counts) => {
      if (counts.adults !== undefined || counts.children !== undefined) return false;
      counts.adults = 1;
      counts.children = 2;
      return true;
    },
  },
  {
    // "me, my wife and our daughter (12)", "my parents and our 6 year old": the party told by who they
    // are to the one writing, who comes too when they say "me", "we" or "with my". A child older than 12
    // pays as an adult, as in "my 14 year old" above.
    // "Our 2 kids and grandma": a grandparent in the list needs no "my".
    pattern: new RegExp(
      `(?:\\b(?:my|our|his|her|their) (?:${relatives.adult}|${relatives.pair}|${relatives.child})|(?<=(?:\\band|\\bplus|\\bwith|,) )(?:${grandparents}))\\b(?: \\(?(\\d{1,2})\\)?)?`,
      'g',
    ),
    every: true,
    read: (matches, counts) => {
      const text = matches[0]!.input;
      // A count said before ("for the three of us") holds the writer when the relatives add up to it.
      const writer = (writerComes.test(text) || counts.total !== undefined) && !writerStaysBehind.test(text);
      // "My friend recommended the tea ceremony" tells no party; "for my parents" does, without the writer.
      if (counts.adults !== undefined) return false;
      if (!writer && !/\bfor (?:my|our)\b/.test(text) && !writerStaysBehind.test(text)) return false;
      let adults = 0;
      let children = 0;
      for (const [said, age] of matches) {
        if (new RegExp(`\\b(?:${relatives.pair})\\b`).test(said)) adults += 2;
        else if (new RegExp(`\\b(?:${relatives.child})\\b`).test(said) && !(Number(age) > 12)) children++;
        else {
          if (isMinor(Number(age))) counts.minors = true;
          adults++;
        }
      }
      // "My wife and our son (10) ... for the three of us": the relatives, when they add up to the count said.
      // "For us two plus my mum": the ones writing are two; "for 4: us and both of my parents", as many as
      // the count leaves.
      const kids = counts.children ?? children;
      const left = counts.total === undefined ? 0 : counts.total - adults - kids;
      const writers = !writer ? 0 : left === 1 || left === 2 ? left : writersTwo.test(text) ? 2 : 1;
      const told = adults + writers + kids;
      if (counts.total !== undefined && told !== counts.total) return false;
      counts.adults = adults + writers;
      if (counts.children === undefined && children > 0) counts.children = children;
      return true;
    },
  },
  {
    // "For us and our 2 kids", "the two of us and my 10 year old": the ones writing, a couple, beside the
    // children counted.
    pattern: writersTwo,
    read: (_matches, counts) => {
      if (counts.adults !== undefined || counts.total !== undefined) return false;
      counts.adults = 2;
      return true;
    },
  },
];

function set(counts: Counts, key: 'adults' | 'children' | 'total', word: string | undefined): boolean {
  const value = word === undefined ? undefined : readNumber(word);
  if (
    value === undefined ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > 500 ||
    counts[key] !== undefined
  ) {
    return false;
  }
  counts[key] = value;
  return true;
}

/** Children too small for any tour not made for families. */
const youngChildren =
  /\b(?:little ones?|toddlers?|bab(?:y|ies)|infants?|strollers?|prams?|pushchairs?|buggy|[1-6][- ]?(?:years?|yrs?)[- ]?olds?|[1-6] ?(?:yo|y\/o))\b/;

/** "In our late seventies", "both in our 60s": the age of grown-ups, no count and no word to search for. */
const grownUpsAge =
  /\b(?:(?:both |all )?in (?:my|our|their|his|her) )?(?:(?:early|mid|late)[- ])?(?:[4-9]0'?s|forties|fifties|sixties|seventies|eighties|nineties)\b/g;

/** "Do you need 2 people?", "a minimum of 4 travellers": a rule asked about, not the party. */
const aMinimum =
  /\b(?:(?:do|does) (?:you|it|the tour) )?(?:need|require|minimum(?: of)?|at least)\s+(?:at least\s+)?\S+ (?:people|persons|travell?ers|participants|guests|pax)\b/g;

const bareRelative = new RegExp(
  `\\b(me|i|us|we) and (?:ma )?(?=(?:${relatives.adult}|${relatives.pair}|${relatives.child})\\b)`,
  'g',
);

/** Someone joining the party told before: "and if grandma comes too?", "what if 2 more friends join?". */
const joiningSaid = /\b(?:if|also|too|as well|more|wants? to (?:join|come)|would like to (?:join|come))\b/;
const adultsCounted = new RegExp(`\\b${one} ${adultWords}`);
const joinVerb =
  /\b(?:comes?|coming|came|joins?|joining|joined|tags? along|bring(?:s|ing)?|brought|adds?|adding|take|taking)\b/;
const joiningAge = '(?:(\\d{1,2})[- ]?(?:y\\/o|yo|years?[- ]old|yr[- ]old) )?';

/**
 * Who joins, counted from the words that name them: "2 more friends", "grandma", "my 12 y/o son", "our
 * kid". Undefined unless the message says someone joins.
 */
function whoJoins(text: string): { adults: number; children: number } | undefined {
  // "And if the grandparents come too? 4 adults 2 children": the counts said are the whole party.
  if (!joiningSaid.test(text) || !joinVerb.test(text) || adultsCounted.test(text)) return undefined;
  const joined = { adults: 0, children: 0 };
  let rest = text;
  // "2 more friends", "one more kid"; not "2 more days".
  const more = new RegExp(
    `\\b${n} more (?:(kids?|children|child)|people|persons?|adults?|friends?|guests?|travell?ers?|of us|colleagues|relatives)\\b`,
  ).exec(rest);
  if (more) {
    joined[more[2] ? 'children' : 'adults'] += readNumber(more[1]!) ?? 0;
    rest = rest.replace(more[0], ' ');
  }
  const count = (pattern: string) => [...rest.matchAll(new RegExp(`\\b(?:${pattern})\\b`, 'g'))].length;
  joined.adults += 2 * count(relatives.pair) + count(relatives.adult);
  // "My 12 y/o son", "our 2 kids", "my daughter (14)": over 12 pays as an adult.
  const children = new RegExp(
    `\\b(?:(both|${n.slice(1, -1)}) )?${joiningAge}(?:${relatives.child}|children|kids)\\b(?: \\(?(\\d{1,2})\\)?)?`,
    'g',
  );
  for (const [, number, ageBefore, ageAfter] of rest.matchAll(children)) {
    const many = number === undefined ? 1 : number === 'both' ? 2 : (readNumber(number) ?? 1);
    joined[Number(ageBefore ?? ageAfter ?? 0) > 12 ? 'adults' : 'children'] += many;
  }
  return joined.adults + joined.children > 0 ? joined : undefined;
}

/**
 * Who stays behind from the party told before, as negative counts: "and without grandpa?", "grandpa might
 * just stay at the hotel", "if my husband doesn't come", "without the kids" (all of them). Each one named
 * counts once, however many times the message names them.
 */
function whoLeaves(text: string): { adults: number; children: number } | undefined {
  const named = `(?:my |our |the )?(${relatives.pair}|${relatives.adult}|${relatives.child}|kids|children)`;
  const leaving = [
    new RegExp(`\\bwithout ${named}\\b`, 'g'),
    new RegExp(
      `\\b${named} (?:(?:might|may|will|would|could) (?:just )?)?(?:stays?|staying|skips?|skipping|sits? (?:it|this one) out|won'?t come|doesn'?t come|does not come|can'?t come|isn'?t coming|is not coming|drops? out)\\b`,
      'g',
    ),
    new RegExp(
      `\\bif ${named} (?:doesn'?t|does not|won'?t|can'?t|cannot|isn'?t|is not) (?:come|coming|join|joining)\\b`,
      'g',
    ),
  ];
  const who = new Set(leaving.flatMap((pattern) => [...text.matchAll(pattern)].map((found) => found[1]!)));
  if (who.size === 0) return undefined;
  const left = { adults: 0, children: 0 };
  for (const one of who) {
    if (one === 'kids' || one === 'children') left.children -= 99;
    else if (new RegExp(`^(?:${relatives.pair})$`).test(one)) left.adults -= 2;
    else if (new RegExp(`^(?:${relatives.child})$`).test(one)) left.children -= 1;
    else left.adults -= 1;
  }
  return left;
}

/** "2 adults and 1 child", "family of four with two kids", "for 3 people", "me and my wife". */
/**
 * "Kyoto, 8 people max?", "no more than 10 in the group", "small groups of 6 or fewer": the largest group the
 * traveller wants to join, not their party. Read before the party, which would count the people.
 */
const groupCapSaid = new RegExp(
  [
    `\\b${one} (?:people|persons|pax|travell?ers|guests|participants|ppl)(?: per (?:group|tour|departure))? (?:max(?:imum)?|at most|or (?:fewer|less)|tops)\\b`,
    `\\b(?:max(?:imum)?(?: of)?|at most|no more than|not more than|fewer than|less than|smaller than) ${one} (?:people|persons|pax|travell?ers|guests|participants|ppl)(?: (?:per|in the|in a) (?:group|tour|departure))?\\b`,
    `\\bgroups? (?:of|with|size(?: of)?) (?:max(?:imum)?(?: of)? |at most |up to )?${one}(?: (?:people|persons|pax|travell?ers|guests))? (?:or (?:fewer|less|under)|max(?:imum)?|at most)\\b`,
    `\\bgroup sizes? (?:under|below|up to|max(?:imum)?|at most|of at most|no more than) ${one}\\b`,
  ].join('|'),
);

/** The group cap said, and the message without it. */
export function extractGroupCap(text: string): { groupCap?: number; rest: string } {
  const match = groupCapSaid.exec(text);
  const said = match && new RegExp(`\\b${numberPattern}\\b`).exec(match[0])?.[0];
  const value = said ? readNumber(said) : undefined;
  if (!match || value === undefined || value < 2 || value > 50) return { rest: text };
  // "Fewer than 8", "under 10": one fewer at most.
  const strict = /\b((fewer|less|smaller) than|under|below)\b/.test(match[0]);
  return { groupCap: strict ? value - 1 : value, rest: text.replace(match[0], ' ') };
}

export function extractParty(text: string): PartyReading {
  // "me + wife + 3 kids": a plus joins the party like "and".
  let rest = text
    .replace(/\s*\+\s*(?=[a-z\d])/g, ' and ')
    // "Me and mum", "me and ma brother": the relatives of the one writing.
    .replace(bareRelative, '$1 and my ')
    // "The two of us and my 10 year old": the ones writing, two, and whom they bring; not a party of two.
    .replace(/\b(?:the )?(?:two|2) of us (and|plus|with) (?=(?:my|our) )/g, 'us two $1 ')
    .replace(grownUpsAge, ' ')
    // "An 8 year old and an 11 year old": the ages of one list, "an 8 and an 11 year old".
    .replace(
      /\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?olds?(?= (?:and|&) (?:an? )?\d{1,2}[- ]?(?:years?|yrs?|yo)\b)/g,
      '$1',
    )
    .replace(aMinimum, ' ')
    // "For 2 adults and her": the grown-ups are counted, so the one not counted is the child talked about.
    .replace(
      /\b(\d{1,2}|two|three|four|five|six) (adults?|grown[- ]?ups) and (?:her|him)\b(?! (?:husband|wife|partner|mum|mom|dad|mother|father|friend))/g,
      '$1 $2 and 1 child',
    )
    // "What if one of the 3 is a 7 year old", "2 of the 5 are kids": the whole party, and the young ones in it.
    .replace(
      /\b(one|a|two|three|\d) of (?:the|us|them|our) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:is|are) (?:an? )?(kids?|children|child|\d{1,2} ?(?:years?|yrs?)[- ]?olds?)\b/g,
      (_said, some: string, all: string, who: string) =>
        `${all} people, ${/^(one|a)$/.test(some) ? 'a' : some} ${who}`,
    );
  const counts: Counts = {};
  for (const { pattern, every, read } of readers) {
    const matches = every ? [...rest.matchAll(pattern)] : [pattern.exec(rest)].filter((m) => m !== null);
    if (matches.length > 0 && read(matches, counts))
      for (const match of matches) rest = rest.replace(match[0], ' ');
  }
  // "My mum is 75 years old": an age said is no word to search for, whoever's it is.
  rest = rest.replace(/\b\d{1,3} ?(?:years?|yrs?)(?: old)?\b/g, ' ');
  // "With the little ones (4 & 7)": the ages made the party, and small children still ask for a family tour.
  const familyAsked = familyWish.test(rest) || youngChildren.test(text);
  const familyFriendly = familyAsked || (counts.children ?? 0) > 0;
  // "For a family w/ teenagers": every way of saying it, none a word to search for.
  rest = rest.replace(new RegExp(familyWish.source, 'g'), ' ');
  const teens = teensSaid.test(rest);
  rest = rest.replace(teensSaid, ' ');
  const told = partyOf(counts, /\bfamily\b/.test(text));
  const party = told && counts.minors ? { ...told, minors: true as const } : told;
  const joining = whoJoins(text) ?? whoLeaves(text);
  return {
    // "And if grandma comes too?": nobody else told, so at least one grown-up is there to join.
    party: joining
      ? {
          ...(party ?? { adults: Math.max(1, joining.adults), children: Math.max(0, joining.children) }),
          joining,
        }
      : party,
    familyFriendly,
    familyAsked,
    teens,
    rest,
  };
}

function partyOf(counts: Counts, family: boolean): PartyWish | undefined {
  const { adults, children, total } = counts;
  if (adults === undefined && children === undefined && total === undefined) return undefined;
  // "Sons 14 and 16 ... total price for 4": the ones not told of are the grown-ups who come too.
  if (adults !== undefined && children !== undefined)
    return total !== undefined && total > adults + children
      ? { adults: total - children, children }
      : { adults, children };
  if (total !== undefined && children !== undefined) {
    return total > children
      ? { adults: total - children, children }
      : { adults: 1, children, assumed: 'one adult' };
  }
  if (total !== undefined && adults !== undefined) return { adults, children: Math.max(0, total - adults) };
  if (adults !== undefined) return { adults, children: 0 };
  // "A family with a young child": two parents is the likelier reading, as for a family of four.
  if (children !== undefined && family)
    return {
      adults: 2,
      children,
      assumed: `2 adults and ${children} ${children === 1 ? 'child' : 'children'}`,
    };
  if (children !== undefined) return { adults: 1, children, assumed: 'one adult' };
  // A "family of four" with no word on the children: two parents is the likelier reading, and said so.
  if (family && total! >= 3)
    return {
      adults: 2,
      children: total! - 2,
      assumed: `2 adults and ${total! - 2} children`,
      headcount: true,
    };
  return { adults: total!, children: 0, headcount: true };
}
