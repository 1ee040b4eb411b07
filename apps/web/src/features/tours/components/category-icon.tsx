import {
  Bike,
  Building2,
  Camera,
  Compass,
  Landmark,
  Leaf,
  type LucideIcon,
  Moon,
  Mountain,
  Palette,
  Ship,
  Soup,
  Sparkles,
  TreePine,
  Utensils,
  Waves,
} from 'lucide-react';

const rules: [RegExp, LucideIcon][] = [
  [/food|culinar|ramen|sushi|market/i, Utensils],
  [/sake|tea|drink/i, Soup],
  [/temple|shrine|histor|heritage|castle/i, Landmark],
  [/night|evening|izakaya/i, Moon],
  [/hik|mountain|trek|volcano/i, Mountain],
  [/nature|garden|forest|park/i, TreePine],
  [/city|urban|walking|neighbou?rhood/i, Building2],
  [/art|craft|cultur|workshop|kimono/i, Palette],
  [/cycl|bike/i, Bike],
  [/boat|cruise|river|island/i, Ship],
  [/wellness|onsen|spa|zen|meditat/i, Leaf],
  [/coast|sea|beach|snorkel/i, Waves],
  [/photo/i, Camera],
  [/day trip|excursion/i, Compass],
];

/** A fitting icon for a free-text category name. */
export function categoryIcon(name: string): LucideIcon {
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? Sparkles;
}
