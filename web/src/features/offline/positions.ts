/**
 * Positions the phone recorded but could not deliver: kept in IndexedDB with their recorded time and
 * uploaded in recorded order, in batches (POST /api/recovery-requests/:id/positions), when the signal
 * returns. The server stores each once per recorded time, so a batch sent twice is harmless.
 */
import type { PositionFix } from '@core/contracts/positions';
import { requestAnswer } from '@web/lib/queryClient';
import { useEffect, useState } from 'react';
import { offlineDb } from './db';
import { nextBatch, positionOutcome } from './rules';

const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

/** Each job's last upload of positions recorded offline (what the driver sees as sent). */
const lastUploads = new Map<string, { count: number; at: number }>();

export async function queuePosition(jobId: string, fix: PositionFix): Promise<void> {
  await (await offlineDb()).add('positions', { jobId, ...fix });
  changed();
}

export async function queuedPositions(jobId: string): Promise<number> {
  return (await offlineDb()).countFromIndex('positions', 'byJob', jobId);
}

let flushing: Promise<boolean> | null = null;

/** Uploads what waits, oldest first; answers whether nothing waits any more. */
export function flushPositions(): Promise<boolean> {
  flushing ??= (async () => {
    try {
      const db = await offlineDb();
      for (;;) {
        const batch = nextBatch(await db.getAll('positions'));
        if (batch.length === 0) return true;
        const jobId = batch[0]!.jobId;
        const answer = await requestAnswer(
          'POST',
          `/api/recovery-requests/${encodeURIComponent(jobId)}/positions`,
          {
            positions: batch.map(({ lat, lng, accuracy, recordedAt }) => ({
              lat,
              lng,
              accuracy,
              recordedAt,
            })),
          },
        );
        const outcome = positionOutcome(answer);
        if (outcome === 'wait') return false;
        const tx = db.transaction('positions', 'readwrite');
        await Promise.all([...batch.map((p) => tx.store.delete(p.seq!)), tx.done]);
        if (outcome === 'sent') lastUploads.set(jobId, { count: batch.length, at: Date.now() });
        changed();
      }
    } catch {
      return false;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

export interface PositionQueueState {
  /** Recorded on the phone, not yet uploaded. */
  waiting: number;
  lastUpload: { count: number; at: number } | null;
}

/** What of this job's positions waits on the phone, and the last upload of those recorded offline. */
export function usePositionQueue(jobId: string): PositionQueueState {
  const [state, setState] = useState<PositionQueueState>({ waiting: 0, lastUpload: null });
  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedPositions(jobId)
        .then((waiting) => live && setState({ waiting, lastUpload: lastUploads.get(jobId) ?? null }))
        .catch(() => {});
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, [jobId]);
  return state;
}
