import { z } from 'zod';

/** The spec's answers to `POST /api/upload` and `/api/upload/review`, and to `/api/upload/multiple`. */
export const uploadResponseSchema = z.object({ success: z.literal(true), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const uploadsResponseSchema = z.object({ success: z.literal(true), urls: z.array(z.string()) });
export type UploadsResponse = z.infer<typeof uploadsResponseSchema>;
