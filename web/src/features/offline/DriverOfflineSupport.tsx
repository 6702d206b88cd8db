import type { Me } from '@core/contracts/accounts';
import { useKeepForOffline } from './OfflineNotice';
import { installOfflineFallback } from './restore';

function Keeping({ me }: { me: Me }) {
  useKeepForOffline(me);
  return null;
}

/**
 * Mounted by the app frame for a signed-in driver, or when the account check got no answer: whatever
 * page the driver opens, what it reads is kept, and with no signal the account check answers the kept
 * copy (so /jobs, /messages and /documents open cold offline as /driver does).
 */
export function DriverOfflineSupport({ me }: { me: Me | null }) {
  installOfflineFallback();
  return me?.role === 'driver' ? <Keeping me={me} /> : null;
}
