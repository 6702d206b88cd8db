import { AUTO_CONFIRM_AFTER_HOURS } from '@core/jobs';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { Button } from '@web/components/ui/button';
import { useConfirmDelivery } from '@web/features/dispatch';
import { formatDateTime } from '@web/lib/time';
import { CircleCheckBig } from 'lucide-react';
import { useState } from 'react';

export const CONFIRM_DELIVERY_QUESTION = msg`Confirm that your vehicle arrived as described? This releases the driver's final payment.`;

/** The owner's prominent Confirm Delivery step for a delivered job, with a short confirmation. */
export function ConfirmDelivery({ jobId, deliveredAt }: { jobId: string; deliveredAt?: string | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const confirm = useConfirmDelivery(jobId);
  const autoConfirmAt = deliveredAt
    ? formatDateTime(new Date(new Date(deliveredAt).getTime() + AUTO_CONFIRM_AFTER_HOURS * 3_600_000))
    : null;

  const hours = AUTO_CONFIRM_AFTER_HOURS;

  const submit = () => {
    // The hook toasts; close the dialog either way (on success this component goes away).
    confirm.mutate(undefined, { onSettled: () => setOpen(false) });
  };

  return (
    <div className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
      <p className="text-sm text-emerald-900">
        {autoConfirmAt ? (
          <Trans>
            Check your truck, then confirm the delivery. If you do nothing, the delivery confirms itself{' '}
            {hours} hours after the driver recorded it ({autoConfirmAt}).
          </Trans>
        ) : (
          <Trans>
            Check your truck, then confirm the delivery. If you do nothing, the delivery confirms itself{' '}
            {hours} hours after the driver recorded it.
          </Trans>
        )}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={confirm.isPending}
        trigger={
          <Button size="lg" className="w-full" disabled={confirm.isPending}>
            <CircleCheckBig aria-hidden="true" className="h-5 w-5" />
            <Trans>Confirm Delivery</Trans>
          </Button>
        }
        title={t`Confirm delivery?`}
        description={t(CONFIRM_DELIVERY_QUESTION)}
        cancelLabel={t`Not yet`}
        confirmLabel={t`Confirm Delivery`}
        pendingLabel={t`Confirming…`}
        confirmVariant="primary"
        onConfirm={submit}
      />
    </div>
  );
}
