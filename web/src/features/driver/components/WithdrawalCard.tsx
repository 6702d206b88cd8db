import { Trans, useLingui } from '@lingui/react/macro';
import { useWithdrawal } from '@web/features/dispatch';
import { CheckCircle2, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { ReasonDialog } from './ReasonDialog';

/**
 * The driver policy: no cancelling after acceptance. A driver who cannot make it tells dispatch why;
 * operators decide (release the job, with or without a suspension). The job stays theirs until then.
 */
export function WithdrawalCard({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const withdraw = useWithdrawal(jobId);
  return (
    <section
      aria-label={t`Can't make it`}
      className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      {sent ? (
        <p role="status" className="flex items-start gap-2 text-sm text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {sent}
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>
            Drivers cannot cancel an accepted job. If something stops you, tell dispatch now: they decide what
            happens next.
          </Trans>
        </p>
      )}
      <ReasonDialog
        schema="withdrawal"
        button={
          <>
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            <Trans>I can't make it</Trans>
          </>
        }
        title={t`Tell dispatch you can't make it`}
        description={t`Dispatch is told at once and decides: the job may go to another driver. A missed transportation without a good reason suspends your account for 30 days.`}
        submit={t`Send to dispatch`}
        send={async (reason) => setSent((await withdraw.mutateAsync(reason)).message)}
      />
    </section>
  );
}
