import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Integer cents to US dollars with 2 decimals: 19999 -> "$199.99", -123456 -> "-$1,234.56".
 * Written out rather than with Intl.NumberFormat: building a currency formatter loads ICU's currency
 * data, which held a throttled phone's main thread for about 60 ms during the first load of `/`.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** A `tel:` address from a display phone number: "(555) 010-0100" -> "tel:5550100100". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "3 drivers", "1 driver". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
