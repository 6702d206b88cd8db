import { AUTO_CONFIRM_AFTER_HOURS } from '@core/jobs';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { Button } from '@web/components/ui/button';
import { useConfirmDelivery } from '@web/features/dispatch';
import { formatDateTime } from '@web/lib/time';
import { CircleCheckBig } from 'lucide-react';
import { useState } from 'react';

export const CONFIRM_DELIVERY_QUESTION =
  "Confirm that your vehicle arrived as described? This releases the driver's final payment.";

/** The owner's prominent Confirm Delivery step for a delivered job, with a short confirmation. */
export function ConfirmDelivery({ jobId, deliveredAt }: { jobId: string; deliveredAt?: string | null }) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirmDelivery(jobId);
  const autoConfirmAt = deliveredAt
    ? formatDateTime(new Date(new Date(deliveredAt).getTime() + AUTO_CONFIRM_AFTER_HOURS * 3_600_000))
    : null;

  const submit = () => {
    // The hook toasts; close the dialog either way (on success this component goes away).
    confirm.mutate(undefined, { onSettled: () => setOpen(false) });
  };

  return (
    <div className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
      <p className="text-sm text-emerald-900">
        Check your truck, then confirm the delivery. If you do nothing, the delivery confirms itself{' '}
        {AUTO_CONFIRM_AFTER_HOURS} hours after the driver recorded it
        {autoConfirmAt ? ` (${autoConfirmAt})` : ''}.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={confirm.isPending}
        trigger={
          <Button size="lg" className="w-full" disabled={confirm.isPending}>
            <CircleCheckBig aria-hidden="true" className="h-5 w-5" />
            Confirm Delivery
          </Button>
        }
        title="Confirm delivery?"
        description={CONFIRM_DELIVERY_QUESTION}
        cancelLabel="Not yet"
        confirmLabel="Confirm Delivery"
        pendingLabel="Confirming…"
        confirmVariant="primary"
        onConfirm={submit}
      />
    </div>
  );
}
