import type { SessionSummary } from '@core/contracts/accounts';
import { deviceZone } from '@core/format';
import { formatWithYearInZone } from '@core/zones';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { QueryGate } from '@web/components/QueryGate';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { useEndOtherSessions, useEndSession, useSessions } from '@web/features/auth';
import { useState } from 'react';

/** "Dec 26, 2026, 9:05 AM CST": in the browser's own zone, named, so nobody guesses which. */
const when = (iso: string) => formatWithYearInZone(Date.parse(iso), deviceZone());

/** "Where you're signed in": every session of the person, with a way to end the others. */
export function SessionsCard() {
  const { t } = useLingui();
  const sessions = useSessions();
  return (
    <RegionCard
      title={t`Where you're signed in`}
      description={t`Devices signed in to your account. Places are shown by the start of their internet address only: we do not look up where it is.`}
    >
      <QueryGate
        query={sessions}
        loadingLabel={t`Loading where you're signed in…`}
        errorPrefix={t`We could not load where you're signed in`}
      >
        {(data) => <SessionList sessions={data.sessions} />}
      </QueryGate>
    </RegionCard>
  );
}

function SessionList({ sessions }: { sessions: SessionSummary[] }) {
  const { t } = useLingui();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.filter((s) => !s.current);
  const count = others.length;
  if (sessions.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No sessions to show.</Trans>
      </p>
    );

  const signOutOthers = async () => {
    try {
      await endOthers.mutateAsync();
    } catch {
      // Shown above the list; the dialog closes either way.
    }
    setConfirming(false);
  };

  return (
    <div className="grid gap-3">
      {endOne.isError || endOthers.isError ? (
        <ErrorAlert>
          {(endOne.error ?? endOthers.error)?.message ?? t`Signing out failed. Try again.`}
        </ErrorAlert>
      ) : null}
      <ul className="grid gap-2" aria-label={t`Signed-in devices`}>
        {sessions.map((s) => {
          const device = s.device;
          const address = s.ipPrefix ?? t`Address unknown`;
          const lastActive = when(s.lastActiveAt);
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="grid gap-0.5 text-sm">
                <span className="font-medium">
                  <span translate="no">{s.device}</span>
                  {s.current ? (
                    <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900">
                      <Trans>This device</Trans>
                    </span>
                  ) : null}
                </span>
                <span className="text-muted-foreground">
                  <Trans>
                    {address} · Last active {lastActive}
                  </Trans>
                </span>
              </div>
              {s.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={endOne.isPending && endOne.variables === s.id}
                  aria-label={
                    s.ipPrefix ? t`Sign out ${device}, ${address}` : t`Sign out ${device}, address unknown`
                  }
                  onClick={() => endOne.mutate(s.id)}
                >
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>You are not signed in anywhere else.</Trans>
        </p>
      ) : (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          pending={endOthers.isPending}
          trigger={
            <Button variant="outline">
              <Trans>Sign out everywhere else</Trans>
            </Button>
          }
          title={t`Sign out everywhere else?`}
          description={
            <Plural
              value={count}
              one="The other device will be signed out at once. This device stays signed in."
              other="The # other devices will be signed out at once. This device stays signed in."
            />
          }
          cancelLabel={t`Cancel`}
          confirmLabel={t`Sign out everywhere else`}
          pendingLabel={t`Signing out…`}
          onConfirm={() => void signOutOthers()}
        />
      )}
    </div>
  );
}
