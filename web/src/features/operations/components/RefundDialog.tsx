import { type AdminJob, refundForm } from '@core/contracts/operations';
import { formatUsd } from '@core/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import type { z } from 'zod';
import { useCancelWithRefund } from '../api';
import { FormDialog } from './FormDialog';

/** Cancel a job and give back all of what can be refunded, part of it, or nothing. */
export function RefundDialog({
  panel,
  open,
  onOpenChange,
}: {
  panel: AdminJob;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const cancel = useCancelWithRefund();
  const refundable = panel.refundableCents;
  const { form, formError, onSubmit } = useAppForm<z.input<typeof refundForm>, z.output<typeof refundForm>>({
    resolver: zodResolver(refundForm),
    defaultValues: { amount: (refundable / 100).toFixed(2), reason: '' },
    fields: ['amount', 'reason'],
    fieldFor: { amountCents: 'amount' },
    send: async (v) => {
      const answer = await cancel.mutateAsync({
        id: panel.job.id,
        body: { amountCents: v.amount, reason: v.reason },
      });
      toast({ title: 'Cancelled', description: answer.message });
      onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${panel.job.number}`}
      description={
        refundable > 0
          ? `Up to ${formatUsd(refundable)} can be refunded (pay already released to the driver stays theirs). The invoice gets a credit note.`
          : 'Nothing was paid that can be refunded: the job is cancelled without a refund.'
      }
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel="Cancelling…"
      submit="Cancel the job"
      submitVariant="destructive"
    >
      <TextField
        label="Refund (USD)"
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextAreaField
        label="Why (the client reads it)"
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
