import type { RecoveryRequest } from '@core/contracts/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { Send } from 'lucide-react';
import { missingItemText } from '../../missing';
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
  const { t } = useLingui();
  const refusing = refusedReason !== null;
  const blocking =
    refusing && refusedReason.trim().length < 3 ? [...missing, t`Why they refused to sign`] : missing;
  return (
    <Section title={stage === 'pickup' ? t`Start the trip` : t`Hand the truck over`}>
      {canSkipParty ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={notAvailable}
            onChange={(e) => onNotAvailable(e.target.checked)}
          />
          <Trans>Customer not available (nobody there to sign)</Trans>
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
          {stage === 'pickup' ? (
            <Trans>The releasing party refuses to sign</Trans>
          ) : (
            <Trans>The receiver refuses to sign</Trans>
          )}
        </label>
      ) : null}
      {refusing ? (
        <TextField
          label={t`Why they refused to sign`}
          value={refusedReason}
          onChange={(e) => onRefusedReason(e.target.value)}
          hint={t`Pathway's operators look at it; the second payout waits for them.`}
        />
      ) : null}
      {submitting ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {online ? (
            <Trans>Submitted: uploading…</Trans>
          ) : (
            <Trans>Submitted on this phone: it goes out when the network returns.</Trans>
          )}
        </p>
      ) : blocking.length > 0 ? (
        <div className="text-sm text-slate-700">
          <p className="font-medium">
            <Trans>Still to do:</Trans>
          </p>
          <ul className="list-disc pl-5">
            {blocking.map((m) => (
              <li key={m}>{missingItemText(m)}</li>
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
            label: stage === 'pickup' ? t`Pickup report` : t`Delivery report`,
          })
        }
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        {stage === 'pickup' ? (
          <Trans>Submit pickup report & start trip</Trans>
        ) : (
          <Trans>Submit delivery report</Trans>
        )}
      </Button>
    </Section>
  );
}
