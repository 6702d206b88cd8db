import type { DistanceEstimateResponse } from '@core/contracts/geo';
import type { Quote } from '@core/pricing';
import { useQuery } from '@tanstack/react-query';
import { type PlaceProblem, placeProblemOf, type TripQuoteParams, tripQuoteQuery } from '@web/features/geo';
import { useSettled } from '@web/hooks/useSettled';
import { shouldEstimate } from './distance';

/** How long the addresses must stay unchanged before the server is asked for a quote. */
export const QUOTE_DEBOUNCE_MS = 600;

export type ServerQuote = Quote & { distance: DistanceEstimateResponse };

/**
 * The server's quote for the form's trip once both addresses are long enough (and have settled for
 * 600 ms): the price the request will be charged. `quote` is undefined until the server has answered
 * for the current addresses, or when it cannot; `placeProblem` says which place it could not find or
 * could not choose, with the candidates to pick from.
 */
export function useTripQuote(params: TripQuoteParams): {
  quote: ServerQuote | undefined;
  placeProblem: PlaceProblem | null;
} {
  const pickup = useSettled(params.pickup.trim(), QUOTE_DEBOUNCE_MS);
  const destination = useSettled(params.destination.trim(), QUOTE_DEBOUNCE_MS);
  const current = pickup === params.pickup.trim() && destination === params.destination.trim();
  const query = useQuery({
    ...tripQuoteQuery({ ...params, pickup, destination }),
    enabled: current && shouldEstimate(pickup, destination),
  });
  return {
    // The server computed it with calculateQuote, so it is a Quote (priced, or a call with zero amounts).
    quote: current && query.data ? (query.data as ServerQuote) : undefined,
    placeProblem: current && query.error ? placeProblemOf(query.error) : null,
  };
}
