import { type ClassValue, clsx } from 'clsx';

/**
 * Tailwind's class merger (a later class beats an earlier one of its kind: `h-5 … h-8` is `h-8`) is
 * 9 KB gzip: it loads beside the first page instead of inside the entry. Nothing that merges renders
 * before it is in: the splash waits for it as for the subscription status (app/AppReady.tsx), and so
 * does the toast viewport. Should it fail to load, classes are joined unmerged rather than never shown.
 */
let merge: ((classes: string) => string) | null = null;
let settled = false;
export const classMerge: Promise<void> = import('tailwind-merge')
  .then((module) => {
    merge = module.twMerge;
  })
  .catch(() => undefined)
  .finally(() => {
    settled = true;
  });
/** Whether `cn` merges yet (or the merger could not load). */
export const classMergeSettled = () => settled;

export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}

/** A `tel:` address from a display phone number: "(555) 010-0100" -> "tel:5550100100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
