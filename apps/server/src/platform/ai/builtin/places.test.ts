import { describe, expect, it } from 'vitest';
import { createCategoryMatcher } from './categories.ts';
import { createPlaceMatcher } from './places.ts';
import { demoPlaces } from './test-catalog.ts';
import { editDistance, foldLongVowels, normalise } from './text.ts';

const places = createPlaceMatcher(demoPlaces);
const categories = createCategoryMatcher(demoPlaces.categories);

describe('text', () => {
  it('drops macrons and folds long vowels however they are romanised', () => {
    expect(normalise('Kyōto ŌSAKA Tōkyō')).toBe('kyoto osaka tokyo');
    expect(['kyouto', 'kyooto', 'toukyou', 'oosaka'].map(foldLongVowels)).toEqual([
      'kyoto',
      'kyoto',
      'tokyo',
      'osaka',
    ]);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('kyoto', 'kyoot', 2)).toBe(1);
    expect(editDistance('hakone', 'hakkone', 2)).toBe(1);
    expect(editDistance('nara', 'osaka', 1)).toBe(2);
  });
});

describe('places', () => {
  it('reads towns named together as one wish for any of them, and a party after "and" as no place', () => {
    expect(places.find('food tours in Osaka or Tokyo')).toEqual({
      place: {
        kind: 'several',
        name: 'Osaka or Tokyo',
        places: [
          { kind: 'city', name: 'Osaka' },
          { kind: 'city', name: 'Tokyo' },
        ],
      },
      said: 'osaka or tokyo',
    });
    expect(places.find('Kyoto and Nara, 2 days')?.place).toMatchObject({
      kind: 'several',
      name: 'Kyoto or Nara',
    });
    expect(places.find('Kyoto and 2 adults')?.place).toEqual({ kind: 'city', name: 'Kyoto' });
    expect(places.find('Kyoto or Kyoto')?.place).toEqual({ kind: 'city', name: 'Kyoto' });
  });

  it.each([
    ['tours in Kyoto', 'Kyoto'],
    ['Kyōto please', 'Kyoto'],
    ['kyouto', 'Kyoto'],
    ['Kioto in spring', 'Kyoto'],
    ['anything in Tokio?', 'Tokyo'],
    ['TOUKYOU', 'Tokyo'],
    ['oosaka food', 'Osaka'],
    ['hakkone', 'Hakone'],
    ['kanazwa', 'Kanazawa'],
    ['Nara deer', 'Nara'],
    ['京都のツアー', 'Kyoto'],
    ['東京で何ができますか', 'Tokyo'],
  ])('%s -> the city %s', (text, city) => {
    expect(places.find(text)?.place).toEqual({ kind: 'city', name: city });
  });

  it.each([
    ['Hiroshima', 'Hiroshima Prefecture'],
    ['okinawa beaches', 'Okinawa Prefecture'],
    ['skiing in Hokkaido', 'Hokkaido'],
    ['Kanagawa Prefecture', 'Kanagawa Prefecture'],
  ])('%s -> the region %s', (text, region) => {
    expect(places.find(text)?.place).toEqual({ kind: 'region', name: region });
  });

  it('knows landmarks by the town their tours start from, when the catalog has it', () => {
    expect(places.find('Mount Fuji')?.place).toEqual({ kind: 'city', name: 'Fujikawaguchiko' });
    expect(places.find('snow in Niseko')?.place).toEqual({ kind: 'city', name: 'Kutchan' });
    expect(places.find('Miyajima island')?.place).toEqual({ kind: 'city', name: 'Hatsukaichi' });
    // A catalog with a city of that name uses it.
    const withNiseko = createPlaceMatcher({ ...demoPlaces, cities: [...demoPlaces.cities, 'Niseko'] });
    expect(withNiseko.find('Niseko')?.place).toEqual({ kind: 'city', name: 'Niseko' });
  });

  it('reads an area as the catalog regions inside it', () => {
    expect(places.find('the Kansai area')?.place).toEqual({
      kind: 'area',
      name: 'Kansai',
      regions: [
        'Kyoto Prefecture',
        'Osaka Prefecture',
        'Nara Prefecture',
        'Hyogo Prefecture',
        'Wakayama Prefecture',
      ],
    });
    // Parts of a region travellers name on their own: the Sea of Japan coast of Chubu.
    expect(places.find('never been to the Hokuriku side of Japan')?.place).toEqual({
      kind: 'area',
      name: 'Hokuriku',
      regions: ['Ishikawa Prefecture'],
    });
    expect(places.findOrigin('day trips from Tokyo')?.place).toMatchObject({ kind: 'area', from: 'Tokyo' });
    expect(places.findOrigin('8 hours or longer, leaving from osaka')?.place).toMatchObject({
      from: 'Osaka',
    });
    // "Out of the city" is out of the hub the message names.
    const outOf = places.findOrigin('based in Kyoto for a semester. Which excursions go out of the city?');
    expect(outOf).toMatchObject({ place: { from: 'Kyoto' }, said: 'kyoto' });
    // Going to a city is no origin.
    expect(places.findOrigin('we are going kyoto next month')).toBeUndefined();
  });

  it('does not see places in ordinary words', () => {
    for (const text of [
      'what is included',
      'cheap tours tomorrow morning',
      'a short photo walk',
      'hello there',
      'how much is it',
    ]) {
      expect(places.find(text), text).toBeUndefined();
    }
  });
});

describe('categories', () => {
  it.each([
    ['food tours', 'Food & Drink'],
    ['somewhere to eat', 'Food & Drink'],
    ['a hike', 'Nature & Hiking'],
    ['bars and nightlife', 'Nightlife'],
    ['photo walk', 'Photography'],
    ['a day trip', 'Day Trips'],
    ['culture and history', 'Cultural'],
    ['spa and relaxation', 'Wellness'],
    ['a walking tour', 'City Walks'],
  ])('%s -> %s', (text, category) => {
    expect(categories.find(text)?.category).toBe(category);
  });

  it('suggests no category the catalog does not have', () => {
    expect(createCategoryMatcher(['Cultural']).find('food tours')).toBeUndefined();
  });
});
