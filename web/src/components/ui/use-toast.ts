import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

export type { ToastInput, ToastVariant } from './toast-store';
export { dismissToast, toast } from './toast-store';

/** The toasts on screen plus `toast()` and `dismiss()`. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
