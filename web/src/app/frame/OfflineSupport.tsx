import { useMe } from '@web/features/auth';
import { lazy, Suspense } from 'react';

const DriverOfflineSupport = lazy(async () => ({
  default: (await import('@web/features/offline')).DriverOfflineSupport,
}));

/**
 * A driver's phone in a dead zone, on any page: loaded for a signed-in driver (what their pages read is
 * kept) or when the account check got no answer (it answers the kept copy). Nobody else loads it.
 */
export function OfflineSupport() {
  const me = useMe();
  const noAnswer = me.isError && me.error instanceof TypeError;
  if (me.data?.role !== 'driver' && !noAnswer) return null;
  return (
    <Suspense fallback={null}>
      <DriverOfflineSupport me={me.data ?? null} />
    </Suspense>
  );
}
