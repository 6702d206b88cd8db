import { parseApiError } from '@web/lib/queryClient';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's per-field messages on the matching form fields and returns the overall
 * message to show above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string {
  const { message, fieldErrors, status } = parseApiError(err);
  for (const field of fields) {
    const fieldMessage = fieldErrors[field];
    if (fieldMessage) setError(field, { type: 'server', message: fieldMessage });
  }
  if (status === null) return 'Could not reach Pathway. Check your connection and try again.';
  return message;
}
