import type { CatalogPlaces } from '../assistant-tools.ts';
import type { AssistantProvider, AssistantReply } from '../provider.ts';
import { myBookingsAnswer } from './bookings-answer.ts';
import { joinWords } from './format.ts';
import { type Memory, recall } from './memory.ts';
import { searchAnswer } from './search-answer.ts';
import { listed, refine, wishesToSearch, withoutText } from './search-turn.ts';
import {
  cancellationAnswer,
  childPriceAnswer,
  contactAnswer,
  cutoffAnswer,
  howToBookAnswer,
  liveChatAnswer,
  paymentAnswer,
  refundAnswer,
  rescheduleAnswer,
  specialNeedsAnswer,
  weatherAnswer,
} from './service-answers.ts';
import {
  capabilitiesAnswer,
  goodbyeAnswer,
  greetingAnswer,
  notUnderstoodAnswer,
  outOfScopeAnswer,
  outOfScopeLine,
  thanksAnswer,
} from './small-talk.ts';
import { answerAboutTour, compareTours } from './tour-turn.ts';
import { type Answer, narrowsTours, type Turn } from './turn.ts';
import { createReader, type Reader } from './understand.ts';

/**
 * The built-in assistant: no model, no key, no network. It reads the question with the parsers of this
 * folder, asks our own data through the tools, and answers like a travel agent would, keeping what the
 * conversation said (the last list, the tour in focus, the party) in its state.
 */
export function createBuiltinAssistant(): AssistantProvider {
  const readerOf = readerCache();
  return {
    name: 'builtin',
    async reply({ message, state, tools }): Promise<AssistantReply> {
      const memory = recall(state);
      const today = tools.today();
      const catalog = await tools.places();
      const reader = readerOf(catalog);
      const reading = reader.read(message, today);
      const turn: Turn = {
        reader,
        tools,
        memory,
        reading,
        today,
        policies: tools.policies(),
        cities: catalog.cities,
        categories: catalog.categories,
      };
      const answer = await respond(turn);
      return { text: answer.text, state: answer.memory };
    },
  };
}

/**
 * The reader of the catalog's places, built again only when they change: the tools answer `places()`
 * from the catalog cache, and building the place and category matchers for every question is wasted work.
 */
function readerCache() {
  let cached: { key: string; reader: Reader } | undefined;
  return (catalog: CatalogPlaces) => {
    const key = JSON.stringify(catalog);
    if (cached?.key !== key) cached = { key, reader: createReader(catalog) };
    return cached.reader;
  };
}

/** "How do I cancel?", "cancel my booking": the traveller's own bookings, rather than the policy in general. */
const cancellingOwn =
  /\b(how (do|can|should) (i|we) cancel|cancel (my|our|a|the|this) (booking|reservation|tour|trip)|(want|need|have) to cancel|i'd like to cancel)\b/;

async function respond(turn: Turn): Promise<Answer> {
  const { reading, memory, tools, policies, today } = turn;
  const { intents, wishes } = reading;
  const said = (text: string, changes: Partial<Memory> = {}): Answer => ({
    text,
    memory: { ...memory, ...changes },
  });
  const signedIn = async () => (await tools.myBookings()) !== null;

  if (intents.reschedule) return said(rescheduleAnswer(policies), { subject: 'other' });
  if (intents.myBookings || (intents.cancellation && cancellingOwn.test(reading.text))) {
    const cancelling = intents.cancellation;
    if (!intents.myBookings && !(await signedIn())) return said(cancellationAnswer(policies));
    return said(await myBookingsAnswer(tools, today, { cancelling, policies }), { subject: 'bookings' });
  }
  if (intents.weather) return said(weatherAnswer(policies), { subject: 'other' });
  if (intents.specialNeeds)
    return said(specialNeedsAnswer(intents.specialNeeds, policies), { subject: 'other' });
  if (intents.cancellation) return said(cancellationAnswer(policies), { subject: 'other' });
  if (intents.refund) return said(refundAnswer(policies), { subject: 'other' });
  if (intents.liveChat) return said(liveChatAnswer(policies, await signedIn()), { subject: 'other' });
  if (intents.contact) return said(contactAnswer(policies, await signedIn()), { subject: 'other' });
  if (intents.cutoff && !wishes.date) return said(cutoffAnswer(policies), { subject: 'other' });
  if (intents.payment && !intents.childPolicy && !intents.topics.includes('price'))
    return said(paymentAnswer(turn.policies), { subject: 'other' });

  if (intents.comparison) {
    const compared = await compareTours(turn);
    if (compared) return compared;
  }
  const tourAnswer = await answerAboutTour(turn);
  if (tourAnswer) return tourAnswer;

  // "What can I book in Kyoto on Saturday?" asks for tours; "how do I book?" for the steps.
  if (intents.howToBook && !narrowsTours(wishes)) {
    return said(howToBookAnswer(memory.focus), { subject: 'other' });
  }
  if (intents.childPolicy) return said(childPriceAnswer(policies), { subject: 'other' });
  if (intents.placesList) {
    return said(`We run tours in ${joinWords(turn.cities)}. Where would you like to go?`, {
      subject: 'other',
    });
  }
  if (intents.categoriesList) {
    const { categories } = turn;
    return said(`Our tours: ${joinWords(categories)}. Which kind, and where?`, { subject: 'other' });
  }

  if (intents.refinement && memory.search) return refine(turn, intents.refinement);
  // "What's the weather in Tokyo?": we cannot say, but we can show what there is to do there.
  const searchWishes = intents.outOfScope ? withoutText(wishesToSearch(turn)) : wishesToSearch(turn);
  if (searchWishes && (!intents.outOfScope || narrowsTours(searchWishes))) {
    const outcome = await searchAnswer(tools, searchWishes, {
      today,
      cities: turn.cities,
      ...(reading.unknownPlace ? { unknownPlace: reading.unknownPlace } : {}),
    });
    const prefix = intents.outOfScope ? `${outOfScopeLine(intents.outOfScope, policies)}\n` : '';
    return listed(turn, outcome, prefix);
  }

  if (intents.outOfScope) return said(outOfScopeAnswer(intents.outOfScope, policies), { subject: 'other' });
  if (intents.capabilities) return said(capabilitiesAnswer(policies), { subject: 'other' });
  if (intents.greeting) return said(greetingAnswer(policies), { subject: 'other' });
  if (intents.thanks) return said(thanksAnswer(), { subject: 'other' });
  if (intents.goodbye) return said(goodbyeAnswer(policies), { subject: 'other' });
  return said(notUnderstoodAnswer(), { subject: 'other' });
}
