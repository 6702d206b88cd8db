import { type PublicConfig, publicConfigResponse } from '@core/contracts/platform';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@web/lib/queryClient';

export const publicConfigKey = ['/api/config'] as const;

/** Public settings: support phone and e-mail, map tiles, card provider key. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({
    queryKey: publicConfigKey,
    queryFn: async (ctx) => publicConfigResponse.parse(await getQueryFn({ on401: 'throw' })(ctx)),
  });
}
