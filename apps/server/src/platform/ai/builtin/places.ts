import type { CatalogPlaces } from '../assistant-tools.ts';
import { editDistance, foldLongVowels, nameKey, normalise, typosAllowed, words } from './text.ts';

/** Where the traveller wants to go, in the catalog's own spelling. */
export type PlaceWish =
  | { kind: 'city'; name: string }
  | { kind: 'region'; name: string }
  /**
   * A larger area ("Kansai"), or the places within a day's reach of a hub ("day trips from Tokyo"):
   * every catalog region inside it, without the hub city itself.
   */
  | { kind: 'area'; name: string; regions: string[]; from?: string }
  /** Towns or prefectures named together ("Osaka or Tokyo", "Kyoto and Nara"): tours in any of them. */
  | { kind: 'several'; name: string; places: NamedPlace[] };

/** A place the catalog files tours under. */
export type NamedPlace = { kind: 'city' | 'region'; name: string };

/** Words that join places named together: "Osaka or Tokyo", "Kyoto and Nara", "Kyoto & Nara". */
const placeJoiners = new Set(['or', 'and', 'plus', 'then']);
const isNamedPlace = (place: PlaceWish): place is NamedPlace =>
  place.kind === 'city' || place.kind === 'region';

/**
 * Names travellers use for a place the catalog files under another one: a landmark or resort for the
 * town its tours start from. Each points at the catalog names it may be filed under, first match wins,
 * and applies only when the catalog has that name (a catalog with a city "Niseko" uses it directly).
 */
const landmarks: Record<string, string[]> = {
  niseko: ['Niseko', 'Kutchan'],
  miyajima: ['Miyajima', 'Hatsukaichi'],
  itsukushima: ['Miyajima', 'Hatsukaichi'],
  fuji: ['Fujikawaguchiko', 'Fujiyoshida'],
  'mount fuji': ['Fujikawaguchiko', 'Fujiyoshida'],
  'mt fuji': ['Fujikawaguchiko', 'Fujiyoshida'],
  fujisan: ['Fujikawaguchiko', 'Fujiyoshida'],
  kawaguchiko: ['Fujikawaguchiko'],
  'lake kawaguchi': ['Fujikawaguchiko'],
  'five lakes': ['Fujikawaguchiko'],
  takao: ['Hachioji'],
  'mount takao': ['Hachioji'],
  kumano: ['Tanabe'],
  'kumano kodo': ['Tanabe'],
  hakata: ['Fukuoka'],
  kerama: ['Naha'],
  okinawa: ['Okinawa Prefecture', 'Naha'],
  hiroshima: ['Hiroshima', 'Hiroshima Prefecture'],
};

/**
 * Towns travellers stay in, by the prefecture around them (as the catalog names regions): when the catalog
 * has no tour in the town itself, the answer says so and offers the prefecture's tours.
 */
const prefectureOfTown: Record<string, string> = {
  sapporo: 'Hokkaido',
  otaru: 'Hokkaido',
  hakodate: 'Hokkaido',
  furano: 'Hokkaido',
  asahikawa: 'Hokkaido',
  yokohama: 'Kanagawa Prefecture',
  kobe: 'Hyogo Prefecture',
  arima: 'Hyogo Prefecture',
  uji: 'Kyoto Prefecture',
  shirakawago: 'Gifu Prefecture',
  gero: 'Gifu Prefecture',
  wakayama: 'Wakayama Prefecture',
  koyasan: 'Wakayama Prefecture',
  shirahama: 'Wakayama Prefecture',
  utsunomiya: 'Tochigi Prefecture',
  kofu: 'Yamanashi Prefecture',
  kitakyushu: 'Fukuoka Prefecture',
  dazaifu: 'Fukuoka Prefecture',
  onomichi: 'Hiroshima Prefecture',
  ishigaki: 'Okinawa Prefecture',
  miyakojima: 'Okinawa Prefecture',
  kaga: 'Ishikawa Prefecture',
  wajima: 'Ishikawa Prefecture',
  aomori: 'Aomori Prefecture',
  sendai: 'Miyagi Prefecture',
  matsushima: 'Miyagi Prefecture',
  kakunodate: 'Akita Prefecture',
  ginzan: 'Yamagata Prefecture',
  aizu: 'Fukushima Prefecture',
  kawagoe: 'Saitama Prefecture',
  chichibu: 'Saitama Prefecture',
  narita: 'Chiba Prefecture',
  karuizawa: 'Nagano Prefecture',
  nagano: 'Nagano Prefecture',
  matsumoto: 'Nagano Prefecture',
  jigokudani: 'Nagano Prefecture',
  hakuba: 'Nagano Prefecture',
  kusatsu: 'Gunma Prefecture',
  niigata: 'Niigata Prefecture',
  toyama: 'Toyama Prefecture',
  fukui: 'Fukui Prefecture',
  atami: 'Shizuoka Prefecture',
  izu: 'Shizuoka Prefecture',
  shizuoka: 'Shizuoka Prefecture',
  nagoya: 'Aichi Prefecture',
  ise: 'Mie Prefecture',
  toba: 'Mie Prefecture',
  hikone: 'Shiga Prefecture',
  otsu: 'Shiga Prefecture',
  okayama: 'Okayama Prefecture',
  kurashiki: 'Okayama Prefecture',
  naoshima: 'Kagawa Prefecture',
  takamatsu: 'Kagawa Prefecture',
  matsuyama: 'Ehime Prefecture',
  tottori: 'Tottori Prefecture',
  matsue: 'Shimane Prefecture',
  izumo: 'Shimane Prefecture',
  hagi: 'Yamaguchi Prefecture',
  nagasaki: 'Nagasaki Prefecture',
  kumamoto: 'Kumamoto Prefecture',
  beppu: 'Oita Prefecture',
  yufuin: 'Oita Prefecture',
  kagoshima: 'Kagoshima Prefecture',
  yakushima: 'Kagoshima Prefecture',
  miyazaki: 'Miyazaki Prefecture',
};

/** Japan's traditional regions, by the prefectures (as the catalog names regions) they hold. */
const areas: Record<string, string[]> = {
  Kansai: ['Kyoto', 'Osaka', 'Nara', 'Hyogo', 'Wakayama', 'Shiga', 'Mie'],
  Kanto: ['Tokyo', 'Kanagawa', 'Tochigi', 'Chiba', 'Saitama', 'Gunma', 'Ibaraki'],
  Chubu: ['Gifu', 'Ishikawa', 'Yamanashi', 'Nagano', 'Toyama', 'Niigata', 'Fukui', 'Shizuoka', 'Aichi'],
  Kyushu: ['Fukuoka', 'Nagasaki', 'Kumamoto', 'Kagoshima', 'Oita', 'Miyazaki', 'Saga'],
  Chugoku: ['Hiroshima', 'Okayama', 'Yamaguchi', 'Tottori', 'Shimane'],
  Shikoku: ['Kagawa', 'Ehime', 'Tokushima', 'Kochi'],
  Tohoku: ['Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima'],
  // Parts of Chubu travellers name on their own: the Sea of Japan coast, and the Pacific side around Nagoya.
  Hokuriku: ['Ishikawa', 'Toyama', 'Fukui', 'Niigata'],
  Tokai: ['Aichi', 'Gifu', 'Shizuoka', 'Mie'],
};
/** Hubs travellers take day trips from, by the prefectures within a day's reach. */
const dayTripsFrom: Record<string, string[]> = {
  Tokyo: ['Tokyo', 'Kanagawa', 'Tochigi', 'Yamanashi', 'Saitama', 'Chiba', 'Gunma', 'Ibaraki', 'Shizuoka'],
  Kyoto: areas.Kansai!,
  Osaka: areas.Kansai!,
  Kobe: areas.Kansai!,
  Hiroshima: ['Hiroshima', 'Okayama', 'Yamaguchi'],
  Fukuoka: areas.Kyushu!,
  Sapporo: ['Hokkaido'],
};

const areaAliases: Record<string, string> = {
  kansai: 'Kansai',
  kinki: 'Kansai',
  kanto: 'Kanto',
  chubu: 'Chubu',
  'japan alps': 'Chubu',
  'japanese alps': 'Chubu',
  'central japan': 'Chubu',
  kyushu: 'Kyushu',
  chugoku: 'Chugoku',
  shikoku: 'Shikoku',
  tohoku: 'Tohoku',
  hokuriku: 'Hokuriku',
  tokai: 'Tokai',
};

/** Words that look like a place within a typo but are ordinary English: never read as places. */
const notPlaces = new Set(
  'about above after again along also around asked avoid basic bikes booked cheap cheaper choose close could dates early evening every extra first food guide hello hotel hours impact include kids later maybe money month morning night other photo place price prices rated share short since still takes their there these those today tokens tonight total tours under water where which while whole would'.split(
    ' ',
  ),
);

const prefectureSuffix = / (prefecture|metropolis|ken|fu|to)$/;

type Entry = { key: string; place: PlaceWish };

export type PlaceMatch = { place: PlaceWish /** The words that named it, as typed. */; said: string };

/** Reads places from text, against the names the catalog actually has. */
export function createPlaceMatcher(catalog: CatalogPlaces) {
  const entries: Entry[] = [];
  const cityByKey = new Map(catalog.cities.map((city) => [nameKey(city), city]));
  const regionByKey = new Map(catalog.regions.map((region) => [nameKey(region), region]));
  const resolve = (name: string): PlaceWish | undefined => {
    const city = cityByKey.get(nameKey(name));
    if (city) return { kind: 'city', name: city };
    const region = regionByKey.get(nameKey(name));
    return region ? { kind: 'region', name: region } : undefined;
  };

  for (const city of catalog.cities)
    entries.push({ key: nameKey(city), place: { kind: 'city', name: city } });
  for (const region of catalog.regions) {
    const short = normalise(region).replace(prefectureSuffix, '');
    // A region called like a city ("Kyoto Prefecture", city "Kyoto") is reached by its full name only.
    for (const key of new Set([nameKey(region), nameKey(short)])) {
      if (!cityByKey.has(key)) entries.push({ key, place: { kind: 'region', name: region } });
    }
  }
  for (const [alias, targets] of Object.entries(landmarks)) {
    const key = nameKey(alias);
    if (cityByKey.has(key)) continue;
    const place = targets.map(resolve).find((found) => found !== undefined);
    if (place) entries.push({ key, place });
  }
  const regionsOf = (prefectures: string[]) => regionsNamed(prefectures, catalog.regions);
  for (const [alias, area] of Object.entries(areaAliases)) {
    entries.push({
      key: nameKey(alias),
      place: { kind: 'area', name: area, regions: regionsOf(areas[area]!) },
    });
  }
  const byKey = new Map<string, PlaceWish>();
  for (const entry of entries) if (!byKey.has(entry.key)) byKey.set(entry.key, entry.place);

  /** Typos are forgiven in single words only: joined neighbours ("tours in") would match too much. */
  function lookup(key: string, oneWord: boolean): PlaceWish | undefined {
    const exact = byKey.get(key);
    if (exact || !oneWord) return exact;
    const allowed = typosAllowed(key.length);
    if (allowed === 0) return undefined;
    let best: { place: PlaceWish; distance: number } | undefined;
    for (const [candidate, place] of byKey) {
      const distance = editDistance(key, candidate, allowed);
      if (distance <= allowed && (!best || distance < best.distance)) best = { place, distance };
    }
    return best?.place;
  }

  return {
    /**
     * "day trips from Tokyo", "out of Kyoto": the regions around a hub, without the hub. Undefined when
     * the text names no hub that way.
     */
    findOrigin(text: string): PlaceMatch | undefined {
      // "Near Tokyo", "around Kyoto": the hub and the places within a day's reach of it.
      // "Near Kyoto Station" is in Kyoto itself.
      const near =
        /\b(?:near|around|close to|nearby|outskirts of) ([a-z]+)\b(?! (?:station|city|centre|center|downtown|airport|tower))/.exec(
          normalise(text),
        );
      const nearHub =
        near && Object.keys(dayTripsFrom).find((name) => nameKey(name) === foldLongVowels(near[1]!));
      if (near && nearHub) {
        const regions = regionsOf(dayTripsFrom[nearHub]!);
        return { place: { kind: 'area', name: nearHub, regions }, said: near[0] };
      }
      // "Staying in Kyoto ... which day trips from there?": "there" is the town named before it; "based in
      // Kyoto ... excursions out of the city" the hub named anywhere.
      const named = /\b(?:in|at) ([a-z]+)\b.*\bday ?trips?\b.*\bfrom (?:there|here)\b/.exec(normalise(text));
      const hubNamed = words(normalise(text)).find((word) =>
        Object.keys(dayTripsFrom).some((name) => nameKey(name) === foldLongVowels(word)),
      );
      const said = named
        ? normalise(text).replace(/\bfrom (?:there|here)\b/, `from ${named[1]}`)
        : hubNamed
          ? normalise(text).replace(
              /\b(?:out of|outside(?: of)?|away from) (?:the )?(?:city|town)\b/,
              `out of ${hubNamed}`,
            )
          : normalise(text);
      // "Staying in Osaka. Day trips that get me back by 18:00?": the day trips from where the traveller stays.
      const staying =
        /\b(?:staying|based|stay|living) (?:in|at) ([a-z]+)\b(?=.*\b(?:day ?trips?|day excursions?)\b)/.exec(
          said,
        );
      const stayHub =
        staying && Object.keys(dayTripsFrom).find((name) => nameKey(name) === foldLongVowels(staying[1]!));
      if (staying && stayHub) {
        const regions = regionsOf(dayTripsFrom[stayHub]!);
        return { place: { kind: 'area', name: stayHub, regions, from: stayHub }, said: staying[1]! };
      }
      // "Leaving from Osaka", "departing Kyoto", "out of Tokyo".
      const origin =
        /\b(?:(?:leaving|departing|starting) (?:from |out of )?|(?:going|heading) (?:out )?from |(?<!\b(?:train|trains|bus|buses|ferry|shinkansen|transfer|transfers|transport|ride|ticket|tickets|fare|fares|travel|flight) )from |out of |outside (?:of )?)([a-z]+)\b/.exec(
          said,
        );
      const hub =
        origin && Object.keys(dayTripsFrom).find((name) => nameKey(name) === foldLongVowels(origin[1]!));
      if (!origin || !hub) return undefined;
      const regions = regionsOf(dayTripsFrom[hub]!);
      // Where the origin was read from words the message does not hold ("out of the city"), the hub's own
      // name is what the message said of it.
      const told = normalise(text).includes(origin[0]) ? origin[0] : (hubNamed ?? origin[0]);
      return { place: { kind: 'area', name: hub, regions, from: hub }, said: told };
    },
    /**
     * The first place the text names (longest name first where names overlap), if any; with the towns
     * or prefectures joined to it ("Osaka or Tokyo"), all of them.
     */
    find(text: string): PlaceMatch | undefined {
      const tokens = words(normalise(text));
      const placeAt = (start: number) => {
        for (let length = Math.min(3, tokens.length - start); length >= 1; length--) {
          const said = tokens.slice(start, start + length);
          if (length === 1 && notPlaces.has(said[0]!)) continue;
          const place = lookup(said.map(foldLongVowels).join(''), length === 1);
          if (place) return { place, end: start + length };
        }
        return undefined;
      };
      for (let start = 0; start < tokens.length; start++) {
        const first = placeAt(start);
        if (!first) continue;
        const together: NamedPlace[] = isNamedPlace(first.place) ? [first.place] : [];
        let end = first.end;
        // "Osaka or Tokyo", "Kanazawa and then Takayama", "Kyoto/Nara", "kyoto→nara→osaka".
        while (together.length > 0) {
          let at = end;
          while (placeJoiners.has(tokens[at] ?? '')) at++;
          const next = placeAt(at);
          if (!next || !isNamedPlace(next.place)) break;
          if (!together.some((place) => place.name === next.place.name)) together.push(next.place);
          end = next.end;
        }
        const said = tokens.slice(start, end).join(' ');
        if (together.length < 2)
          return { place: first.place, said: tokens.slice(start, first.end).join(' ') };
        const name = together.map((place) => place.name).join(' or ');
        return { place: { kind: 'several', name, places: together }, said };
      }
      return undefined;
    },
    /** The catalog's region around a town it has no tours in ("kobe": Hyogo Prefecture), if it has one. */
    regionAround(town: string): string | undefined {
      const region = prefectureOfTown[foldLongVowels(town)];
      return region && catalog.regions.includes(region) ? region : undefined;
    },
    /** A town of Japan we know, whether or not the catalog has tours in it or its prefecture. */
    isTown(word: string): boolean {
      return foldLongVowels(word) in prefectureOfTown;
    },
    /** Every place the catalog has tours in, for "where do you have tours?". */
    cities: catalog.cities,
  };
}

export type PlaceMatcher = ReturnType<typeof createPlaceMatcher>;

/** The catalog's regions for prefectures named without their suffix ("Kanagawa": "Kanagawa Prefecture"). */
function regionsNamed(prefectures: string[], regions: string[]): string[] {
  return prefectures
    .map((prefecture) =>
      regions.find((region) => normalise(region).replace(prefectureSuffix, '') === normalise(prefecture)),
    )
    .filter((region): region is string => region !== undefined);
}

/**
 * A hub city and the places within a day's reach of it, as "near Osaka" reads: where a family staying in
 * Osaka can go when the city itself has nothing for them. Undefined for a city that is no hub.
 */
export function cityAndAround(city: string, regions: string[]): PlaceWish | undefined {
  const reach = dayTripsFrom[city];
  return reach && { kind: 'area', name: city, regions: regionsNamed(reach, regions) };
}

/** How a place reads in an answer: "in Kyoto", "in the Kansai area". */
export function placePhrase(place: PlaceWish): string {
  if (place.kind !== 'area') return `in ${place.name}`;
  return place.from ? `within a day's reach of ${place.from}` : `in the ${place.name} area`;
}
