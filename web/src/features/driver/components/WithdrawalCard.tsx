import { withdrawalBody } from '@core/contracts/operations';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextAreaField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useWithdrawal } from '@web/features/dispatch';
import { useAppForm } from '@web/lib/forms';
import { CheckCircle2, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';

/**
 * The driver policy: no cancelling after acceptance. A driver who cannot make it tells dispatch why;
 * operators decide (release the job, with or without a suspension). The job stays theirs until then.
 */
export function WithdrawalCard({ jobId }: { jobId: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const withdraw = useWithdrawal(jobId);
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof withdrawalBody>,
    z.output<typeof withdrawalBody>
  >({
    resolver: zodResolver(withdrawalBody),
    defaultValues: { reason: '' },
    fields: ['reason'],
    send: async ({ reason }) => {
      const answer = await withdraw.mutateAsync(reason);
      setSent(answer.message);
      setOpen(false);
      form.reset();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <section
      aria-label="Can't make it"
      className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      {sent ? (
        <p role="status" className="flex items-start gap-2 text-sm text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {sent}
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          Drivers cannot cancel an accepted job. If something stops you, tell dispatch now: they decide what
          happens next.
        </p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <LifeBuoy aria-hidden="true" className="h-4 w-4" />I can't make it
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Tell dispatch you can't make it</DialogTitle>
            <DialogDescription>
              Dispatch is told at once and decides: the job may go to another driver. A missed transportation
              without a good reason suspends your account for 30 days.
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
            <TextAreaField
              label="What happened?"
              rows={3}
              error={errors.reason?.message}
              {...register('reason')}
            />
            <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
              Send to dispatch
            </SubmitButton>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
