import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Lock } from 'lucide-react';

/** The form's submit: "Pay Now", or "Processing..." and disabled while a confirmation runs. */
/** Id of the amount on the payment screen; the button is described by it. */
export const AMOUNT_ID = 'checkout-amount';

export function PayButton({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button
      type="submit"
      variant="accent"
      size="lg"
      className="w-full"
      disabled={busy || disabled}
      aria-describedby={AMOUNT_ID}
    >
      {busy ? (
        <>
          <Spinner className="h-5 w-5 text-slate-950" />
          <Trans>Processing...</Trans>
        </>
      ) : (
        <>
          <Lock aria-hidden="true" className="h-4 w-4" />
          <Trans>Pay Now</Trans>
        </>
      )}
    </Button>
  );
}
