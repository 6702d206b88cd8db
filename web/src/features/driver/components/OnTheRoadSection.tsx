import type { RecoveryRequest } from '@core/contracts/jobs';
import { formatMoment } from '@core/moment';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { HoursEtaLine, JobRouteMap } from '@web/features/jobs';
import { type PositionQueueState, usePositionQueue } from '@web/features/offline';
import { formatTimeWithSeconds } from '@web/lib/time';
import { CircleAlert, LocateFixed, Navigation } from 'lucide-react';
import { useArrivalOpensStep } from '../useArrivalOpensStep';
import { type LocationStreamingState, useLocationStreaming } from '../useLocationStreaming';

/** In progress: the route map with the driver's position, and the position sharing status. */
export function OnTheRoadSection({ job }: { job: RecoveryRequest }) {
  const { t } = useLingui();
  const destination = job.destination;
  const streaming = useLocationStreaming(job.id, job.status === 'in_progress');
  const queue = usePositionQueue(job.id);
  const arrived = useArrivalOpensStep(job, streaming.position);
  const driverPosition = streaming.position ?? job.lastPosition;
  const navigateHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(job.destination)}`;

  return (
    <section aria-labelledby="road-title" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <h2 id="road-title" className="text-xl font-bold text-slate-900">
            <Trans>On the road</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Drive safely. The client follows the truck on the map.</Trans>
          </p>
        </div>
        <a
          href={navigateHref}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          <Navigation aria-hidden="true" className="h-4 w-4" />
          <Trans>
            Navigate<span className="sr-only"> to {destination} (opens in a new tab)</span>
          </Trans>
        </a>
      </div>

      <PositionSharingStatus streaming={streaming} queue={queue} />
      {arrived ? <ArrivedLine text={t`You're at the destination. The delivery report is below.`} /> : null}
      {job.liveEta ? <HoursEtaLine eta={job.liveEta} clock={job.clocks[job.liveEta.target]} /> : null}

      <JobRouteMap job={job} driverPosition={driverPosition} />
    </section>
  );
}

/**
 * Accepted, before the pre-trip: the driver's position is shared while they head to the pickup, so the
 * client sees how far away they are.
 */
export function HeadingToPickup({ job }: { job: RecoveryRequest }) {
  const { t } = useLingui();
  const streaming = useLocationStreaming(job.id, job.status === 'accepted');
  const queue = usePositionQueue(job.id);
  const arrived = useArrivalOpensStep(job, streaming.position);
  return (
    <>
      <PositionSharingStatus streaming={streaming} queue={queue} />
      {arrived ? <ArrivedLine text={t`You're at the pickup. The pickup report is below.`} /> : null}
      {job.liveEta ? <HoursEtaLine eta={job.liveEta} clock={job.clocks[job.liveEta.target]} /> : null}
    </>
  );
}

/** Said when the phone's position reaches the place of the next step (which opens by itself). */
function ArrivedLine({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm font-semibold text-brand-900"
    >
      {text}
    </p>
  );
}

/** Positions recorded with no signal: how many wait on the phone, or when the last of them went. */
function PositionQueueLine({ queue }: { queue: PositionQueueState }) {
  const waiting = queue.waiting;
  if (waiting > 0)
    return (
      <p className="mt-2 text-sm text-slate-700">
        <Plural value={waiting} one="# position waiting for signal" other="# positions waiting for signal" />
      </p>
    );
  if (!queue.lastUpload) return null;
  const time = formatMoment(queue.lastUpload.at, { style: 'time' });
  return (
    <p className="mt-2 text-sm text-slate-700">
      <Trans>Positions recorded offline uploaded at {time}</Trans>
    </p>
  );
}

function LastSent({ at }: { at: Date }) {
  const time = formatTimeWithSeconds(at);
  return (
    <span className="block text-emerald-800">
      <Trans>
        Last sent at <time dateTime={at.toISOString()}>{time}</time>
      </Trans>
    </span>
  );
}

/** Whether the position reaches the client: sharing (with the last report's time), looking, or why not. */
function PositionSharingStatus({
  streaming,
  queue,
}: {
  streaming: LocationStreamingState;
  queue: PositionQueueState;
}) {
  const sendError = streaming.sendError;
  return (
    <div aria-live="polite">
      {streaming.geolocationError ? (
        <div
          role="alert"
          className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="flex items-start gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {streaming.geolocationError}
          </p>
          <p className="pl-6">
            <Trans>
              Make sure location services are enabled on your phone and that this browser may use your
              location, then reload the page. The client cannot see the truck until your position is shared.
            </Trans>
          </p>
        </div>
      ) : streaming.state === 'sharing' && streaming.via === 'queued' ? (
        <p className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700">
          <LocateFixed aria-hidden="true" className="h-4 w-4 text-brand-600" />
          <Trans>
            No signal: your positions are kept on this phone and reach the client when it returns.
          </Trans>
        </p>
      ) : streaming.state === 'sharing' ? (
        <p className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          <span aria-hidden="true" className="relative mt-1 flex h-2.5 w-2.5 shrink-0">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75" />
            <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-600" />
          </span>
          <span>
            <span className="font-semibold">
              <Trans>Sharing your location with the client</Trans>
            </span>
            {streaming.lastSentAt ? <LastSent at={streaming.lastSentAt} /> : null}
          </span>
        </p>
      ) : (
        <p className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700">
          <LocateFixed aria-hidden="true" className="h-4 w-4 animate-pulse text-brand-600" />
          <Trans>Finding your location…</Trans>
        </p>
      )}
      {streaming.sendError ? (
        <p className="mt-2 text-sm text-amber-800">
          <Trans>{sendError}. Retrying…</Trans>
        </p>
      ) : null}
      <PositionQueueLine queue={queue} />
    </div>
  );
}
