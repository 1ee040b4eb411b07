import { zodResolver } from '@hookform/resolvers/zod';
import { limits, type NewTour, type Tour } from '@tabi/contracts';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../../api/api-error.ts';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useCreateTour } from '../api/create-tour.ts';
import { useUpdateTour } from '../api/update-tour.ts';
import { applyTourFieldErrors } from '../lib/tour-form-errors.ts';
import {
  newTourFormSchema,
  newTourFormValues,
  newTourPlaceholders,
  type TourFormValues,
  tourChanges,
  tourFormSchema,
  tourFormValues,
  tourInputOf,
} from '../lib/tour-form-values.ts';
import { CreateTourButton } from './create-tour-button.tsx';
import { TourBasicsFields } from './tour-basics-fields.tsx';
import { TourFactsChecklist } from './tour-facts-checklist.tsx';
import { TourFormSection } from './tour-form-section.tsx';
import { groupSizeConflict, TourGroupFields } from './tour-group-fields.tsx';
import { TourListField } from './tour-list-field.tsx';
import { TourPhotosField } from './tour-photos-field.tsx';
import { TourPlaceFields } from './tour-place-fields.tsx';
import { TourVisibilityFields } from './tour-visibility-fields.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

type TourFormProps = {
  /** The tour to edit; null creates one. */
  tour: Tour | null;
  currency: string;
};

/**
 * The whole tour, checked field by field with the contract's rules before it is sent. A new tour starts
 * empty, its defaults as placeholders, and Create waits until it would pass; it is created and its editor
 * opens. An edit sends only what changed and stays. What the server refuses is shown where it belongs (a
 * field, the group size, a banner) and the form keeps everything typed.
 */
export function TourForm({ tour, currency }: TourFormProps) {
  const navigate = useNavigate();
  const create = useCreateTour();
  const update = useUpdateTour();
  const form = useForm<TourFormValues, unknown, NewTour>({
    resolver: zodResolver(tour ? tourFormSchema : newTourFormSchema),
    defaultValues: tour ? tourFormValues(tour) : newTourFormValues(),
    mode: 'onTouched',
  });
  const {
    setError,
    setFocus,
    formState: { isSubmitting, isDirty },
  } = form;
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const leaveFreely = useRef(false);
  // What the form was filled from: an edit sends what differs from this, never from a later copy.
  const loaded = useRef(tour);
  // An empty field of a new tour is sent with its default, which it shows; a saved tour's are all required.
  const placeholders = tour ? undefined : newTourPlaceholders;

  const refused = (error: unknown) => {
    const fallback = tour ? 'Failed to update tour' : 'Failed to create tour';
    const message = errorMessage(error, fallback);
    if (isApiError(error) && error.status === 409 && typeof error.details.minimumGroupSize === 'number') {
      setError('maxGroupSize', { type: groupSizeConflict, message }, { shouldFocus: true });
    } else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
      const unplaced = applyTourFieldErrors(error.fieldErrors, setError, setFocus);
      if (unplaced.length > 0) setProblem(unplaced.join(' '));
    } else if (!isApiError(error) || error.status !== 0) {
      // A network failure is only a toast: nothing is wrong with the form, it can be sent again.
      setProblem(message);
    }
    toast.error('Tour not saved', { description: message });
  };

  const save = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      if (loaded.current) {
        const changes = tourChanges(tourInputOf(loaded.current), input);
        if (Object.keys(changes).length === 0) {
          // Only spaces the server would trim away were typed: nothing to send.
          form.reset(tourFormValues(loaded.current));
          toast.info('Nothing to save', { description: 'The tour already reads like this.' });
          return;
        }
        const saved = await update.mutateAsync({ id: loaded.current._id, changes });
        loaded.current = saved;
        form.reset(tourFormValues(saved));
        toast.success('Tour saved', { description: `“${saved.title}” is up to date.` });
      } else {
        const created = await create.mutateAsync(input);
        toast.success('Tour created', {
          description: created.archived
            ? `“${created.title}” is saved, archived.`
            : `“${created.title}” is in the catalog.`,
        });
        leaveFreely.current = true;
        void navigate(`/admin/tours/${created._id}/edit`, { replace: true });
      }
    } catch (error) {
      refused(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={save}
        noValidate
        className="space-y-6 [&_input]:scroll-mb-28 [&_textarea]:scroll-mb-28"
        aria-label={tour ? 'Edit tour' : 'New tour'}
      >
        {problem && (
          <Alert tone="danger" title="The tour was not saved">
            {problem}
          </Alert>
        )}
        {tour && tour.missingFacts.length > 0 && <TourFactsChecklist missing={tour.missingFacts} />}
        <TourBasicsFields currency={currency} placeholders={placeholders} />
        <TourPlaceFields />
        <TourGroupFields currency={currency} placeholders={placeholders} />
        <TourFormSection
          id="tour-lists"
          title="What to expect"
          description="Short lines, each shown as a point on the tour page."
        >
          <TourListField
            name="highlights"
            legend="Highlights"
            item="highlight"
            max={limits.tourListMaxItems}
          />
          <TourListField
            name="included"
            legend="Included"
            item="included item"
            max={limits.tourListMaxItems}
          />
          <TourListField
            name="excluded"
            legend="Not included"
            item="excluded item"
            max={limits.tourListMaxItems}
          />
          <TourListField
            name="languages"
            legend="Languages"
            item="language"
            max={limits.tourLanguagesMax}
            placeholder="e.g. Japanese"
          />
        </TourFormSection>
        <TourPhotosField onUploadingChange={setUploading} />
        <TourVisibilityFields />

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-sand-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:gap-3 sm:flex-row-reverse sm:rounded-2xl sm:border sm:px-5">
          {tour ? (
            <Button type="submit" loading={isSubmitting} disabled={uploading || !isDirty}>
              {isSubmitting ? 'Saving…' : 'Save changes'}
            </Button>
          ) : (
            <CreateTourButton submitting={isSubmitting} uploading={uploading} />
          )}
          <Button asChild variant="ghost">
            <Link to="/admin/tours">Cancel</Link>
          </Button>
          {uploading && (
            <p className="text-sm text-ink-600 sm:mr-auto" role="status">
              Saving waits for the photos to finish uploading.
            </p>
          )}
        </div>
      </form>
      <UnsavedChangesGuard dirty={isDirty} leaveFreely={leaveFreely} />
    </FormProvider>
  );
}
