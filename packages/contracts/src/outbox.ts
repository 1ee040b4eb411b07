import { z } from 'zod';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  pageQuerySchema,
  searchTermSchema,
} from './common.ts';

/**
 * `GET /api/admin/outbox[/:id]`: the e-mails an installation without SMTP_URL kept instead of sending.
 * With SMTP_URL set, mail is sent and nothing new arrives here.
 */

/** Characters of the text body the list shows (whitespace runs collapsed to one space). */
export const outboxPreviewLength = 160;

export const outboxListQuerySchema = pageQuerySchema.extend({
  /** Part of the recipient's address or of the subject, case-insensitive. */
  q: searchTermSchema('q'),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;
export type OutboxFilters = z.output<typeof outboxListQuerySchema>;

export const outboxMessageSummarySchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  /** The start of the text body, at most `outboxPreviewLength` characters. */
  preview: z.string(),
  createdAt: isoDateTime,
});
export type OutboxMessageSummary = z.infer<typeof outboxMessageSummarySchema>;

export const outboxMessageSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML body as it would have been sent; null for a text-only mail. Render it sandboxed. */
  html: z.string().nullable(),
  createdAt: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = listResponseSchema(outboxMessageSummarySchema);
export const outboxMessageResponseSchema = entityResponseSchema(outboxMessageSchema);
