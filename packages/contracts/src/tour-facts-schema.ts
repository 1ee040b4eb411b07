import { z } from 'zod';
import { tourFactNames } from './tour-facts.ts';

/**
 * The facts as a wire enum, apart from tour-facts.ts: the public pages read the facts' names and labels,
 * and a module holding a schema would bring zod with it into their bundle.
 */
export const tourFactSchema = z.enum(tourFactNames);
