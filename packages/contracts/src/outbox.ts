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

/**
 * Where the links that open an account lead (password reset, address confirmation, undo of an address
 * change): their tokens are hidden from staff in the outbox, since whoever follows one acts as the
 * account's owner. The web app routes them at these paths.
 */
export const accountLinkPaths = ['/reset-password/', '/verify-email/', '/email-change/undo/'] as const;

/** What stands in the outbox for the token of an account link. */
export const hiddenLinkToken = '[hidden]';

export const outboxMessageSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  /** The text body, with the tokens of account links (`accountLinkPaths`) replaced by `hiddenLinkToken`. */
  text: z.string(),
  /** The HTML body as it would have been sent; null for a text-only mail. Render it sandboxed. */
  html: z.string().nullable(),
  /** How many account links the text body carried (hidden in both bodies): only the addressee may follow them. */
  hiddenLinks: z.number().int(),
  /** Files sent with it (a booking's calendar event), by name. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = listResponseSchema(outboxMessageSummarySchema);
export const outboxMessageResponseSchema = entityResponseSchema(outboxMessageSchema);
