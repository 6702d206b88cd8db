/** The platform domain (server module `platform`): the public settings the browser needs. */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, lazyContract } from '@web/lib/queryClient';

// Read on the home page and in the frame: the contract (and zod) load with the answer, in their own task,
// rather than while the page's code is first evaluated.
const schema = lazyContract(() => import('@core/contracts/platform'));

export const configKeys = { publicConfig: ['/api/config'] as const };

/** GET /api/config: support phone and e-mail, map tiles, card provider key. */
export const publicConfigQuery = () =>
  apiQuery(configKeys.publicConfig, '/api/config', schema('publicConfigResponse'));

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
