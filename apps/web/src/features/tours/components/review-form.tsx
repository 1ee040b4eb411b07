import { zodResolver } from '@hookform/resolvers/zod';
import { limits, type Review, type ReviewUpdate, reviewInputSchema } from '@tabi/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharacterCount } from '../../../ui/character-count.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Input, Textarea } from '../../../ui/input.tsx';
import { toast } from '../../../ui/toast.ts';
import { useCreateReview } from '../api/create-review.ts';
import { useUpdateReview } from '../api/update-review.ts';
import { ReviewPhotoPicker } from './review-photo-picker.tsx';
import { StarsField } from './stars-field.tsx';

const fields = ['title', 'text', 'rating', 'image'] as const;

type ReviewFormProps = {
  tourId: string;
  /** The signed-in user, whose review it is. */
  userId: string;
  /** The review to change; null writes a new one. */
  reviewId: string | null;
  /** The review as it is now, when editing. */
  review?: Review | null;
  /** The user's current stars for the tour, to start from. */
  currentRating: number | null;
  /** Called once the review is saved and the caches know it. */
  onSaved: (review: Review) => void;
  /** The server answered 409: the user reviewed this tour already (`details.reviewId`). */
  onConflict: (reviewId: string | null) => void;
  onCancel: () => void;
};

/**
 * Title, text (with a live count), stars and one photo. A new review sends what was filled in; an
 * edit sends only the fields that changed (`image: null` removes the photo).
 */
export function ReviewForm({
  tourId,
  userId,
  reviewId,
  review,
  currentRating,
  onSaved,
  onConflict,
  onCancel,
}: ReviewFormProps) {
  const create = useCreateReview(tourId, userId);
  const update = useUpdateReview(tourId, userId);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: {
      title: review?.title ?? '',
      text: review?.text ?? '',
      rating: review?.rating ?? currentRating,
      image: undefined as string | null | undefined,
    },
    mode: 'onTouched',
  });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const title = useWatch({ control, name: 'title' }) ?? '';
  const rating = useWatch({ control, name: 'rating' });
  const editing = reviewId !== null;

  // The stars follow the user's rating (changed above meanwhile) until they are picked here.
  useEffect(() => {
    if (currentRating !== null && !getFieldState('rating').isDirty) setValue('rating', currentRating);
  }, [currentRating, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      if (reviewId) {
        const changes: ReviewUpdate = {};
        if (dirtyFields.title) changes.title = values.title;
        if (dirtyFields.text) changes.text = values.text;
        if (dirtyFields.rating && values.rating) changes.rating = values.rating;
        if (values.image !== undefined) changes.image = values.image;
        const saved = await update.mutateAsync({ reviewId, body: changes });
        toast.success('Review updated');
        onSaved(saved);
      } else {
        const saved = await create.mutateAsync({
          text: values.text,
          ...(values.title ? { title: values.title } : {}),
          ...(values.rating ? { rating: values.rating } : {}),
          ...(values.image ? { image: values.image } : {}),
        });
        toast.success('Thanks for your review', {
          description: 'It is now shown to everyone looking at this tour.',
        });
        onSaved(saved);
      }
    } catch (error) {
      if (!reviewId && isApiError(error) && error.status === 409) {
        const existing = error.details.reviewId;
        onConflict(typeof existing === 'string' ? existing : null);
        return;
      }
      const message = errorMessage(error, editing ? 'Failed to update review' : 'Failed to add review');
      if (!applyFieldErrors(error, setError, fields)) setProblem(message);
      toast.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {problem && <Alert tone="danger">{problem}</Alert>}
      <StarsField
        control={control}
        name="rating"
        id={`review-stars-${tourId}`}
        label={
          <>
            Stars <span className="font-normal text-ink-600">(optional)</span>
          </>
        }
        hint="Your stars also count as your rating of this tour."
        aside={
          !editing &&
          rating != null && (
            <Button variant="link" size="sm" onClick={() => setValue('rating', null, { shouldDirty: true })}>
              Clear
            </Button>
          )
        }
      />
      <FormField
        id={`review-title-${tourId}`}
        label={
          <>
            Title <span className="font-normal text-ink-600">(optional)</span>
          </>
        }
        error={errors.title?.message}
        labelAside={
          title.length > limits.reviewTitleMax * 0.8 && (
            <CharacterCount length={title.length} max={limits.reviewTitleMax} />
          )
        }
      >
        {(c) => <Input {...c} placeholder="Sum it up in a few words" {...register('title')} />}
      </FormField>
      <FormField
        id={`review-text-${tourId}`}
        label="Your review"
        error={errors.text?.message}
        labelAside={
          <CharacterCount length={text.length} max={limits.reviewTextMax} min={limits.reviewTextMin} />
        }
        hint={`Between ${limits.reviewTextMin} and ${limits.reviewTextMax.toLocaleString('en-US')} characters. What stood out: the guide, the pace, the places, the food?`}
      >
        {(c) => <Textarea {...c} rows={6} {...register('text')} />}
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ReviewPhotoPicker
            id={`review-photo-${tourId}`}
            value={field.value}
            onChange={(next) => setValue('image', next, { shouldDirty: true })}
            saved={review?.image ?? null}
            onUploadingChange={setUploading}
            error={errors.image?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {uploading && (
          <p className="text-sm text-ink-600 sm:mr-auto" role="status">
            Your photo is uploading. You can post when it is done.
          </p>
        )}
        <Button variant="ghost" disabled={isSubmitting} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={uploading || (editing && !isDirty)}>
          {isSubmitting ? 'Saving...' : editing ? 'Save changes' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}
