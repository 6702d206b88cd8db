import type { DispatchOffer, JobDispatch, NearbyDriver } from '@core/contracts/operations';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime, formatMinutes, formatRelative } from '@web/lib/time';
import { useId, useState } from 'react';
import { jobDispatchQuery, useRedispatch } from '../api';

const RADIUS_CHOICES = [150, 250, 400, 600, 1000];

const offerStatus: Record<
  DispatchOffer['status'],
  { label: MessageDescriptor; tone: 'neutral' | 'success' | 'warning' | 'danger' }
> = {
  open: { label: msg`Waiting`, tone: 'warning' },
  accepted: { label: msg`Accepted`, tone: 'success' },
  declined: { label: msg`Declined`, tone: 'danger' },
  expired: { label: msg`Expired`, tone: 'neutral' },
  withdrawn: { label: msg`Withdrawn`, tone: 'neutral' },
};

// Called while rendering, so the words follow the active language.
const stageOf = (o: DispatchOffer) =>
  o.kind === 'next_load' ? t`Next load home` : o.kind === 'operator' ? t`Operator` : t`Wave ${o.wave ?? ''}`;

const fromWords: Record<NonNullable<NearbyDriver['from']>, MessageDescriptor> = {
  job: msg`from where their current job ends`,
  position: msg`from their phone’s position`,
  home: msg`from home`,
};

/**
 * The job's dispatch for operators: each wave (who was offered it, when, declined why, expired), the
 * drivers near the job (eligible for its waves or why not, with distance, hours left, status and last
 * seen), and the operator's moves: offer to one driver, re-run the waves, widen the radius.
 */
export function DispatchSection({
  jobId,
  open,
  onOffer,
}: {
  jobId: string;
  /** The job waits for a driver: the operator's moves are offered. */
  open: boolean;
  onOffer: (driverId: string) => void;
}) {
  const { t } = useLingui();
  const dispatch = useQuery(jobDispatchQuery(jobId));
  if (dispatch.isPending) return <Skeleton className="h-32 rounded-lg" />;
  if (dispatch.isError)
    return <QueryErrorRetry query={dispatch} prefix={t`We could not load the job’s dispatch`} />;
  const d = dispatch.data;
  if (!open && d.offers.length === 0) return null;
  return (
    <div className="grid gap-4">
      <Waves dispatch={d} />
      {open ? <Moves jobId={jobId} dispatch={d} /> : null}
      {open ? <Nearby drivers={d.nearby} onOffer={onOffer} /> : null}
    </div>
  );
}

function Waves({ dispatch }: { dispatch: JobDispatch }) {
  const { t, i18n } = useLingui();
  const wave = dispatch.wave;
  const count = dispatch.waveCount;
  const until = dispatch.nextAt ? formatDateTime(dispatch.nextAt) : '';
  const radius = dispatch.radiusMiles;
  const stage =
    wave === null
      ? t`No waves have run.`
      : wave > count
        ? t`Every wave ran: the job is open to every driver.`
        : dispatch.nextAt
          ? wave === 0
            ? t`Next load offer until ${until}.`
            : t`Wave ${wave} of ${count} until ${until}.`
          : t`The waves stopped.`;
  return (
    <section aria-label={t`Dispatch waves`} className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Dispatch waves</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        {stage}
        {radius ? t` Reach widened to ${radius} miles.` : ''}
      </p>
      {dispatch.offers.length > 0 ? (
        <ol className="grid gap-1 text-sm">
          {dispatch.offers.map((o) => (
            <li key={o.id} className="grid gap-0.5 rounded-lg border border-slate-200 p-2">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{stageOf(o)}</span>
                <span>{o.driver.name}</span>
                <Badge tone={offerStatus[o.status].tone}>{i18n._(offerStatus[o.status].label)}</Badge>
                {o.deadheadMiles !== null ? (
                  <span className="text-slate-600">{t`${o.deadheadMiles} mi to the pickup`}</span>
                ) : null}
              </span>
              <span className="text-xs text-slate-600">
                {t`Offered ${formatDateTime(o.offeredAt)}`}
                {o.decidedAt
                  ? ` · ${i18n._(offerStatus[o.status].label).toLowerCase()} ${formatDateTime(o.decidedAt)}`
                  : ''}
                {o.declineReason ? ` · “${o.declineReason}”` : ''}
              </span>
              {o.reasons.length > 0 ? (
                <span className="text-xs text-slate-500">{o.reasons.join(' · ')}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Moves({ jobId, dispatch }: { jobId: string; dispatch: JobDispatch }) {
  const { t } = useLingui();
  const redispatch = useRedispatch();
  const radiusId = useId();
  const [radius, setRadius] = useState(
    String(RADIUS_CHOICES.find((r) => r > (dispatch.radiusMiles ?? 0)) ?? 1000),
  );
  const run = (body: Parameters<typeof redispatch.mutate>[0]['body']) =>
    redispatch.mutate(
      { id: jobId, body },
      { onSuccess: (answer) => toast({ title: t`Dispatch`, description: answer.message }) },
    );
  return (
    <div className="grid gap-2">
      {redispatch.isError ? <ErrorAlert>{errorMessage(redispatch.error)}</ErrorAlert> : null}
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" disabled={redispatch.isPending} onClick={() => run({ action: 'rerun' })}>
          <Trans>Re-run the waves</Trans>
        </Button>
        <label htmlFor={radiusId} className="grid gap-1 text-xs text-slate-700">
          <Trans>Reach</Trans>
          <select
            id={radiusId}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {RADIUS_CHOICES.map((r) => (
              <option key={r} value={r}>
                {t`${r} miles`}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          disabled={redispatch.isPending}
          onClick={() => run({ action: 'widen', radiusMiles: Number(radius) })}
        >
          <Trans>Widen the radius</Trans>
        </Button>
      </div>
    </div>
  );
}

function Nearby({ drivers, onOffer }: { drivers: NearbyDriver[]; onOffer: (driverId: string) => void }) {
  const { t, i18n } = useLingui();
  const now = new Date();
  return (
    <section aria-label={t`Drivers near this job`} className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Drivers near this job</Trans>
      </h3>
      {drivers.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No verified driver has a home base or a recent position to measure from.</Trans>
        </p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {drivers.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 p-2"
            >
              <span className="grid gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{d.name}</span>
                  <span className="text-slate-600">{t`Class ${d.licenseClass}`}</span>
                  {d.eligible ? (
                    <Badge tone="success">
                      <Trans>Eligible</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="neutral">
                      <Trans>Not eligible</Trans>
                    </Badge>
                  )}
                </span>
                <span className="text-xs text-slate-700">
                  {d.deadheadMiles !== null
                    ? t`${d.deadheadMiles} mi ${d.from ? i18n._(fromWords[d.from]) : ''}`
                    : t`Distance unknown`}
                  {t` · ${formatMinutes(d.drivingLeftMinutes)} driving left · ${d.dutyStatus.replace('_', ' ')}`}
                  {d.takingWork === 'off'
                    ? t` · not taking work`
                    : d.takingWork === 'from'
                      ? t` · taking work later`
                      : ''}
                  {d.lastSeenAt
                    ? t` · last seen ${formatRelative(d.lastSeenAt, now)}`
                    : t` · last seen never`}
                </span>
                <span className="text-xs text-slate-500">
                  {d.eligible ? d.reasons.join(' · ') : t`Why not: ${d.reasons.join(' · ')}`}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onOffer(d.id)}
                aria-label={t`Offer to ${d.name}`}
              >
                <Trans>Offer</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
