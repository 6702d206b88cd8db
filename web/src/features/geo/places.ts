import type { ResolvedPlace } from '@core/places';
import { apiErrorOf } from '@web/lib/queryClient';

/** Why the server would not take a trip's places: a message per field, and candidates to pick from. */
export interface PlaceProblem {
  errors: Readonly<Record<string, string>>;
  candidates: Readonly<Record<string, readonly ResolvedPlace[]>>;
}

const PLACE_CODES = new Set(['place_unknown', 'place_ambiguous']);

/** The place problem in a server refusal (400 place_unknown / place_ambiguous), or null. */
export function placeProblemOf(err: unknown): PlaceProblem | null {
  const api = apiErrorOf(err);
  if (!api?.code || !PLACE_CODES.has(api.code)) return null;
  const raw = (api.body as { candidates?: unknown } | null)?.candidates;
  const candidates =
    typeof raw === 'object' && raw !== null
      ? Object.fromEntries(Object.entries(raw).filter(([, list]) => Array.isArray(list)))
      : {};
  return { errors: api.fieldErrors, candidates: candidates as PlaceProblem['candidates'] };
}
