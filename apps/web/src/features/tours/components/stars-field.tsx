import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { FieldMessages, fieldDescribedBy } from '../../../ui/form-field.tsx';
import { StarInput } from '../../../ui/star-input.tsx';

type StarsFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** The form's field holding the stars (1-5; none chosen yet when null or undefined). */
  name: FieldPathByValue<T, number | null | undefined>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown at the right of the stars, e.g. a Clear button. */
  aside?: ReactNode;
};

/**
 * The stars of a form, laid out like `FormField`: a label above (tied to the radio group by
 * `aria-labelledby`, as a group has no labelable element), a hint or an inline error below.
 */
export function StarsField<T extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  hint,
  aside,
}: StarsFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const labelId = `${id}-label`;
  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-semibold text-ink-800">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3">
        <StarInput
          ref={field.ref}
          id={id}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-labelledby={labelId}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          aria-invalid={Boolean(error)}
        />
        {aside}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
