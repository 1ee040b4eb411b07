import { z } from 'zod';

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['embedded', 'external']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
