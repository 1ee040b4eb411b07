import { normalise } from './text.ts';

/**
 * Words travellers use for a kind of tour, keyed by a word of the catalog's category name: a category
 * named "Food & Drink" is found by "foodie" or "street food" because its name holds "food". A category
 * the catalog does not have is never suggested. Topics narrower than a category (temples, sushi, onsen)
 * are left to the free-text search, which reads descriptions too.
 */
const synonyms: Record<string, string[]> = {
  cultural: [
    'culture',
    'cultural',
    'history',
    'historic',
    'historical',
    'heritage',
    'traditional',
    'tradition',
  ],
  food: [
    'food',
    'foodie',
    'foodies',
    'foods',
    'eat',
    'eating',
    'culinary',
    'gastronomy',
    'tasting',
    'tastings',
    'cuisine',
  ],
  drink: ['drinks', 'drinking'],
  nature: ['nature', 'outdoor', 'outdoors', 'scenery', 'countryside'],
  hiking: [
    'hike',
    'hikes',
    'hiking',
    'trek',
    'trekking',
    'trail',
    'trails',
    'mountain',
    'mountains',
    'hillwalking',
    'hill walking',
    'hillwalk',
  ],
  nightlife: [
    'nightlife',
    'night life',
    'night out',
    'bar',
    'bars',
    'pub',
    'pubs',
    'bar hopping',
    'pub crawl',
  ],
  photography: [
    'photography',
    'photo',
    'photos',
    'photographer',
    'photographers',
    'camera',
    'instagram',
    'golden hour',
    'photo shoot',
    'photoshoot',
  ],
  wellness: ['wellness', 'spa', 'relax', 'relaxing', 'relaxation', 'meditation', 'zen', 'mindfulness'],
  // "Excursion" alone is any tour ("your most expensive excursion"); a day excursion is a day trip.
  day: [
    'day trip',
    'day trips',
    'daytrip',
    'day excursion',
    'day excursions',
    'out of town',
    'out of the city',
  ],
  walks: ['walking tour', 'walking tours', 'city walk', 'city walks', 'walk', 'walks', 'stroll', 'on foot'],
};

export type CategoryMatch = { category: string; said: string };

export function createCategoryMatcher(categories: string[]) {
  const phrases: { phrase: RegExp; said: string; category: string }[] = [];
  for (const category of categories) {
    const name = normalise(category);
    const triggers = new Set([name, name.replace(/\s*&\s*/g, ' and ')]);
    for (const word of name.split(/[^a-z]+/))
      for (const synonym of synonyms[word] ?? []) triggers.add(synonym);
    for (const trigger of triggers) {
      phrases.push({
        phrase: new RegExp(`\\b${trigger.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
        said: trigger,
        category,
      });
    }
  }
  // Longest first, so "day trip" wins over a shorter trigger inside it and "food & drink" over "food".
  phrases.sort((a, b) => b.said.length - a.said.length);

  return {
    find(text: string): CategoryMatch | undefined {
      // "Street food" is a topic the words find (the street food walk is filed under Nightlife), no kind.
      const normal = normalise(text).replace(/\bstreet food\b/g, ' ');
      let best: (CategoryMatch & { at: number }) | undefined;
      for (const { phrase, said, category } of phrases) {
        const at = normal.search(phrase);
        if (at >= 0 && (!best || at < best.at)) best = { category, said, at };
      }
      return best && { category: best.category, said: best.said };
    },
  };
}

export type CategoryMatcher = ReturnType<typeof createCategoryMatcher>;
