/** Wording shared by every screen: distances, names, machine words. Pure. */
import { formatNumber } from '@core/format';

/**
 * 1190 → "1,190 miles", 1 → "1 mile", 45.5 → "45.5 miles"; `fractionDigits` 0 shows whole miles
 * (45.4 → "45 miles").
 */
export function formatMiles(distance: number, fractionDigits = 1): string {
  const shown = formatNumber(distance, fractionDigits);
  return `${shown} ${shown === '1' ? 'mile' : 'miles'}`;
}

/** "Jordan Driver" → "JD". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** "in_progress" → "In progress", "box-truck" → "Box truck". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
