import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseApiError } from './queryClient';

export interface AppliedServerErrors {
  /** The sentence to show above the form. */
  message: string;
  /** Whether any message landed on a field (the first one also got the focus). */
  placed: boolean;
}

/**
 * Puts the server's per-field messages on the matching form fields and returns the overall message.
 * `conflictField` receives a 409's message (e.g. a duplicate VIN) when the server named no field.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  opts: { conflictField?: Path<T> } = {},
): AppliedServerErrors {
  const { message, fieldErrors, status } = parseApiError(err);
  if (status === 409 && opts.conflictField) fieldErrors[opts.conflictField] ??= message;
  let placed = false;
  for (const field of fields) {
    const fieldMessage = fieldErrors[field];
    if (!fieldMessage) continue;
    setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: !placed });
    placed = true;
  }
  if (status === null)
    return { message: 'Could not reach Pathway. Check your connection and try again.', placed };
  return { message, placed };
}
