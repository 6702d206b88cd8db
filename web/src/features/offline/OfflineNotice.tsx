import type { Me } from '@core/contracts/accounts';
import { formatMoment } from '@core/moment';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useOfflineState } from '@web/lib/offlineState';
import { CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { startCatchUp } from './catchUp';
import { startKeeping } from './keep';

/** On a signed-in driver's page: keeps what it reads on the phone, and catches up after a dead zone. */
export function useKeepForOffline(me: Pick<Me, 'id' | 'role'>): void {
  const queryClient = useQueryClient();
  const { id, role } = me;
  useEffect(() => {
    startCatchUp(queryClient);
    return startKeeping(queryClient, { id, role });
  }, [queryClient, id, role]);
}

/**
 * While the server cannot be reached: the page shows what the phone kept, as of when the server last
 * confirmed it, and says so; what the driver records waits on the phone.
 */
export function OfflineNotice() {
  const { since, confirmedAt } = useOfflineState();
  if (since === null) return null;
  const offlineAt = formatMoment(since, { style: 'time' });
  const confirmed = confirmedAt !== null ? formatMoment(confirmedAt, { style: 'dayTime' }) : null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2 rounded-2xl border border-slate-300 bg-slate-100 p-3 text-sm text-slate-800"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
      <p className="grid gap-0.5">
        <span className="font-semibold">
          <Trans>Offline since {offlineAt}</Trans>
        </span>
        <span>
          {confirmed !== null ? (
            <Trans>Showing what this phone kept, as last confirmed by Pathway at {confirmed}.</Trans>
          ) : (
            <Trans>Showing what this phone has.</Trans>
          )}{' '}
          <Trans>
            Reports, photos, signatures, positions, receipts and messages wait on the phone and go out by
            themselves when the signal returns.
          </Trans>
        </span>
      </p>
    </div>
  );
}
