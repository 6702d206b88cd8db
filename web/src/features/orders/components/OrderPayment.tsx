import { formatUsd } from '@core/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { TestCardForm } from '@web/features/payments';
import { errorMessage } from '@web/lib/queryClient';
import { useState } from 'react';
import { createOrderIntent, orderKeys } from '../api';

type Intent = Awaited<ReturnType<typeof createOrderIntent>>;

/**
 * Pay once for every move still unpaid: the server sets the amount; the card form is the payments
 * feature's. The moves turn paid when the provider's event is recorded, then the order reloads.
 */
export function OrderPayment({ orderId, dueCents }: { orderId: string; dueCents: number }) {
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
  if (!intent) {
    return (
      <div className="grid gap-2">
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? 'Preparing the payment…' : `Pay ${formatUsd(dueCents)} once`}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  if (intent.provider !== 'test') {
    return (
      <p role="alert" className="text-sm text-red-700">
        Card payment of orders through Stripe is not available yet. Please contact support to pay this order.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        Amount due: <strong>{formatUsd(intent.amountCents)}</strong> (test payment: use 4242 4242 4242 4242).
      </p>
      <TestCardForm
        intent={intent}
        tone="light"
        showFailure
        submitButton={(b) => (
          <Button type="submit" disabled={b}>
            {b ? 'Paying…' : `Pay ${formatUsd(intent.amountCents)}`}
          </Button>
        )}
        onSucceeded={async () => {
          toast({ title: 'Payment successful', description: 'Every move of the order is paid.' });
          setIntent(null);
          await queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) });
        }}
      />
    </div>
  );
}
