import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { CloudOff } from 'lucide-react';
import { drop, type OutboxEntry, retry } from '../../outbox';

/** What still waits on the phone, what was refused (send again or discard), and the network. */
export function OutboxStatus({ entries, online }: { entries: OutboxEntry[]; online: boolean }) {
  const waiting = entries.filter((e) => !e.error);
  const refused = entries.filter((e) => e.error);
  const waitingCount = waiting.length;
  const waitingLabels = waiting.map((e) => e.label).join(', ');
  if (entries.length === 0 && online) return null;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {!online ? (
        <p className="flex items-center gap-2 font-semibold">
          <CloudOff aria-hidden="true" className="h-4 w-4" />
          <Trans>No network: everything is kept on this phone and uploads by itself.</Trans>
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <p>
          <Plural
            value={waitingCount}
            one={`# item waiting to upload: ${waitingLabels}.`}
            other={`# items waiting to upload: ${waitingLabels}.`}
          />
        </p>
      ) : online ? (
        <p>
          <Trans>Everything is uploaded.</Trans>
        </p>
      ) : null}
      {refused.map((e) => (
        <div key={e.seq} className="grid gap-1 rounded-xl bg-white p-2 text-red-800">
          <Refused label={e.label} error={e.error ?? ''} />
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void retry(e.seq!)}>
              <Trans>Send again</Trans>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void drop(e.seq!)}>
              <Trans>Discard</Trans>
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}

/** One refused entry: what it was and the server's reason, as the server said it. */
function Refused({ label, error }: { label: string; error: string }) {
  return (
    <p>
      <Trans>
        <strong>{label}</strong> was refused: {error}
      </Trans>
    </p>
  );
}
