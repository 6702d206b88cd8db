import { TRIAL_DAYS } from '@core/subscriptions';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { usePublicConfig } from '@web/features/config';
import { TestCardForm } from '@web/features/payments';
import { ApiError, errorMessage } from '@web/lib/queryClient';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConfirmSubscription, useCreateSubscription } from '../api';
import {
  checkoutSummary,
  intentIdFromSecret,
  recallCheckout,
  rememberCheckout,
  subscribePath,
} from '../format';

const StripeCheckout = lazy(() => import('../components/StripeCheckout'));

const backLink = (
  <Link
    to="/subscriptions"
    className="inline-flex items-center gap-1 text-sm font-semibold text-brand-200 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
    <Trans>Back to plans</Trans>
  </Link>
);

/** /subscribe?clientSecret=&subscriptionId= (bare layout): the card form, then the server's confirmation. */
export function SubscribePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmSubscription();
  const create = useCreateSubscription();
  const [serverError, setServerError] = useState<string | null>(null);
  // The card already had the trial on another account: the plan is offered without it.
  const [trialRefused, setTrialRefused] = useState(false);
  const clientSecret = params.get('clientSecret')?.trim() ?? '';
  const subscriptionId = params.get('subscriptionId')?.trim() ?? '';

  if (!clientSecret || !subscriptionId) {
    return (
      <div className="mx-auto grid max-w-md content-center gap-4 p-4">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Something went wrong.</Trans>
            </CardTitle>
            <CardDescription role="alert">
              <Trans>Missing payment information. Please try subscribing again.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/subscriptions" className="font-semibold text-brand-700 hover:underline">
              <Trans>Back to plans</Trans>
            </Link>
          </CardContent>
        </Card>
      </div>
    );
  }

  const summary = recallCheckout(subscriptionId);
  const submitLabel = summary?.trial ? t`Start Free Trial` : t`Subscribe`;

  const onConfirmed = async () => {
    try {
      await confirm.mutateAsync({ subscriptionId, clientSecret });
      toast(
        summary?.trial
          ? { title: t`Free Trial Started`, description: t`Your ${TRIAL_DAYS}-day free trial has started.` }
          : { title: t`Subscription Successful`, description: t`Your subscription is active.` },
      );
      navigate('/subscription-success');
    } catch (err) {
      const message = errorMessage(err);
      setServerError(message);
      setTrialRefused(err instanceof ApiError && err.code === 'trial_used');
      toast({ title: t`Payment Failed`, description: message, variant: 'destructive' });
    }
  };
  const subscribeWithoutTrial = () => {
    if (!summary) return;
    create.mutate(
      { planId: summary.planId, trial: false },
      {
        onSuccess: (checkout) => {
          rememberCheckout(checkout.subscriptionId, checkoutSummary(checkout, summary.price));
          setServerError(null);
          setTrialRefused(false);
          navigate(subscribePath(checkout), { replace: true });
        },
        onError: (err) => setServerError(errorMessage(err)),
      },
    );
  };
  const onFailed = (message: string) =>
    toast({
      title: t`Payment Failed`,
      description: message || t`An unexpected error occurred.`,
      variant: 'destructive',
    });

  return (
    <div className="bg-brand-900 px-4 py-6">
      <div className="mx-auto grid max-w-md gap-4">
        {backLink}
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Complete your subscription</Trans>
            </CardTitle>
            {summary ? (
              <CardDescription>
                {summary.planName}: {summary.price}.{' '}
                {summary.trial
                  ? t`Your ${TRIAL_DAYS}-day free trial starts today; your card is saved and nothing is charged until it ends.`
                  : (summary.trialNote ?? t`Your card is charged today.`)}
              </CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-4">
            {serverError ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
                {serverError}
              </p>
            ) : null}
            {trialRefused && summary ? (
              <Button
                type="button"
                variant="secondary"
                disabled={create.isPending}
                onClick={subscribeWithoutTrial}
              >
                {create.isPending ? t`Preparing your checkout…` : t`Subscribe without the trial`}
              </Button>
            ) : null}
            <CardForm
              clientSecret={clientSecret}
              dueTodayCents={summary?.dueTodayCents ?? 0}
              submitLabel={submitLabel}
              onConfirmed={onConfirmed}
              onFailed={onFailed}
            />
            <p className="flex items-center gap-2 text-xs text-slate-500">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              <Trans>Auto-renews unless turned off at least 24 hours before the period ends.</Trans>
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** The card form of the configured provider: Stripe Elements, or the test gateway's form. */
function CardForm({
  clientSecret,
  dueTodayCents,
  submitLabel,
  onConfirmed,
  onFailed,
}: {
  clientSecret: string;
  dueTodayCents: number;
  submitLabel: string;
  onConfirmed: () => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const { t } = useLingui();
  const config = usePublicConfig();
  if (config.isPending) return <LoadingBlock label={t`Preparing the card form…`} />;
  if (config.data?.stripePublishableKey) {
    return (
      <Suspense fallback={<LoadingBlock label={t`Loading the secure card form…`} />}>
        <StripeCheckout
          publishableKey={config.data.stripePublishableKey}
          clientSecret={clientSecret}
          submitLabel={submitLabel}
          onConfirmed={onConfirmed}
          onFailed={onFailed}
        />
      </Suspense>
    );
  }
  return (
    <TestCardForm
      tone="light"
      showFailure
      intent={{
        paymentIntentId: intentIdFromSecret(clientSecret) ?? '',
        clientSecret,
        amountCents: dueTodayCents,
      }}
      submitButton={(busy) => (
        <Button type="submit" variant="accent" size="lg" disabled={busy}>
          {busy ? t`Processing...` : submitLabel}
        </Button>
      )}
      onSucceeded={onConfirmed}
      onFailed={onFailed}
    />
  );
}
