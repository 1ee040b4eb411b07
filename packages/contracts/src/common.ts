import { z } from 'zod';
import { limits } from './constants.ts';

/** Every entity's identifier on the wire: a UUID named `_id`. */
export const idSchema = z.uuid({ message: 'must be a valid id' });

export const idParamsSchema = z.object({ id: z.string() });

/** PostgreSQL text cannot hold a NUL character; everything else a person types is kept as typed. */
export const withoutNul = (value: string) => !value.includes('\u0000');
export const nulMessage = { message: 'contains a character that is not allowed' };

/** The address of an image this server stores, as the upload calls answer it: `/uploads/<id>.webp`. */
export const uploadedImageUrlSchema = z
  .string()
  .regex(/^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/i, {
    message: 'must be an image uploaded to this site',
  });

/** The answer to a DELETE: which entity is gone. */
export const deletedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ _id: idSchema }),
});

export const isoDateTime = z.string().describe('ISO 8601 timestamp');

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int({ message: 'page must be a whole number' })
    .min(1, { message: 'page must be 1 or more' })
    .max(100_000, { message: 'page is too large' })
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be 1 or more' })
    .max(limits.pageSizeMax, { message: `limit must be at most ${limits.pageSizeMax}` })
    .default(limits.pageSizeDefault),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A list's free-text search parameter (`q`, `search`): trimmed, bounded, no NUL; empty means no search.
 * `name` is the parameter's name in the messages.
 */
export const searchTermSchema = (name: string) =>
  z
    .string()
    .trim()
    .max(limits.searchMaxLength, { message: `${name} must be at most ${limits.searchMaxLength} characters` })
    .refine(withoutNul, nulMessage)
    .optional()
    .transform((value) => value || undefined);

/** The list envelope of the spec: `{ success, data, count, total, page, pages }`. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    count: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    /** Set by a list that stops counting at a cap (the admin's bookings): more than `total` match. */
    totalIsLowerBound: z.literal(true).optional(),
  });
}

export function entityResponseSchema<T extends z.ZodType>(entity: T) {
  return z.object({ success: z.literal(true), data: entity });
}

/** A single entity's answer: `{ success: true, data }`. */
export type EntityResponse<T> = { success: true; data: T };

export type ListResponse<T> = {
  success: true;
  data: T[];
  count: number;
  total: number;
  page: number;
  pages: number;
  totalIsLowerBound?: true;
};
