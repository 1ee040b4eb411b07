/**
 * Procedural illustrations for the demo catalog: flat, layered scenes of Japan in the design palette,
 * drawn as SVG (the server rasterises and encodes them). The same (kind, seed) always gives the same
 * picture, so the demo looks the same everywhere and a second seeding stores no duplicate (images
 * dedup by hash).
 */
import { bambooScene } from './illustration/scenes/bamboo.ts';
import { castleScene } from './illustration/scenes/castle.ts';
import { cityScene } from './illustration/scenes/city.ts';
import { coastScene } from './illustration/scenes/coast.ts';
import { fujiScene } from './illustration/scenes/fuji.ts';
import { autumnScene, sakuraScene } from './illustration/scenes/garden.ts';
import { mountainsScene } from './illustration/scenes/mountains.ts';
import { onsenScene } from './illustration/scenes/onsen.ts';
import { pagodaScene } from './illustration/scenes/pagoda.ts';
import { ramenScene } from './illustration/scenes/ramen.ts';
import { sushiScene } from './illustration/scenes/sushi.ts';
import { teaScene } from './illustration/scenes/tea.ts';
import { toriiScene } from './illustration/scenes/torii.ts';
import { toriiTunnelScene } from './illustration/scenes/torii-tunnel.ts';
import { createRng, type Rng } from './random.ts';

/** What each kind always shows (the seed varies time of day, placement and details, never the subject). */
const scenes = {
  /** Mount Fuji above layered ridges, with a lake or the Chureito pagoda. */
  fuji: fujiScene,
  /** Forested ridges fading into mist, sometimes with a small shrine gate on a ridge. */
  mountains: mountainsScene,
  /** A five-storey pagoda over the tiled roofs of old Kyoto. */
  pagoda: pagodaScene,
  /** A vermilion torii standing in the sea, mirrored in the water. */
  torii: toriiScene,
  /** A tunnel of vermilion torii gates on a stone path. */
  'torii-tunnel': toriiTunnelScene,
  /** A city skyline after dark with a lattice tower and a river. */
  city: cityScene,
  /** A calm sea with islets, a fishing boat, a pine on a rock and seigaiha waves. */
  coast: coastScene,
  /** A bamboo grove around a fenced gravel path. */
  bamboo: bambooScene,
  /** A bowl of ramen from above. */
  ramen: ramenScene,
  /** A board of nigiri and maki from above. */
  sushi: sushiScene,
  /** Matcha in a tea bowl on tatami, with the whisk, the scoop and two sweets. */
  tea: teaScene,
  /** A garden pond with cherry trees in blossom, a drum bridge and a stone lantern. */
  sakura: sakuraScene,
  /** The same garden in autumn maple colours. */
  autumn: autumnScene,
  /** A steaming outdoor hot spring in the snow beside a lit inn. */
  onsen: onsenScene,
  /** A white castle keep on its stone base above a moat. */
  castle: castleScene,
} satisfies Record<string, (rng: Rng) => string>;

export type IllustrationKind = keyof typeof scenes;

/** A plain description of each kind, usable as alternative text when nothing more specific is known. */
export const illustrationDescriptions: Record<IllustrationKind, string> = {
  fuji: 'Illustration of Mount Fuji above layered ridges',
  mountains: 'Illustration of forested ridges fading into mist',
  pagoda: 'Illustration of a five-storey pagoda over tiled roofs',
  torii: 'Illustration of a vermilion torii standing in the sea',
  'torii-tunnel': 'Illustration of a tunnel of vermilion torii gates',
  city: 'Illustration of a city skyline at night with a lattice tower',
  coast: 'Illustration of a calm sea with islets and a fishing boat',
  bamboo: 'Illustration of a bamboo grove around a path',
  ramen: 'Illustration of a bowl of ramen seen from above',
  sushi: 'Illustration of nigiri and maki seen from above',
  tea: 'Illustration of a bowl of matcha on tatami',
  sakura: 'Illustration of cherry trees in blossom by a garden pond',
  autumn: 'Illustration of maple trees in autumn colour by a garden pond',
  onsen: 'Illustration of a steaming hot spring in the snow',
  castle: 'Illustration of a white castle keep above a moat',
};

/** The SVG markup of one illustration (1600 x 1200). */
export function illustrationSvg(kind: IllustrationKind, seed: string): string {
  return scenes[kind](createRng(`${kind}:${seed}`));
}
