import { zodResolver } from '@hookform/resolvers/zod';
import { limits, type Rating, ratingInputSchema } from '@tabi/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CharacterCount } from '../../../ui/character-count.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { toast } from '../../../ui/toast.ts';
import { useCreateRating } from '../api/create-rating.ts';
import { useUpdateRating } from '../api/update-rating.ts';
import { StarsField } from './stars-field.tsx';

const fields = ['rating', 'comment'] as const;

type RatingFormProps = {
  tourId: string;
  /** The signed-in user, whose rating it is. */
  userId: string;
  /** The rating to change; null adds a new one. */
  ratingId: string | null;
  initial?: Pick<Rating, 'rating' | 'comment'> | null;
  /** Called once the rating is saved and the caches know it. */
  onSaved: (rating: Rating) => void;
  /** The server answered 409: the user rated this tour already (`details.ratingId`). */
  onConflict: (ratingId: string | null) => void;
  onCancel?: () => void;
};

/** Stars and an optional comment; adds a rating or, given `ratingId`, changes it. */
export function RatingForm({
  tourId,
  userId,
  ratingId,
  initial,
  onSaved,
  onConflict,
  onCancel,
}: RatingFormProps) {
  const create = useCreateRating(tourId, userId);
  const update = useUpdateRating(tourId, userId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ratingInputSchema),
    defaultValues: { rating: initial?.rating, comment: initial?.comment ?? '' },
    mode: 'onTouched',
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      if (ratingId) {
        const saved = await update.mutateAsync({ ratingId, body: values });
        toast.success('Rating updated');
        onSaved(saved);
      } else {
        const saved = await create.mutateAsync(values);
        toast.success('Thanks for rating this tour');
        onSaved(saved);
      }
    } catch (error) {
      if (!ratingId && isApiError(error) && error.status === 409) {
        const existing = error.details.ratingId;
        onConflict(typeof existing === 'string' ? existing : null);
        return;
      }
      const message = errorMessage(error, ratingId ? 'Failed to update rating' : 'Failed to add rating');
      if (!applyFieldErrors(error, setError, fields)) setProblem(message);
      toast.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {problem && <Alert tone="danger">{problem}</Alert>}
      <StarsField control={control} name="rating" id={`rating-stars-${tourId}`} label="Your stars" />
      <FormField
        id={`rating-comment-${tourId}`}
        label={
          <>
            Comment <span className="font-normal text-ink-600">(optional)</span>
          </>
        }
        error={errors.comment?.message}
        labelAside={<CharacterCount length={comment.length} max={limits.ratingCommentMax} />}
      >
        {(c) => (
          <Textarea
            {...c}
            rows={2}
            className="min-h-20"
            placeholder="One line on what made it special"
            {...register('comment')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" disabled={isSubmitting} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : ratingId ? 'Update rating' : 'Submit rating'}
        </Button>
      </div>
    </form>
  );
}
