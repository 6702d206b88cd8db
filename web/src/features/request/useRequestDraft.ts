import { readStored, removeStored, writeStored } from '@web/lib/storage';
import { useEffect, useState } from 'react';
import {
  DRAFT_STORAGE_KEY,
  initialRequestValues,
  parseDraft,
  type RequestFormValues,
  serializeDraft,
} from './form';

/** Keeps the form for a visitor who signs in first (sessionStorage: gone when the tab closes). */
export function saveRequestDraft(values: RequestFormValues): void {
  writeStored(DRAFT_STORAGE_KEY, serializeDraft(values), 'session');
}

/**
 * The form's starting values, read once: a draft saved before signing in wins over the query
 * parameters, and is removed from storage as soon as it is back in the form.
 */
export function useRequestDraft(params: URLSearchParams) {
  const [start] = useState(() => {
    const draft = parseDraft(readStored(DRAFT_STORAGE_KEY, 'session'));
    return { draft, values: initialRequestValues(params, draft) };
  });
  useEffect(() => {
    if (start.draft) removeStored(DRAFT_STORAGE_KEY, 'session');
  }, [start.draft]);
  return start;
}
