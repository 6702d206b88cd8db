import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { CircleCheckBig } from 'lucide-react';
import { useState } from 'react';
import { useConfirmDelivery } from '../api';

const AUTO_CONFIRM_HOURS = 24;

export const CONFIRM_DELIVERY_QUESTION =
  "Confirm that your vehicle arrived as described? This releases the driver's final payment.";

/** The owner's prominent Confirm Delivery step for a delivered job, with a short confirmation. */
export function ConfirmDelivery({ jobId, deliveredAt }: { jobId: string; deliveredAt?: string | null }) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirmDelivery(jobId);
  const autoConfirmAt = deliveredAt
    ? new Date(new Date(deliveredAt).getTime() + AUTO_CONFIRM_HOURS * 3_600_000).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;

  const submit = () => {
    // The hook toasts; close the dialog either way (on success this component goes away).
    confirm.mutate(undefined, { onSettled: () => setOpen(false) });
  };

  return (
    <div className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
      <p className="text-sm text-emerald-900">
        Check your truck, then confirm the delivery. If you do nothing, the delivery confirms itself 24 hours
        after the driver recorded it{autoConfirmAt ? ` (${autoConfirmAt})` : ''}.
      </p>
      <AlertDialog open={open} onOpenChange={(next) => !confirm.isPending && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button size="lg" className="w-full" disabled={confirm.isPending}>
            <CircleCheckBig aria-hidden="true" className="h-5 w-5" />
            Confirm Delivery
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Confirm delivery?</AlertDialogTitle>
            <AlertDialogDescription>{CONFIRM_DELIVERY_QUESTION}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={confirm.isPending}>Not yet</AlertDialogCancel>
            <AlertDialogAction
              variant="primary"
              disabled={confirm.isPending}
              onClick={(event) => {
                // Stay open until the server answers.
                event.preventDefault();
                submit();
              }}
            >
              {confirm.isPending ? 'Confirming…' : 'Confirm Delivery'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
