import type { RecoveryRequest } from '@core/contracts/jobs';
import { hasArrived } from '@core/positions';
import { useLive } from '@web/features/live';
import { useEffect, useRef, useState } from 'react';

/** The element around each step on the active job page (ActiveJobPage), which arrival opens. */
export const stepElementId = (stage: 'pickup' | 'delivery') => `${stage}-step`;

/**
 * Arrival opens the step by itself, with or without a signal: once the phone's own position is within
 * the arrival radius (core/positions `hasArrived`) of the pickup (job accepted) or the destination (in
 * progress), or the server says so live (`job.arrival`, from the uploaded positions), the page scrolls
 * to that condition report and moves the focus there, once per stage. Answers whether it has arrived.
 */
export function useArrivalOpensStep(
  job: Pick<RecoveryRequest, 'id' | 'status' | 'pickupPosition' | 'destinationPosition'>,
  position: { lat: number; lng: number; accuracy?: number } | null,
): boolean {
  const opened = useRef<string | null>(null);
  const stage = job.status === 'accepted' ? 'pickup' : job.status === 'in_progress' ? 'delivery' : null;
  const place =
    stage === 'pickup' ? job.pickupPosition : stage === 'delivery' ? job.destinationPosition : null;
  const here = Boolean(position && place && hasArrived({ ...position, at: Date.now() }, place));
  const [told, setTold] = useState<string | null>(null);
  const live = useLive();
  useEffect(
    () =>
      live?.subscribe((event) => {
        if (event.type !== 'job.arrival' || event.jobId !== job.id) return;
        if (event.kind === 'arrived_pickup' || event.kind === 'arrived_destination') setTold(event.kind);
      }),
    [live, job.id],
  );
  const arrived =
    here ||
    (stage === 'pickup' ? told === 'arrived_pickup' : stage === 'delivery' && told === 'arrived_destination');
  useEffect(() => {
    const key = `${job.id}:${stage}`;
    if (!arrived || !stage || opened.current === key) return;
    const step = document.getElementById(stepElementId(stage));
    if (!step) return;
    opened.current = key;
    step.scrollIntoView({ behavior: 'smooth', block: 'start' });
    step.focus({ preventScroll: true });
  }, [arrived, stage, job.id]);
  return arrived;
}
