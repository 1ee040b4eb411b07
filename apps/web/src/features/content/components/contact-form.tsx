import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Consultation,
  consultationInputSchema,
  consultationTopics,
  idSchema,
  limits,
} from '@tabi/contracts';
import { consultationForm, consultationTimes, officeTimeZone } from '@tabi/site-content';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { tourQueryOptions } from '../../../api/get-tour.ts';
import { usePublicConfig } from '../../../api/public-config.ts';
import { useSession } from '../../../session/session-context.ts';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharacterCount } from '../../../ui/character-count.tsx';
import { FieldMessages, FormField } from '../../../ui/form-field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { Select } from '../../../ui/select.tsx';
import { toast } from '../../../ui/toast.ts';
import { formatCalendarDate, todayIn, zoneAbbreviation } from '../../../ui/zoned-time.ts';
import { scheduleConsultation } from '../api/schedule-consultation.ts';

/**
 * The contract's schema, with plainer messages for a picker left empty and the operator's today as the
 * first date (the server checks that again with its own clock).
 */
function contactFormSchema(today: string) {
  const { shape } = consultationInputSchema;
  return consultationInputSchema.extend({
    preferredDate: z
      .string()
      .min(1, { message: 'Choose a date' })
      .pipe(shape.preferredDate)
      .refine((date) => date >= today, { message: 'Choose today or a later date' }),
    preferredTime: z.string().min(1, { message: 'Choose a time' }).pipe(shape.preferredTime),
    topic: z.string().min(1, { message: 'Choose a topic' }).pipe(shape.topic),
  });
}

/** The form's fields, which the server's `fieldErrors` may name. */
const fields = [
  'name',
  'email',
  'phone',
  'preferredDate',
  'preferredTime',
  'topic',
  'message',
  'tourId',
] as const;

const blank = {
  name: '',
  email: '',
  phone: '',
  preferredDate: '',
  preferredTime: '',
  topic: '',
  message: '',
  tourId: null,
};

/** A `?tour=<id>` that is a well-formed id; anything else is ignored. */
function useTourParam() {
  const [params] = useSearchParams();
  const value = params.get('tour');
  return value && idSchema.safeParse(value).success ? value : null;
}

/**
 * Asks for a consultation: who (prefilled from the session), when (Japan time), what about, and
 * optionally the tour of `?tour=<id>`. The button shows "Sending…" and cannot be pressed twice; the
 * server's field errors land on their fields, its message in the toast.
 */
export function ContactForm() {
  const { user } = useSession();
  const timezone = usePublicConfig().data?.timezone ?? officeTimeZone;
  const zone = zoneAbbreviation(timezone);
  const today = todayIn(timezone);
  const schema = useMemo(() => contactFormSchema(today), [today]);

  const tourParam = useTourParam();
  const [tourRemoved, setTourRemoved] = useState(false);
  const tourQuery = useQuery({ ...tourQueryOptions(tourParam ?? ''), enabled: tourParam !== null });
  const tour = tourParam && !tourRemoved ? tourQuery.data : undefined;

  // The request is JSON, posted by the app: on the prerendered page the whole form waits for it (decision
  // 22), so nothing is typed into fields the app would then reset.
  const untilLive = useDisabledUntilLive();
  const [sent, setSent] = useState<Consultation | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: blank, mode: 'onTouched' });
  const message = useWatch({ control, name: 'message' }) ?? '';

  // A signed-in traveller need not type who they are; what they typed already is kept.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
    if (!getValues('phone') && user.phone) setValue('phone', user.phone);
  }, [user, getValues, setValue]);

  const tourId = tour?._id ?? null;
  useEffect(() => {
    setValue('tourId', tourId);
  }, [tourId, setValue]);

  // The form gives way to the confirmation: the focus follows, so keyboard users are not lost.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const consultation = await scheduleConsultation(values);
      toast.success(consultationForm.success.title, {
        description: `${formatCalendarDate(consultation.preferredDate)} at ${consultation.preferredTime} ${zone}`,
      });
      setSent(consultation);
    } catch (error) {
      applyFieldErrors(error, setError, fields);
      toast.error(consultationForm.failure.title, {
        description: errorMessage(error, consultationForm.failure.fallback),
      });
    }
  });

  const askAgain = () => {
    reset({ ...blank, name: sent?.name ?? '', email: sent?.email ?? '', phone: sent?.phone ?? '', tourId });
    setSent(null);
  };

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-success-600/25 bg-success-50 p-6">
        <CircleCheck className="size-8 text-success-600" aria-hidden />
        <h3 ref={sentHeading} tabIndex={-1} className="mt-3 text-xl font-bold text-ink-900 outline-none">
          {consultationForm.success.title}
        </h3>
        <p className="mt-2 font-semibold text-ink-900">
          {formatCalendarDate(sent.preferredDate)} at {sent.preferredTime} {zone} · {sent.topic}
        </p>
        {sent.tour && <p className="mt-1 text-ink-700">About {sent.tour.title}</p>}
        <p className="mt-3 leading-relaxed text-ink-700">{consultationForm.success.text(sent.email, user)}</p>
        <Button variant="outline" className="mt-5" onClick={askAgain}>
          {consultationForm.success.again}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {untilLive.reason}
      <fieldset
        disabled={untilLive.disabled}
        aria-describedby={untilLive.describedBy()}
        className="min-w-0 space-y-5"
      >
        {tour && (
          <div>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3">
              <p className="min-w-0 text-[0.9375rem] text-ink-800">
                About the tour{' '}
                <Link
                  to={`/tours/${tour._id}`}
                  className="font-semibold text-primary-700 underline-offset-2 hover:underline"
                >
                  {tour.title}
                </Link>
              </p>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setTourRemoved(true)}
                aria-label={`Remove the tour ${tour.title} from this request`}
              >
                <X aria-hidden />
                Remove
              </Button>
            </div>
            <FieldMessages id="contact-tour" error={errors.tourId?.message} />
          </div>
        )}

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label="Name" error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
          </FormField>
          <FormField id="contact-email" label="E-mail" error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                {...register('email')}
              />
            )}
          </FormField>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="contact-phone"
            label={
              <>
                Phone <span className="font-normal text-ink-600">(optional)</span>
              </>
            }
            hint="With the country code, if we should call you."
            error={errors.phone?.message}
          >
            {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
          </FormField>
          <FormField id="contact-topic" label="Topic" error={errors.topic?.message}>
            {(control) => (
              <Select {...control} {...register('topic')}>
                <option value="">Choose a topic</option>
                {consultationTopics.map((topic) => (
                  <option key={topic} value={topic}>
                    {topic}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="contact-date"
            label="Preferred date"
            hint="On a Sunday or holiday we suggest the next working day."
            error={errors.preferredDate?.message}
          >
            {(control) => <Input {...control} type="date" min={today} {...register('preferredDate')} />}
          </FormField>
          <FormField
            id="contact-time"
            label={`Preferred time (Japan time, ${zone})`}
            error={errors.preferredTime?.message}
          >
            {(control) => (
              <Select {...control} {...register('preferredTime')}>
                <option value="">Choose a time</option>
                {consultationTimes.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>

        <FormField
          id="contact-message"
          label="Message"
          hint={`Between ${limits.consultationMessageMin} and ${limits.consultationMessageMax.toLocaleString('en-US')} characters: your dates, group, interests and anything we should know.`}
          error={errors.message?.message}
          labelAside={
            <CharacterCount
              length={message.length}
              max={limits.consultationMessageMax}
              min={limits.consultationMessageMin}
            />
          }
        >
          {(control) => <Textarea {...control} rows={6} {...register('message')} />}
        </FormField>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-600">
            We use these details only to answer you. See our{' '}
            <Link to="/privacy" className="font-semibold text-primary-700 hover:underline">
              Privacy Policy
            </Link>
            .
          </p>
          <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? consultationForm.sending : consultationForm.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
