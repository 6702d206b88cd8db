import { useLingui } from '@lingui/react/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { type FormEvent, useState } from 'react';

let stripePromise: Promise<Stripe | null> | null = null;
const getStripe = (key: string) => {
  stripePromise ??= loadStripe(key);
  return stripePromise;
};

interface Props {
  clientSecret: string;
  submitLabel: string;
  onConfirmed: () => Promise<void>;
  onFailed: (message: string) => void;
}

function Form({ clientSecret, submitLabel, onConfirmed, onFailed }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    const returnUrl = `${window.location.origin}/subscription-success`;
    // A trial saves the card (SetupIntent); otherwise the first period is paid now.
    const result = clientSecret.startsWith('seti_')
      ? await stripe.confirmSetup({
          elements,
          confirmParams: { return_url: returnUrl },
          redirect: 'if_required',
        })
      : await stripe.confirmPayment({
          elements,
          confirmParams: { return_url: returnUrl },
          redirect: 'if_required',
        });
    if (result.error) {
      const message = result.error.message ?? 'An unexpected error occurred.';
      setFailure(message);
      onFailed(message);
      setBusy(false);
      return;
    }
    try {
      await onConfirmed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t`Card details`}>
      <PaymentElement />
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Button type="submit" variant="accent" size="lg" disabled={busy || !stripe}>
        {busy ? t`Processing...` : submitLabel}
      </Button>
    </form>
  );
}

/** Stripe Elements: card data goes to Stripe only. */
export default function StripeCheckout(props: Props & { publishableKey: string }) {
  return (
    <Elements stripe={getStripe(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <Form {...props} />
    </Elements>
  );
}
