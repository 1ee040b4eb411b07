import { z } from 'zod';
import { isoDateTime, listResponseSchema } from './common.ts';

/** One backup as the admin dashboard lists it (decision 75). */
export const backupRunSchema = z.object({
  _id: z.string(),
  trigger: z.enum(['nightly', 'manual']),
  status: z.enum(['running', 'done', 'failed']),
  /** The folder or `s3://bucket/prefix`, and the file's name there. */
  target: z.string(),
  name: z.string(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupRunListResponseSchema = listResponseSchema(backupRunSchema);
