import type { Memory } from './memory.ts';

/** "Outside the city", "day trips from there", said once the conversation is about one city. */
const cityReference =
  /\b(outside(?: of)?|out of|away from|beyond|from|around|near|close to) (?:the city|the town|that city|that town|there)\b/gi;

/**
 * The message with the city the conversation is about named where it points at it ("and outside the city,
 * for a day trip?" after Tokyo's tours is "outside Tokyo"), so the place reader reads a day out of it.
 */
export function withCityNamed(message: string, memory: Memory): string {
  const place = memory.search?.place;
  if (place?.kind !== 'city') return message;
  return message.replace(cityReference, (_said, preposition: string) => `${preposition} ${place.name}`);
}
