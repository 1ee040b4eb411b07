import { type ContentPassage, type PaymentMode, richTextMarks, sitePassages } from '@tabi/site-content';
import type { ContentHit } from '../assistant-tools.ts';
import { askingSentences, normalise } from './text.ts';
import type { Turn } from './turn.ts';

/**
 * Answers in our own published words: the passage of the FAQ, help, a policy or a feature page that holds
 * the question, quoted with a link to where it is published. The assistant adds nothing of its own to
 * these answers, so it cannot contradict the pages.
 */

/**
 * How much of a question a passage must hold to answer it: "what should I wear to a temple" is held
 * whole by the FAQ's question on it; a passage holding half the words is about something else. Two
 * words of three do when the heading holds one ("is tipping expected in Japan?": "Should I tip my guide?").
 */
const answersSquarely = (hit: ContentHit) =>
  hit.coverage >= 0.75 || (hit.coverage >= 0.6 && hit.headingCoverage > 0);

/** Enough of a passage to answer in a chat panel: whole paragraphs, stopping after this many characters. */
const excerptLength = 650;

/**
 * The pages' marks as the panel renders them: links to our own pages stay links, an e-mail or phone link
 * reads as its label (the panel shows only site paths as links), emphasis and code marks are dropped.
 */
function chatText(marked: string): string {
  return marked.replace(
    richTextMarks,
    (whole, label?: string, href?: string, strong?: string, code?: string) =>
      label && href
        ? href.startsWith('/') && !href.startsWith('//')
          ? whole
          : label
        : (strong ?? code ?? ''),
  );
}

/** The passage's first paragraphs, whole, up to about `excerptLength` characters. */
function excerpt(text: string): string {
  const kept: string[] = [];
  let length = 0;
  for (const paragraph of text.split(/\n{2,}/)) {
    if (kept.length > 0 && length + paragraph.length > excerptLength) break;
    kept.push(paragraph);
    length += paragraph.length;
  }
  return kept.join('\n');
}

/** A passage quoted, then where it is published: "From Frequently asked questions: [the question](/faq#id)". */
export function quotePassage(hit: ContentHit): string {
  const label = hit.heading.replace(/\[/g, '(').replace(/\]/g, ')');
  return `${chatText(excerpt(hit.text))}\nFrom ${hit.title}: [${label}](${hit.url})`;
}

const published = new Map<PaymentMode, ContentPassage[]>();

/**
 * The passage published at `/path#anchor`, for questions whose page is known once their intent is ("can you
 * cater for vegans?" is the FAQ on diets, whatever its words), in the words of the server's payment mode.
 */
export function publishedAt(turn: Turn, url: string): ContentHit {
  const mode = turn.policies.payment.mode;
  const passages = published.get(mode) ?? sitePassages(mode);
  published.set(mode, passages);
  const passage = passages.find((each) => `${each.path}#${each.anchor}` === url);
  if (!passage) throw new Error(`nothing is published at ${url}`);
  return {
    source: 'page',
    title: passage.pageTitle,
    heading: passage.heading,
    url,
    text: passage.body,
    coverage: 1,
    headingCoverage: 1,
    terms: 1,
  };
}

/** A tour's name holds more of the question than the page's heading, or as much and the tour holds more. */
const namesBetter = (tour: ContentHit, page: ContentHit) =>
  tour.headingCoverage > page.headingCoverage ||
  (tour.headingCoverage > 0 &&
    tour.headingCoverage === page.headingCoverage &&
    tour.coverage >= page.coverage);

/**
 * The page passage that answers the question squarely; undefined when none does, or when a tour's name
 * holds the question at least as well as the page's heading ("tea ceremony", "is there a sushi class?"),
 * or when the message asks to find something that no page's heading asks about. The place a question
 * names is a filter of tours, not a word a page must hold ("what to wear to a temple in Kyoto" is the FAQ's
 * question on temples), but a page about another city does not answer it ("the best season for Tokyo" is
 * not the page on Kyoto's seasons).
 */
export async function pageAnswering(turn: Turn): Promise<ContentHit | undefined> {
  const { reading, tools, cities } = turn;
  const place = reading.placeWords.join(' ');
  // "Do I tip the guide? In Spain we always do": a place we do not know is no word of the question either.
  const foreign = reading.unknownPlace && !turn.reader.places.isTown(reading.unknownPlace);
  const unknown = foreign ? new RegExp(`\\b${reading.unknownPlace}\\b`, 'i') : undefined;
  const asked = unknown ? reading.text.replace(unknown, ' ') : reading.text;
  const whole = place ? asked.replace(place, ' ') : asked;
  // "What if I'm late to the meeting point? Trains from the airport...": the sentence that asks, when a
  // page's heading holds more of it than of the whole message with its story.
  const [wholeHit] = await tools.searchContent(whole, { source: 'page', limit: 1 });
  // "My husband wears hearing aids. Are the groups small? Will he hear the guide?": of several asking
  // sentences, the one a page's heading holds best.
  let sentence: string | undefined;
  let sentenceHit: ContentHit | undefined;
  for (const asking of askingSentences(whole).slice(0, 3)) {
    const [hit] = await tools.searchContent(asking, { source: 'page', limit: 1 });
    const better =
      hit !== undefined &&
      (sentenceHit === undefined ||
        (answersSquarely(hit) && !answersSquarely(sentenceHit)) ||
        (answersSquarely(hit) === answersSquarely(sentenceHit) &&
          hit.headingCoverage > sentenceHit.headingCoverage));
    if (better) [sentence, sentenceHit] = [asking, hit];
  }
  // A sentence of its own: three words that ask something, and a heading that holds half of them ("which
  // tour can take all 6 of us?" asks the catalog, whatever page holds "take").
  const sentenceBetter =
    sentenceHit !== undefined &&
    // Two words a heading holds whole ask as plainly: "are the groups small?".
    (sentenceHit.terms >= 3 || (sentenceHit.terms === 2 && sentenceHit.headingCoverage === 1)) &&
    sentenceHit.headingCoverage >= 0.5 &&
    answersSquarely(sentenceHit) &&
    (!wholeHit || !answersSquarely(wholeHit) || sentenceHit.headingCoverage > wholeHit.headingCoverage);
  const [page, question] = sentenceBetter ? [sentenceHit, sentence!] : [wholeHit, whole];
  if (!page || !answersSquarely(page)) return undefined;
  // One word is a page's question only when its heading is about that word ("tipping?", "refunds?"):
  // "snorkling" and "what do you offer in Kyushu?" ask for tours, whatever page happens to hold the word.
  // Nor are a few words that ask nothing ("temples and shrines"): a page must be about them.
  const bare = !/[?]|\b(what|how|when|where|why|who|which|can|could|do|does|is|are|should|will|would)\b/.test(
    reading.text.toLowerCase(),
  );
  const oneTopic = page.terms <= 1 || (bare && reading.text.split(/\s+/).length <= 4);
  if (oneTopic && (place || page.headingCoverage < 0.75)) return undefined;
  // The pages are searched in memory; the tours, in the database, only when a page would answer.
  const [tour] = await tools.searchContent(question, { source: 'tour', limit: 1 });
  if (tour && namesBetter(tour, page)) return undefined;
  // "Temples and shrines": words that ask nothing, every one held by a tour, ask for those tours.
  if (bare && page.terms > 1 && tour && tour.coverage === 1) return undefined;
  if (reading.intents.search && page.headingCoverage < 0.5) return undefined;
  if (!place) return page;
  const words = ` ${normalise(`${page.heading} ${page.text}`).replace(/[^a-z0-9]+/g, ' ')} `;
  // The place by its name ("around Tokyo" is Tokyo's area).
  const named = reading.wishes.place ? normalise(reading.wishes.place.name) : place;
  const elsewhere = cities.some((city) => {
    const name = normalise(city);
    return name !== named && words.includes(` ${name} `);
  });
  return elsewhere ? undefined : page;
}

/**
 * The page passage nearest a question nothing else answered: it holds half the question, and its heading
 * (or a wording kept for it) some of it.
 */
export async function pageNear(turn: Turn): Promise<ContentHit | undefined> {
  const [page] = await turn.tools.searchContent(turn.reading.text, { source: 'page', limit: 1 });
  return page && page.terms > 1 && page.coverage >= 0.5 && page.headingCoverage >= 0.3 ? page : undefined;
}
