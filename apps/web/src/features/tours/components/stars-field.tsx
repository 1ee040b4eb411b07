import { CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../../ui/cn.ts';
import { StarInput, type StarInputHandle } from '../../../ui/star-input.tsx';

type StarsFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  value: number | null | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  inputRef?: Ref<StarInputHandle>;
  /** Shown at the right of the stars, e.g. a Clear button. */
  aside?: ReactNode;
};

/**
 * The stars of a form, laid out like `FormField`: a label above (tied to the radio group by
 * `aria-labelledby`, as a group has no labelable element), a hint or an inline error below.
 */
export function StarsField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  aside,
}: StarsFieldProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-semibold text-ink-800">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3">
        <StarInput
          ref={inputRef}
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={Boolean(error)}
        />
        {aside}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-600">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className={cn('mt-1.5 text-sm text-ink-600', error && 'sr-only')}>
          {hint}
        </p>
      )}
    </div>
  );
}
