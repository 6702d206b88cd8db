import type { CreatePaymentIntentResponse } from '@core/contracts/payments';
import { useLingui } from '@lingui/react/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { toast } from '@web/components/ui/use-toast';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { successPathFor } from '../successFlow';
import { PayButton } from './PayButton';

import { stripeNotReadyMessage } from './stripeMessages';

/** Stripe.js is loaded once per publishable key, and only when a Stripe payment is shown. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

/** `returnPath`: where the payer goes once paid (an order's page), instead of the job's success page. */
function StripeForm({ returnPath }: { returnPath?: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!stripe || !elements) {
      toast({ title: t`Payment Error`, description: stripeNotReadyMessage(), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath ?? '/payment-success'}` },
        redirect: 'if_required',
      });
      if (error) {
        toast({
          title: t`Payment Failed`,
          description: error.message || t`An unknown error occurred`,
          variant: 'destructive',
        });
        setBusy(false);
        return;
      }
      if (paymentIntent?.client_secret) {
        if (paymentIntent.status === 'succeeded') {
          toast({ title: t`Payment Successful`, description: t`Recording your payment…` });
        }
        navigate(
          returnPath ?? successPathFor(paymentIntent.id, paymentIntent.client_secret, paymentIntent.status),
        );
        return;
      }
      toast({ title: t`Payment Failed`, description: t`An unknown error occurred`, variant: 'destructive' });
    } catch (err) {
      toast({
        title: t`Payment Failed`,
        description: (err instanceof Error && err.message) || t`An unknown error occurred`,
        variant: 'destructive',
      });
    }
    setBusy(false);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t`Card details`}>
      <PaymentElement />
      <PayButton busy={busy} />
    </form>
  );
}

/** Stripe Elements with the night theme; card data goes to Stripe only. */
export default function StripePaymentForm({
  intent,
  publishableKey,
  returnPath,
}: {
  intent: CreatePaymentIntentResponse;
  publishableKey: string;
  returnPath?: string;
}) {
  return (
    <Elements
      stripe={getStripe(publishableKey)}
      options={{ clientSecret: intent.clientSecret, appearance: { theme: 'night' } }}
    >
      <StripeForm returnPath={returnPath} />
    </Elements>
  );
}
