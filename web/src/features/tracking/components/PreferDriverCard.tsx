import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@web/components/ui/alert';
import { Card, CardContent } from '@web/components/ui/card';
import { preferredDriversQuery, usePreferDriver } from '@web/features/dispatch';
import { errorMessage } from '@web/lib/queryClient';
import { useId } from 'react';

/**
 * After a move, its client may ask for the same driver first next time: dispatch then offers their
 * jobs to this driver before anyone else (when the driver can take them).
 */
export function PreferDriverCard({ driver }: { driver: { id: string; name: string } }) {
  const preferred = useQuery(preferredDriversQuery());
  const change = usePreferDriver();
  const hintId = useId();
  const name = driver.name;
  const on = Boolean(preferred.data?.drivers.some((d) => d.id === driver.id));
  return (
    <Card>
      <CardContent className="grid gap-2 pt-4">
        <label className="flex items-start gap-3 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5"
            checked={on}
            disabled={preferred.isPending || change.isPending}
            aria-describedby={hintId}
            onChange={(e) => change.mutate({ driverId: driver.id, preferred: e.target.checked })}
          />
          <Trans>Ask {name} first on my next moves</Trans>
        </label>
        <p id={hintId} className="text-xs text-slate-600">
          <Trans>
            Dispatch offers your new requests to {name} before other drivers whenever they can take them.
          </Trans>
        </p>
        {preferred.isError ? <ErrorAlert>{errorMessage(preferred.error)}</ErrorAlert> : null}
        {change.isError ? <ErrorAlert>{errorMessage(change.error)}</ErrorAlert> : null}
      </CardContent>
    </Card>
  );
}
