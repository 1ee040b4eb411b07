import { z } from 'zod';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  nulMessage,
  pageQuerySchema,
  searchTermSchema,
  withoutNul,
} from './common.ts';
import { consultationStatuses, consultationTopics, limits } from './constants.ts';

/** Digits with the usual separators and an optional leading +, as people write phone numbers. */
const phonePattern = /^\+?[\d\s().-]{6,}$/;

/**
 * A calendar date in the operator's time zone. The server also refuses a date before today there (the
 * form cannot know the operator's "today" reliably, the server's clock decides).
 */
export const consultationDateSchema = z
  .string({ message: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Choose a date as YYYY-MM-DD' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: 'Choose a real date' },
  );

/** A time of day on the 24-hour clock, in the operator's time zone. */
export const consultationTimeSchema = z
  .string({ message: 'Choose a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Choose a time as HH:MM (24-hour clock)' });

const required = (label: string, max: number, min = 1) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(min, { message: min === 1 ? `${label} is required` : `${label} needs at least ${min} characters` })
    .max(max, { message: `${label} must be at most ${max} characters` })
    .refine(withoutNul, nulMessage);

/** `POST /api/consultations/schedule`: a visitor or a signed-in user asks to talk to the team. */
export const consultationInputSchema = z.object({
  name: required('Name', limits.consultationNameMax),
  email: z
    .string({ message: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .max(254, { message: 'E-mail is too long' })
    .pipe(z.email({ message: 'Enter a valid e-mail address' })),
  /** Optional: an empty string or null means none. */
  phone: z
    .string({ message: 'Enter a valid phone number' })
    .trim()
    .max(limits.consultationPhoneMax, {
      message: `Phone must be at most ${limits.consultationPhoneMax} characters`,
    })
    .refine((value) => value === '' || phonePattern.test(value), { message: 'Enter a valid phone number' })
    .nullish()
    .transform((value) => value || null),
  preferredDate: consultationDateSchema,
  preferredTime: consultationTimeSchema,
  topic: z.enum(consultationTopics, { message: `Choose a topic: ${consultationTopics.join(', ')}` }),
  message: required('Message', limits.consultationMessageMax, limits.consultationMessageMin),
  /** The tour the question is about, if any. */
  tourId: idSchema.nullish().transform((value) => value ?? null),
});
export type ConsultationInput = z.input<typeof consultationInputSchema>;
export type ConsultationFields = z.output<typeof consultationInputSchema>;

export const consultationSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** `YYYY-MM-DD` and `HH:MM` in the operator's time zone. */
  preferredDate: z.string(),
  preferredTime: z.string(),
  topic: z.string(),
  message: z.string(),
  tour: z.object({ _id: idSchema, title: z.string() }).nullable(),
  status: z.enum(consultationStatuses),
  adminNote: z.string().nullable(),
  handledAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Consultation = z.infer<typeof consultationSchema>;

/** The admin's list: newest first, by status, `q` searching name and e-mail. */
export const consultationListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(consultationStatuses, { message: `status must be one of ${consultationStatuses.join(', ')}` })
    .optional(),
  q: searchTermSchema('q'),
});
export type ConsultationListQuery = z.infer<typeof consultationListQuerySchema>;

/** The admin marks a consultation handled (or new again); `adminNote` absent keeps it, null or '' clears it. */
export const consultationUpdateSchema = z.object({
  status: z.enum(consultationStatuses, {
    message: `status must be one of ${consultationStatuses.join(', ')}`,
  }),
  adminNote: z
    .string({ message: 'The note must be text' })
    .trim()
    .max(limits.consultationNoteMax, {
      message: `Keep the note under ${limits.consultationNoteMax} characters`,
    })
    .refine(withoutNul, nulMessage)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type ConsultationUpdate = z.input<typeof consultationUpdateSchema>;

export const consultationResponseSchema = entityResponseSchema(consultationSchema);
export const consultationListResponseSchema = listResponseSchema(consultationSchema);
