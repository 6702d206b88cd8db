/** The platform domain (server module `platform`): the public settings the browser needs. */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, contractOf } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/platform')>();

export const configKeys = { publicConfig: ['/api/config'] as const };

/** GET /api/config: support phone and e-mail, map tiles, card provider key. */
export const publicConfigQuery = () =>
  apiQuery(configKeys.publicConfig, '/api/config', schema('publicConfigResponse'));

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
