import type { RecoveryRequest } from '@core/contracts/jobs';
import { partyRoleOf } from '@core/inspections';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Section, type Stage } from '../capture';
import { SignatureCapture } from './SignatureCapture';

/** The other party's signature (or why there is none) and the driver's. */
export function SignaturesSection({
  job,
  stage,
  roles,
  driverName,
  customerNotAvailable,
  newDamage,
  receiverName,
}: {
  job: RecoveryRequest;
  stage: Stage;
  roles: Set<string>;
  driverName: string;
  customerNotAvailable: boolean;
  newDamage: number;
  receiverName: string;
}) {
  const { t } = useLingui();
  const party = partyRoleOf(stage);
  return (
    <Section
      title={t`Signatures`}
      description={
        stage === 'pickup'
          ? t`Show the releasing party the report, then hand them the phone to sign.`
          : t`Show the receiver the report (new damage is highlighted), then hand them the phone to sign.`
      }
    >
      {stage === 'delivery' && newDamage > 0 ? (
        <ErrorAlert>
          <Plural
            value={newDamage}
            one="# damage mark is new since pickup. The receiver sees this before signing."
            other="# damage marks are new since pickup. The receiver sees this before signing."
          />
        </ErrorAlert>
      ) : null}
      {roles.has(party) ? (
        <p className="text-sm text-emerald-800">
          {stage === 'pickup' ? (
            <Trans>The releasing party signed.</Trans>
          ) : (
            <Trans>The receiver signed.</Trans>
          )}
        </p>
      ) : customerNotAvailable ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Nobody is there to sign: the client gets a link to sign or dispute within 24 hours. Photograph the
            keys and where the truck was left.
          </Trans>
        </p>
      ) : (
        <SignatureCapture
          job={job}
          stage={stage}
          signer={party}
          label={stage === 'pickup' ? t`Signature of the releasing party` : t`Signature of the receiver`}
          defaultName={stage === 'delivery' ? receiverName : ''}
        />
      )}
      {roles.has('driver') ? (
        <p className="text-sm text-emerald-800">
          <Trans>You signed.</Trans>
        </p>
      ) : (
        <SignatureCapture
          job={job}
          stage={stage}
          signer="driver"
          label={t`Your signature`}
          defaultName={driverName}
        />
      )}
    </Section>
  );
}
