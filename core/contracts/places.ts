/** Saved places (server module `places`): a client's yards, depots and customers, picked in one tap. */
import { z } from 'zod';
import { isPhoneNumber } from '../messaging';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

const line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** Optional text: an empty answer is no answer. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  schema
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null);

/** POST /api/saved-places and PUT /api/saved-places/:id */
export const savedPlaceBody = z.object({
  name: line('The name', 80).pipe(z.string().min(1, 'Give the place a name, like "North yard"')),
  address: line('The address', 500).pipe(z.string().min(1, 'Pick the address from the list')),
  contactName: optional(line("The contact's name", 120)),
  contactPhone: optional(
    z.string().trim().max(20).refine(isPhoneNumber, 'Enter a phone number like +1 555 010 0199.'),
  ),
  openingHours: optional(line('The opening hours', 200)),
  notes: optional(z.string().trim().max(1000, 'The notes are too long (at most 1,000 characters)')),
});
export type SavedPlaceInput = z.input<typeof savedPlaceBody>;

/** What a driver is told about a site: who to ask for, when it is open, what to know. */
export const placeSite = z.object({
  name: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  openingHours: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PlaceSite = z.infer<typeof placeSite>;

export const savedPlace = placeSite.extend({
  id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type SavedPlace = z.infer<typeof savedPlace>;
export const savedPlaceList = z.array(savedPlace);
