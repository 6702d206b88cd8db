/** The platform domain (server module `platform`): the public settings the browser needs. */
import { publicConfigResponse } from '@core/contracts/platform';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@web/lib/queryClient';

export const configKeys = { publicConfig: ['/api/config'] as const };

/** GET /api/config: support phone and e-mail, map tiles, card provider key. */
export const publicConfigQuery = () => apiQuery(configKeys.publicConfig, '/api/config', publicConfigResponse);

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
