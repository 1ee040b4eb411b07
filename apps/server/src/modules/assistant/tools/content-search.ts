import {
  type ContentPassage,
  type PaymentMode,
  passageUrl,
  plainText,
  sitePassages,
} from '@tabi/site-content';
import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { eng } from 'stopword';
import type { ContentHit } from '../../../platform/ai/assistant-tools.ts';
import type { TourDetailsRow } from './assistant-tools.repository.ts';

/**
 * Search over what we publish, for the assistant: the pages' passages (`@tabi/site-content`, the same data
 * the web app renders) in memory, and the tours' own words in PostgreSQL (`details_vector` and
 * `search_vector`, generated columns, so an admin's edit is searchable in the statement that saves it).
 * The pages are a few hundred passages that change only with a release: an in-memory index answers in
 * microseconds and forgives typos, where a database round trip costs more than the whole search (decision 66).
 */

/** The kept English list, and the words of a question that name no subject ("when", "does"). */
const stopWords = new Set([
  ...eng,
  ...`when why does doing done will shall can't cannot don't i'm i'd we're it's what's there's any ok please
    tell know want need visit visiting go going find one ones tour tours trip trips whats ur u pls plz im just really actually maybe
    get gets getting got confused confusing worried nervous honestly thing things stuff lol haha bit wondering
    wonder curious trying properly guys random randoms`.split(/\s+/),
]);

const tokenize = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
/** Travellers' words for what the pages call otherwise: "kids" are the pages' children. */
const sameAs = new Map(
  Object.entries({
    kid: 'child',
    kids: 'child',
    children: 'child',
    toddler: 'child',
    toddlers: 'child',
    baby: 'child',
    babies: 'child',
    infant: 'child',
    infants: 'child',
    legit: 'verified',
    genuine: 'verified',
    fake: 'verified',
    pack: 'bring',
    update: 'change',
    pick: 'choose',
    select: 'choose',
    vetted: 'choose',
    vet: 'choose',
    pic: 'photo',
    pics: 'photo',
    picture: 'photo',
    avatar: 'photo',
    edit: 'change',
    safe: 'security',
    secure: 'security',
    packing: 'bring',
  }),
);

/** Travellers' phrases for what the pages say otherwise: one "leaves" a review the pages let you "write". */
const samePhrase: [RegExp, string][] = [
  [/\bleav(e|ing) (a |an |my |our )?reviews?\b/g, 'write a review'],
  [/\blog(?:ged|ging)? ?(in|out|off)\b/g, 'sign $1'],
  [/\bwait(?:ing)?[- ]lists?\b/g, 'waitlist'],
  [/\btime-?zones?\b/g, 'time zone'],
  [/\b(sold out|fully booked|booked (out|up))\b/g, 'full'],
];
const inPagesWords = (question: string) =>
  samePhrase.reduce((text, [phrase, pages]) => text.replace(phrase, pages), question.toLowerCase());

/** Words meet on their stem: "tipping" is "tip", "temples" is "temple", "licensed" is near "licence". */
const processTerm = (term: string) =>
  stopWords.has(term) || term.length < 2 ? null : stemmer(sameAs.get(term) ?? term);

/** The stems of a text's words that can match, once each. */
export function questionTerms(question: string): string[] {
  return [...new Set(tokenize(question).flatMap((word) => processTerm(word) ?? []))];
}

type Indexed = { id: number; heading: string; alsoAsked: string; body: string; pageTitle: string };

/** Typos forgiven in longer words only: "tempel" is "temple", "tea" is not "ten". */
const searchOptions = {
  boost: { heading: 3, alsoAsked: 3, pageTitle: 1.5 },
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'OR' as const,
};

/** What one search reads of a result: the query terms it matched, against all of the question's terms. */
const coverageOf = (result: SearchResult, terms: string[]) =>
  terms.length === 0 ? 0 : Math.min(1, result.queryTerms.length / terms.length);

/** Words the pages say otherwise: "how far?" is told in kilometres, "where does it finish?" as where it ends. */
const inUnits = new Map([
  // Not "far" itself, which begins "fare".
  ['far', ['km', 'kilometr', 'mile']],
  ['distanc', ['distanc', 'km', 'kilometr', 'mile']],
  // "Where does it finish?" is told as where the walk ends, and the other way round.
  ['finish', ['finish', 'end']],
  ['end', ['end', 'finish']],
]);

/** A question's term is in a text when one of its stems starts with it ("tea" in "teahouse"), or a unit of it. */
const holds = (words: Set<string>, term: string) =>
  (inUnits.get(term) ?? [term]).some((each) => [...words].some((word) => word.startsWith(each)));

/** The share of the terms a text holds. */
function shareHeld(text: string, terms: string[]): number {
  const words = new Set(questionTerms(text));
  return terms.length === 0 ? 0 : terms.filter((term) => holds(words, term)).length / terms.length;
}

/**
 * The best-scored passages are ordered again by how much of the question they hold, then by how much their
 * heading holds, then by how alike the heading is phrased, small words included: "what if I am late?" is
 * the FAQ's "What if I am running late?", not "How late can I book?", which holds "late" as well.
 */
const rerankedCandidates = 6;

function samePhrasing(heading: string, asked: Set<string>): number {
  const words = tokenize(heading).map((word) => stemmer(word));
  return words.filter((word) => asked.has(word)).length / Math.max(1, asked.size);
}

export function createPageIndex(mode: PaymentMode) {
  const passages: ContentPassage[] = sitePassages(mode);
  const index = new MiniSearch<Indexed>({
    fields: ['heading', 'alsoAsked', 'body', 'pageTitle'],
    tokenize,
    processTerm,
    searchOptions,
  });
  index.addAll(
    passages.map((passage, id) => ({
      id,
      heading: passage.heading,
      alsoAsked: (passage.alsoAsked ?? []).join('\n'),
      body: plainText(passage.body),
      pageTitle: passage.pageTitle,
    })),
  );

  return {
    search(typed: string, limit: number): ContentHit[] {
      const question = inPagesWords(typed);
      const terms = questionTerms(question);
      if (terms.length === 0) return [];
      const asked = new Set(tokenize(question).map((word) => stemmer(word)));
      return index
        .search(question)
        .slice(0, Math.max(limit, rerankedCandidates))
        .map((result) => {
          const passage = passages[result.id as number] as ContentPassage;
          // The question as the page asks it, or in the travellers' words it is also asked in. A wording
          // must be the question, not hold it: "show me more" is no "does the guide show me the subway?".
          const askedAs = [passage.heading, ...(passage.alsoAsked ?? [])];
          const asWorded = Math.max(
            0,
            ...(passage.alsoAsked ?? []).map((wording) =>
              Math.min(shareHeld(wording, terms), shareHeld(question, questionTerms(wording))),
            ),
          );
          const hit: ContentHit = {
            source: 'page',
            title: passage.pageTitle,
            heading: passage.heading,
            url: passageUrl(passage),
            text: passage.body,
            coverage: coverageOf(result, terms),
            headingCoverage: Math.max(shareHeld(passage.heading, terms), asWorded),
            terms: terms.length,
          };
          return { hit, phrasing: Math.max(...askedAs.map((question) => samePhrasing(question, asked))) };
        })
        .sort(
          (a, b) =>
            b.hit.coverage - a.hit.coverage ||
            b.hit.headingCoverage - a.hit.headingCoverage ||
            b.phrasing - a.phrasing,
        )
        .slice(0, limit)
        .map(({ hit }) => hit);
    },
  };
}

/** The parts of a tour's page a question can be answered from, as the tour page titles them. */
function tourParts(row: TourDetailsRow): [heading: string, lines: readonly string[]][] {
  return [
    ['Highlights', row.highlights],
    ["What's included", row.included],
    ['Not included', row.excluded],
    ['Meeting point', row.meetingPoint ? [row.meetingPoint] : []],
    ['About this tour', row.description.split(/(?<=[.!?])\s+/)],
  ];
}

/** The line of a tour that holds most of the question's words, and how much of the question the tour holds. */
export function tourHit(row: TourDetailsRow, terms: string[]): ContentHit {
  return tourLines(row, terms, 1)[0]!;
}

/**
 * The lines of a tour that answer a question, best first, at most `limit`: the line that holds most of the
 * question's words, then each line that holds a word no line before it holds ("how far is it, and where
 * do we finish?" is answered by the line on the distance and the line on the end). Each hit carries how
 * much of the question the tour as a whole holds.
 */
export function tourLines(row: TourDetailsRow, terms: string[], limit: number): ContentHit[] {
  const everything = new Set(
    questionTerms([row.title, row.category, row.city ?? '', row.region ?? ''].join(' ')),
  );
  const lines = tourParts(row).flatMap(([heading, texts]) =>
    texts.map((line) => ({ heading, line, words: new Set(questionTerms(line)) })),
  );
  for (const { words } of lines) for (const word of words) everything.add(word);
  // A term in few of the tour's lines says more about which line answers than one in many: "tattoos" at
  // the onsen is the line about tattoos, not one of the lines about the onsen.
  const weight = new Map(
    terms.map((term) => [term, 1 / Math.max(1, lines.filter(({ words }) => holds(words, term)).length)]),
  );
  const scoreOf = (words: Set<string>, open: string[]) =>
    open.reduce((sum, term) => sum + (holds(words, term) ? 1 + weight.get(term)! : 0), 0);
  const chosen: { heading: string; line: string }[] = [];
  let open = terms;
  // The first line is the best even when none holds a word; each next one must hold a word still open.
  while (chosen.length < limit) {
    let best = { heading: 'About this tour', line: row.description, words: new Set<string>(), score: -1 };
    // Of lines that hold as much, the longer says more: a sentence of the day before a highlight's title.
    for (const each of lines) {
      const score = scoreOf(each.words, open);
      if (score > best.score || (score === best.score && score > 0 && each.line.length > best.line.length))
        best = { ...each, score };
    }
    if (chosen.length > 0 && best.score <= 0) break;
    chosen.push(best);
    open = open.filter((term) => !holds(best.words, term));
    if (open.length === 0) break;
  }
  const covered = terms.filter((term) => holds(everything, term)).length;
  return chosen.map(({ heading, line }) => ({
    source: 'tour',
    title: row.title,
    heading,
    url: `/tours/${row.id}`,
    text: line,
    coverage: terms.length === 0 ? 0 : covered / terms.length,
    headingCoverage: shareHeld(row.title, terms),
    terms: terms.length,
  }));
}
