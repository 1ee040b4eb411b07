import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { Label } from './input.tsx';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** Help shown under the control while there is no error (e.g. the minimum password length). */
  hint?: ReactNode;
  /** The field's error, from the form's validation or the server's `fieldErrors`. */
  error?: string | undefined;
  /** Shown at the right of the label, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A label above its control, with a hint or an inline error below. The control gets `aria-invalid`
 * and `aria-describedby`, so a screen reader reads the error when the field is focused.
 */
export function FormField({ id, label, hint, error, labelAside, className, children }: FormFieldProps) {
  const describedBy = fieldDescribedBy(id, error, hint);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The ids of what describes field `id`'s control: its error while it has one, and its hint. */
export function fieldDescribedBy(id: string, error: string | undefined, hint: ReactNode) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * What is said under field `id`'s control: the error, and the hint (kept for screen readers only
 * while there is an error). For a control laid out otherwise than `FormField` lays it out.
 */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-600">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={cn('mt-1.5 text-sm text-ink-600', error && 'sr-only')}>
          {hint}
        </p>
      )}
    </>
  );
}
