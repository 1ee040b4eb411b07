import { limits } from '@tabi/contracts';
import { z } from 'zod';

/** The usual reasons, offered as one tap each; the server stores the one chosen, with the note if any. */
export const cancelReasons = [
  'Change of plans',
  'Found another tour',
  'Weather or travel disruption',
  'Illness or emergency',
  'Booked by mistake',
  'Other',
] as const;

export type CancelReason = (typeof cancelReasons)[number];

/** Room for the note beside the longest reason, inside what the server keeps (`: ` joins them). */
export const cancelNoteMax = limits.cancelReasonMax - Math.max(...cancelReasons.map((r) => r.length)) - 2;

/** "Other" says nothing by itself: it needs the note, as long as the server asks a reason to be. */
export const cancelFormSchema = z
  .object({
    reason: z.enum(cancelReasons, { message: 'Choose a reason' }),
    note: z
      .string()
      .trim()
      .max(cancelNoteMax, { message: `Keep the note under ${cancelNoteMax} characters` }),
  })
  .refine(({ reason, note }) => reason !== 'Other' || note.length >= limits.cancelReasonMin, {
    path: ['note'],
    message: `Tell us in a few words (at least ${limits.cancelReasonMin} characters)`,
  });

/** What is sent and stored: "Change of plans", or "Change of plans: our flight moved". */
export function cancellationReasonText({ reason, note }: z.infer<typeof cancelFormSchema>) {
  return note ? `${reason}: ${note}` : reason;
}
