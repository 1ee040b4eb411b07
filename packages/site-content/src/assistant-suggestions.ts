/**
 * The questions the site suggests asking the travel assistant, where each page shows them: the panel's
 * buttons on an empty conversation, and the examples in the help guide, the FAQ and the customer support
 * page. One list, so the pages and the assistant's tests ask the same words; each is one the site's
 * content or the tour catalog answers (the panel's last one, from the traveller's own bookings).
 */
export const assistantSuggestions = {
  panel: [
    'Tours in Kyoto under $150',
    'What can I do in Tokyo with kids?',
    'What is your cancellation policy?',
    'When is my next tour?',
  ],
  help: ['Which Kyoto tour suits a family with a six-year-old?', 'What should I wear to a temple?'],
  faq: [
    'Which tour suits a family with young children?',
    'When is the best season for Kyoto?',
    'What should I wear to a temple?',
  ],
  features: ['What tours do you have in Osaka?', 'Are your guides licensed?'],
} as const satisfies Record<string, readonly string[]>;

/** Questions quoted in a sentence: '"A?", "B?" or "C?"'. */
export function quotedQuestions(questions: readonly string[]) {
  const quoted = questions.map((question) => `"${question}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
}
