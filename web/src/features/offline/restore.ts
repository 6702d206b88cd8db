/** What the account check loads when the server does not answer, or signs the person out (auth/api.ts). */
import type { Me } from '@core/contracts/accounts';
import type { QueryClient } from '@tanstack/react-query';
import { startCatchUp } from './catchUp';
import { forgetKept, restoreKept } from './keep';

/** The person as last confirmed, with their pages' kept answers back in the cache; catching up starts. */
export async function restoreOffline(queryClient: QueryClient): Promise<Me | null> {
  const me = await restoreKept(queryClient);
  if (me) startCatchUp(queryClient);
  return me;
}

export async function forgetOffline(): Promise<void> {
  await forgetKept();
}
