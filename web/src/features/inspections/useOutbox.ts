import { useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { useEffect, useState } from 'react';
import { entriesFor, type OutboxEntry, onOutboxChange, onSettled, startOutbox } from './outbox';

/** Whether the browser says it is online, kept up to date. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * What of this job waits on the phone (in capture order), refreshed as the outbox changes; the job and
 * its reports are read again each time the server takes a write.
 */
export function useOutbox(
  jobId: string,
  what: 'report' | 'receipts' = 'report',
): { entries: OutboxEntry[]; loaded: boolean } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ entries: OutboxEntry[]; loaded: boolean }>({
    entries: [],
    loaded: false,
  });
  useEffect(() => {
    let live = true;
    const read = () =>
      void entriesFor(jobId).then((all) => {
        const entries = all.filter((e) => (e.kind === 'receipt') === (what === 'receipts'));
        if (live) setState({ entries, loaded: true });
      });
    read();
    const off = onOutboxChange(read);
    const offSettled = onSettled((e) => {
      // Receipts' keys sit under the job's too: either write reads the job's screens again.
      if (e.jobId === jobId) void queryClient.invalidateQueries({ queryKey: jobKeys.one(jobId) });
    });
    const stop = startOutbox();
    return () => {
      live = false;
      off();
      offSettled();
      stop();
    };
  }, [jobId, queryClient, what]);
  return state;
}
