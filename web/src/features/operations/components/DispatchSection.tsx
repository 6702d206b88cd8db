import type { DispatchOffer, JobDispatch, NearbyDriver } from '@core/contracts/operations';
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
  { label: string; tone: 'neutral' | 'success' | 'warning' | 'danger' }
> = {
  open: { label: 'Waiting', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

const stageOf = (o: DispatchOffer) =>
  o.kind === 'next_load' ? 'Next load home' : o.kind === 'operator' ? 'Operator' : `Wave ${o.wave}`;

const fromWords: Record<NonNullable<NearbyDriver['from']>, string> = {
  job: 'from where their current job ends',
  position: 'from their phone’s position',
  home: 'from home',
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
  const dispatch = useQuery(jobDispatchQuery(jobId));
  if (dispatch.isPending) return <Skeleton className="h-32 rounded-lg" />;
  if (dispatch.isError)
    return <QueryErrorRetry query={dispatch} prefix="We could not load the job’s dispatch" />;
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
  const stage =
    dispatch.wave === null
      ? 'No waves have run.'
      : dispatch.wave > dispatch.waveCount
        ? 'Every wave ran: the job is open to every driver.'
        : dispatch.nextAt
          ? `${dispatch.wave === 0 ? 'Next load offer' : `Wave ${dispatch.wave} of ${dispatch.waveCount}`} until ${formatDateTime(dispatch.nextAt)}.`
          : 'The waves stopped.';
  return (
    <section aria-label="Dispatch waves" className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-900">Dispatch waves</h3>
      <p className="text-sm text-slate-700">
        {stage}
        {dispatch.radiusMiles ? ` Reach widened to ${dispatch.radiusMiles} miles.` : ''}
      </p>
      {dispatch.offers.length > 0 ? (
        <ol className="grid gap-1 text-sm">
          {dispatch.offers.map((o) => (
            <li key={o.id} className="grid gap-0.5 rounded-lg border border-slate-200 p-2">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{stageOf(o)}</span>
                <span>{o.driver.name}</span>
                <Badge tone={offerStatus[o.status].tone}>{offerStatus[o.status].label}</Badge>
                {o.deadheadMiles !== null ? (
                  <span className="text-slate-600">{o.deadheadMiles} mi to the pickup</span>
                ) : null}
              </span>
              <span className="text-xs text-slate-600">
                Offered {formatDateTime(o.offeredAt)}
                {o.decidedAt
                  ? ` · ${offerStatus[o.status].label.toLowerCase()} ${formatDateTime(o.decidedAt)}`
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
  const redispatch = useRedispatch();
  const radiusId = useId();
  const [radius, setRadius] = useState(
    String(RADIUS_CHOICES.find((r) => r > (dispatch.radiusMiles ?? 0)) ?? 1000),
  );
  const run = (body: Parameters<typeof redispatch.mutate>[0]['body']) =>
    redispatch.mutate(
      { id: jobId, body },
      { onSuccess: (answer) => toast({ title: 'Dispatch', description: answer.message }) },
    );
  return (
    <div className="grid gap-2">
      {redispatch.isError ? <ErrorAlert>{errorMessage(redispatch.error)}</ErrorAlert> : null}
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" disabled={redispatch.isPending} onClick={() => run({ action: 'rerun' })}>
          Re-run the waves
        </Button>
        <label htmlFor={radiusId} className="grid gap-1 text-xs text-slate-700">
          Reach
          <select
            id={radiusId}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {RADIUS_CHOICES.map((r) => (
              <option key={r} value={r}>
                {r} miles
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          disabled={redispatch.isPending}
          onClick={() => run({ action: 'widen', radiusMiles: Number(radius) })}
        >
          Widen the radius
        </Button>
      </div>
    </div>
  );
}

function Nearby({ drivers, onOffer }: { drivers: NearbyDriver[]; onOffer: (driverId: string) => void }) {
  const now = new Date();
  return (
    <section aria-label="Drivers near this job" className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-900">Drivers near this job</h3>
      {drivers.length === 0 ? (
        <p className="text-sm text-slate-600">
          No verified driver has a home base or a recent position to measure from.
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
                  <span className="text-slate-600">Class {d.licenseClass}</span>
                  {d.eligible ? (
                    <Badge tone="success">Eligible</Badge>
                  ) : (
                    <Badge tone="neutral">Not eligible</Badge>
                  )}
                </span>
                <span className="text-xs text-slate-700">
                  {d.deadheadMiles !== null
                    ? `${d.deadheadMiles} mi ${d.from ? fromWords[d.from] : ''}`
                    : 'Distance unknown'}
                  {` · ${formatMinutes(d.drivingLeftMinutes)} driving left · ${d.dutyStatus.replace('_', ' ')}`}
                  {d.takingWork === 'off'
                    ? ' · not taking work'
                    : d.takingWork === 'from'
                      ? ' · taking work later'
                      : ''}
                  {` · last seen ${d.lastSeenAt ? formatRelative(d.lastSeenAt, now) : 'never'}`}
                </span>
                <span className="text-xs text-slate-500">
                  {d.eligible ? d.reasons.join(' · ') : `Why not: ${d.reasons.join(' · ')}`}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onOffer(d.id)}
                aria-label={`Offer to ${d.name}`}
              >
                Offer
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
