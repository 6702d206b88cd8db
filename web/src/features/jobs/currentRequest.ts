import { readStored, removeStored, writeStored } from '@web/lib/storage';

/**
 * The request being tracked (product/clients §2): saved by the request form after creating it, read by
 * tracking and the payment return, forgotten once paid, cancelled or the account is deleted.
 */
const CURRENT_REQUEST_STORAGE_KEY = 'currentRecoveryRequestId';

/** The stored id, or null when storage is empty or unavailable. */
export const readStoredRequestId = (): string | null => readStored(CURRENT_REQUEST_STORAGE_KEY);
/** Private mode or storage full: the ?id= parameter still identifies the request. */
export const storeCurrentRequestId = (id: string): void => writeStored(CURRENT_REQUEST_STORAGE_KEY, id);
export const clearStoredRequestId = (): void => removeStored(CURRENT_REQUEST_STORAGE_KEY);
