import { type AdminJob, refundForm } from '@core/contracts/operations';
import { formatUsd } from '@core/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
      toast({ title: t`Cancelled`, description: answer.message });
      onOpenChange(false);
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const number = panel.job.number;
  const upTo = formatUsd(refundable);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Cancel ${number}`}
      description={
        refundable > 0
          ? t`Up to ${upTo} can be refunded (pay already released to the driver stays theirs). The invoice gets a credit note.`
          : t`Nothing was paid that can be refunded: the job is cancelled without a refund.`
      }
      formError={formError}
      onSubmit={onSubmit}
      pending={isSubmitting}
      pendingLabel={t`Cancelling…`}
      submit={t`Cancel the job`}
      submitVariant="destructive"
    >
      <TextField
        label={t`Refund (USD)`}
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextAreaField
        label={t`Why (the client reads it)`}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
