import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCancelRequest } from '../api';

export interface CancelRequestButtonProps {
  recoveryRequestId: string;
  /** Whether the request is already paid: the dialog then says the payment is refunded. */
  paid?: boolean;
  disabled?: boolean;
  className?: string;
  /** Where to go after cancelling; the request's tracking page by default. */
  redirectTo?: string | null;
}

/**
 * A small "Cancel request" text button with a confirmation. The server cancels a request until a
 * driver accepts it and refunds a paid one; afterwards it answers 409 with its reason.
 */
export function CancelRequestButton({
  recoveryRequestId,
  paid = false,
  disabled,
  className,
  redirectTo,
}: CancelRequestButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest((result) =>
    toast({ title: t`Request Cancelled`, description: result.message }),
  );
  const navigate = useNavigate();

  const confirm = () => {
    cancel.mutate(recoveryRequestId, {
      onSuccess: () => {
        setOpen(false);
        const target =
          redirectTo === undefined ? `/tracking?id=${encodeURIComponent(recoveryRequestId)}` : redirectTo;
        if (target) navigate(target);
      },
      onError: (err) => {
        setOpen(false);
        toast({ title: t`Could Not Cancel`, description: errorMessage(err), variant: 'destructive' });
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={cancel.isPending}
      trigger={
        <button
          type="button"
          disabled={disabled || cancel.isPending}
          className={cn(
            'min-h-11 rounded-lg px-3 text-sm font-medium text-slate-500 underline underline-offset-4 hover:text-red-600',
            'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50',
            className,
          )}
        >
          <Trans>Cancel request</Trans>
        </button>
      }
      title={t`Cancel this request?`}
      description={
        paid
          ? t`Your recovery request will be cancelled and the full payment refunded to your card. This cannot be undone.`
          : t`Your recovery request will be cancelled and nothing will be charged. This cannot be undone.`
      }
      cancelLabel={t`Keep request`}
      confirmLabel={t`Cancel request`}
      pendingLabel={t`Cancelling…`}
      onConfirm={confirm}
    />
  );
}
