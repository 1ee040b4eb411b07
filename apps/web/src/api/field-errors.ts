import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * Puts the server's `fieldErrors` (a dotted path -> message) on the form's own fields, focusing the
 * first. `rename` maps a server field onto a differently named form field. Returns true when at least
 * one message landed on a field, so the caller knows whether a toast or banner is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  rename: Partial<Record<string, FieldPath<T>>> = {},
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = rename[path] ?? (fields as readonly string[]).find((name) => name === path);
    if (!field) continue;
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * The message to show for a failed call: the server's own message, else the fallback (the spec's
 * 'Invalid credentials', 'Failed to create account', ...). A network failure says so instead.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.fromServer || error.status === 0) return error.message;
  return fallback;
}
