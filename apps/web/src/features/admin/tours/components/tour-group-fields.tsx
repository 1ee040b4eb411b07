import { limits } from '@tabi/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '../../../../ui/alert.tsx';
import { CheckboxField } from '../../../../ui/checkbox.tsx';
import { FormField } from '../../../../ui/form-field.tsx';
import { formatPrice } from '../../../../ui/format-price.ts';
import { Input } from '../../../../ui/input.tsx';
import type { NewTourPlaceholders, TourFormValues } from '../lib/tour-form-values.ts';
import { TourFormSection } from './tour-form-section.tsx';

/** The `setError` type of the server's 409: seats already sold do not fit the new group size. */
export const groupSizeConflict = 'conflict';

type TourGroupFieldsProps = {
  currency: string;
  /** A new tour's defaults, which its empty fields show and send. */
  placeholders?: NewTourPlaceholders | undefined;
};

/** Seats per departure, how bookings are confirmed, whether children come and what a child pays. */
export function TourGroupFields({ currency, placeholders }: TourGroupFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TourFormValues>();
  const [typedPrice, typedPercent, adultsOnly] = useWatch({
    control,
    name: ['priceNumber', 'childPricePercent', 'adultsOnly'],
  });
  // A new tour's empty field counts as the default it shows and sends.
  const price = typedPrice || placeholders?.priceNumber || '';
  const percent = typedPercent || placeholders?.childPricePercent || '';
  const childPrice = Number(price) * (Number(percent) / 100);
  const childPriceHint = () => {
    if (adultsOnly) return 'Not used while the tour is for adults only.';
    if (!Number.isFinite(childPrice) || price === '' || percent === '')
      return 'Share of the adult price a child pays.';
    if (childPrice === 0) return 'Share of the adult price: children go free.';
    return `Share of the adult price: a child pays ${formatPrice(Math.round(childPrice * 100) / 100, currency)}.`;
  };
  const sizeError = errors.maxGroupSize;
  const conflict = sizeError?.type === groupSizeConflict;

  return (
    <TourFormSection id="tour-group" title="Group and booking">
      <FormField
        id="tour-group-size"
        label="Maximum group size"
        error={conflict ? undefined : sizeError?.message}
        hint="Seats on every departure."
        className="max-w-xs"
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.groupSizeMax}
            step={1}
            placeholder={placeholders?.maxGroupSize}
            {...(conflict ? { 'aria-invalid': true, 'aria-describedby': 'tour-group-size-conflict' } : {})}
            {...register('maxGroupSize')}
          />
        )}
      </FormField>
      {conflict && (
        <div id="tour-group-size-conflict">
          <Alert tone="danger" title="This group size does not fit the bookings">
            {sizeError.message}
          </Alert>
        </div>
      )}

      <CheckboxField
        id="tour-instant-confirmation"
        label="Instant confirmation"
        description="Bookings are confirmed at once. Otherwise each waits for you to confirm it."
        {...register('instantConfirmation')}
      />

      <CheckboxField
        id="tour-adults-only"
        label="Adults only"
        description="No children on this tour (a tasting, a bar crawl): bookings with children are refused. A child price of 0% on any other tour means children go free."
        {...register('adultsOnly')}
      />

      <FormField
        id="tour-child-price"
        label="Child price"
        error={errors.childPricePercent?.message}
        hint={childPriceHint()}
        className="max-w-xs"
      >
        {(c) => (
          <div className="relative">
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              className="pr-9"
              placeholder={placeholders?.childPricePercent}
              {...register('childPricePercent')}
            />
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-600"
            >
              %
            </span>
          </div>
        )}
      </FormField>
    </TourFormSection>
  );
}
