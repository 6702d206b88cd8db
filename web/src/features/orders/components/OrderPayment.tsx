import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { usePublicConfig } from '@web/features/config';
import { loadStripePaymentForm, TestCardForm } from '@web/features/payments';
import { errorMessage } from '@web/lib/queryClient';
import { lazy, Suspense, useState } from 'react';
import { createOrderIntent, orderKeys } from '../api';

type Intent = Awaited<ReturnType<typeof createOrderIntent>>;

/**
 * Pay once for every move still unpaid: the server sets the amount; the card form is the payments
 * feature's. The moves turn paid when the provider's event is recorded, then the order reloads.
 */
export function OrderPayment({ orderId, dueCents }: { orderId: string; dueCents: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setIntent(await createOrderIntent(orderId));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const due = formatUsd(dueCents);
  if (!intent) {
    return (
      <div className="grid gap-2">
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? t`Preparing the payment…` : t`Pay ${due} once`}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  if (intent.provider !== 'test') return <StripeSection intent={intent} returnPath={`/orders/${orderId}`} />;
  const amount = formatUsd(intent.amountCents);
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        <Trans>
          Amount due: <strong>{amount}</strong> (test payment: use 4242 4242 4242 4242).
        </Trans>
      </p>
      <TestCardForm
        intent={intent}
        tone="light"
        showFailure
        submitButton={(b) => (
          <Button type="submit" disabled={b}>
            {b ? t`Paying…` : t`Pay ${amount}`}
          </Button>
        )}
        onSucceeded={async () => {
          toast({ title: t`Payment successful`, description: t`Every move of the order is paid.` });
          setIntent(null);
          await queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) });
        }}
      />
    </div>
  );
}

const StripePaymentForm = lazy(loadStripePaymentForm);

/** The provider's card form (Stripe): back to the order's page once paid; its event records the moves. */
function StripeSection({ intent, returnPath }: { intent: Intent; returnPath: string }) {
  const { t } = useLingui();
  const config = usePublicConfig();
  if (config.isPending) return <LoadingBlock label={t`Loading the card form…`} />;
  const key = config.data?.stripePublishableKey;
  if (!key)
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>Card payments are not set up on this server. Please contact support.</Trans>
      </p>
    );
  return (
    <Suspense fallback={<LoadingBlock label={t`Loading the card form…`} />}>
      <StripePaymentForm intent={intent} publishableKey={key} returnPath={returnPath} />
    </Suspense>
  );
}
