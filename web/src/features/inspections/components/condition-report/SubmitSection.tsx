import type { RecoveryRequest } from '@core/contracts/jobs';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Send } from 'lucide-react';
import { enqueue } from '../../outbox';
import { Section, type Stage } from '../capture';

/** Nobody there or a refusal, what is still to do, and the submission. */
export function SubmitSection({
  job,
  stage,
  missing,
  submitting,
  online,
  canSkipParty,
  notAvailable,
  onNotAvailable,
  refusedReason,
  onRefusedReason,
}: {
  job: RecoveryRequest;
  stage: Stage;
  missing: string[];
  submitting: boolean;
  online: boolean;
  canSkipParty: boolean;
  notAvailable: boolean;
  onNotAvailable: (value: boolean) => void;
  /** Null unless the other party refused to sign; then why. */
  refusedReason: string | null;
  onRefusedReason: (reason: string | null) => void;
}) {
  const refusing = refusedReason !== null;
  const blocking =
    refusing && refusedReason.trim().length < 3 ? [...missing, 'Why they refused to sign'] : missing;
  const who = stage === 'pickup' ? 'The releasing party' : 'The receiver';
  return (
    <Section title={stage === 'pickup' ? 'Start the trip' : 'Hand the truck over'}>
      {canSkipParty ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={notAvailable}
            onChange={(e) => onNotAvailable(e.target.checked)}
          />
          Customer not available (nobody there to sign)
        </label>
      ) : null}
      {canSkipParty ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={refusing}
            onChange={(e) => onRefusedReason(e.target.checked ? '' : null)}
          />
          {who} refuses to sign
        </label>
      ) : null}
      {refusing ? (
        <TextField
          label="Why they refused to sign"
          value={refusedReason}
          onChange={(e) => onRefusedReason(e.target.value)}
          hint="Pathway's operators look at it; the second payout waits for them."
        />
      ) : null}
      {submitting ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          Submitted{online ? ': uploading…' : ' on this phone: it goes out when the network returns.'}
        </p>
      ) : blocking.length > 0 ? (
        <div className="text-sm text-slate-700">
          <p className="font-medium">Still to do:</p>
          <ul className="list-disc pl-5">
            {blocking.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button
        type="button"
        size="lg"
        disabled={submitting || blocking.length > 0}
        onClick={() =>
          void enqueue({
            jobId: job.id,
            stage,
            kind: 'submit',
            body: {
              customerNotAvailable: notAvailable,
              ...(refusing ? { partyRefusedReason: refusedReason.trim() } : {}),
            },
            label: stage === 'pickup' ? 'Pickup report' : 'Delivery report',
          })
        }
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        {stage === 'pickup' ? 'Submit pickup report & start trip' : 'Submit delivery report'}
      </Button>
    </Section>
  );
}
