import { useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../../../api/field-errors.ts';

/**
 * The form of a sign-in page: checked on blur, then on every change, with a `problem` line for what the
 * server refused that belongs to no field. `submit` is `handleSubmit` that first clears the last problem.
 * `refuse` puts the server's field errors on their fields (or else sets the problem) and answers the
 * message, for the page's toast.
 */
export function useAuthForm<T extends FieldValues, C = unknown, V = T>(props: UseFormProps<T, C, V>) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<T, C, V>({ mode: 'onTouched', ...props });

  const submit = (onValid: SubmitHandler<V>) =>
    form.handleSubmit(async (values, event) => {
      setProblem(null);
      await onValid(values, event);
    });

  function refuse(error: unknown, fallback: string, fields: readonly FieldPath<T>[]): string {
    const message = errorMessage(error, fallback);
    if (!applyFieldErrors(error, form.setError, fields)) setProblem(message);
    return message;
  }

  return { ...form, submit, problem, setProblem, refuse };
}
