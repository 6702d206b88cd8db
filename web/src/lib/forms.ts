import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorOf, errorMessage, NETWORK_ERROR_MESSAGE } from './queryClient';

export interface AppliedServerErrors {
  /** The sentence to show above the form. */
  message: string;
  /** Whether any message landed on a field (the first one also got the focus). */
  placed: boolean;
}

/**
 * Puts the server's per-field messages on the matching form fields and returns the overall message.
 * `conflictField` receives a 409's message (e.g. a duplicate VIN) when the server named no field;
 * `fieldFor` maps the server's field names onto the form's (by default they are the same).
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  opts: { conflictField?: Path<T>; fieldFor?: Partial<Record<string, Path<T>>> } = {},
): AppliedServerErrors {
  const apiError = apiErrorOf(err);
  if (!apiError) return { message: NETWORK_ERROR_MESSAGE, placed: false };
  const fieldErrors: Partial<Record<string, string>> = {};
  for (const [serverField, message] of Object.entries(apiError.fieldErrors)) {
    const field = opts.fieldFor?.[serverField] ?? serverField;
    fieldErrors[field] ??= message;
  }
  if (apiError.status === 409 && opts.conflictField) fieldErrors[opts.conflictField] ??= apiError.reason;
  let placed = false;
  for (const field of fields) {
    const fieldMessage = fieldErrors[field];
    if (!fieldMessage) continue;
    setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: !placed });
    placed = true;
  }
  return { message: errorMessage(apiError), placed };
}
