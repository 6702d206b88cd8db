import { Button } from '@web/components/ui/button';
import { CloudOff } from 'lucide-react';
import { drop, type OutboxEntry, retry } from '../../outbox';

/** What still waits on the phone, what was refused (send again or discard), and the network. */
export function OutboxStatus({ entries, online }: { entries: OutboxEntry[]; online: boolean }) {
  const waiting = entries.filter((e) => !e.error);
  const refused = entries.filter((e) => e.error);
  if (entries.length === 0 && online) return null;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {!online ? (
        <p className="flex items-center gap-2 font-semibold">
          <CloudOff aria-hidden="true" className="h-4 w-4" />
          No network: everything is kept on this phone and uploads by itself.
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <p>
          {waiting.length} {waiting.length === 1 ? 'item' : 'items'} waiting to upload:{' '}
          {waiting.map((e) => e.label).join(', ')}.
        </p>
      ) : online ? (
        <p>Everything is uploaded.</p>
      ) : null}
      {refused.map((e) => (
        <div key={e.seq} className="grid gap-1 rounded-xl bg-white p-2 text-red-800">
          <p>
            <strong>{e.label}</strong> was refused: {e.error}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void retry(e.seq!)}>
              Send again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void drop(e.seq!)}>
              Discard
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
