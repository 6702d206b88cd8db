import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { FlaskConical, ShieldCheck } from 'lucide-react';

/**
 * The test gateway's 3-D Secure step, like Stripe's test-mode authentication page: the cardholder
 * completes or fails it. Closing the dialog abandons the authentication, which fails it, as with Stripe.
 */
export function TestAuthenticationDialog({
  open,
  amountCents,
  busy,
  onAnswer,
}: {
  open: boolean;
  amountCents: number;
  busy: boolean;
  onAnswer: (outcome: 'approve' | 'fail') => void;
}) {
  const { t } = useLingui();
  const amount = formatUsd(amountCents);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onAnswer('fail');
      }}
    >
      <DialogContent closeLabel={t`Cancel authentication`}>
        <DialogHeader>
          <Badge tone="accent" className="justify-self-start">
            <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" />
            <Trans>Test mode</Trans>
          </Badge>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />
            <Trans>Confirm this payment with your bank</Trans>
          </DialogTitle>
          <DialogDescription>
            {amountCents > 0 ? (
              <Trans>
                Your card needs an extra check (3-D Secure) before {amount} can be charged. This is the test
                gateway's stand-in for your bank's page: choose what the cardholder does.
              </Trans>
            ) : (
              <Trans>
                Your card needs an extra check (3-D Secure) before it can be saved for your subscription. This
                is the test gateway's stand-in for your bank's page: choose what the cardholder does.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onAnswer('fail')}>
            <Trans>Fail authentication</Trans>
          </Button>
          <Button variant="accent" disabled={busy} onClick={() => onAnswer('approve')}>
            {busy ? <Spinner className="h-5 w-5 text-slate-950" /> : null}
            <Trans>Complete authentication</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
