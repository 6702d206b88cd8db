import { testCardGuide } from '@core/cards';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { LoadingBlock, Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { loginPathFor } from '@web/features/auth';
import { usePublicConfig } from '@web/features/config';
import { useRecoveryRequest } from '@web/features/jobs';
import { JobPriceBreakdown } from '@web/features/pricing';
import { FlaskConical, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type CreateIntentOutcome, checkoutIntentQuery } from '../api';
import { testCardOutcome } from '../cardMessages';
import { CancelRequestButton } from '../components/CancelRequestButton';
import { AMOUNT_ID, PayButton } from '../components/PayButton';
import { PaymentErrorCard } from '../components/PaymentErrorCard';
import { stripeNotReadyMessage } from '../components/stripeMessages';
import { TestCardForm } from '../components/TestCardForm';
import { parseAmount, serviceTitleText } from '../format';
import { describeIntentFailure } from '../intentErrors';
import { successPathFor } from '../successFlow';

/** Stripe's libraries download only when the server runs the Stripe gateway. */
const StripePaymentForm = lazy(() => import('../components/StripePaymentForm'));

type ReadyIntent = Extract<CreateIntentOutcome, { kind: 'ready' }>['intent'];

/**
 * /checkout?amount=&recoveryRequestId=&serviceType= (product/clients §2). Creates (or gets back: the server
 * answers the same intent for the same unpaid job) the payment intent, then shows the payment form.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const amount = parseAmount(params.get('amount'));
  const recoveryRequestId = params.get('recoveryRequestId')?.trim() ?? '';
  const serviceType = params.get('serviceType');
  const intent = useQuery({
    ...checkoutIntentQuery(recoveryRequestId, amount ?? 0),
    enabled: amount !== null,
  });
  const outcome = intent.data;
  // Memoised on the answer (the query keeps its reference), so each refusal toasts once.
  const failure = useMemo(
    () =>
      outcome?.kind === 'failed'
        ? describeIntentFailure(outcome.failure)
        : intent.isError
          ? describeIntentFailure({ kind: 'unavailable' })
          : null,
    [outcome, intent.isError],
  );

  useEffect(() => {
    if (outcome?.kind === 'unauthorized')
      navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
  }, [outcome, navigate, location.pathname, location.search]);
  useEffect(() => {
    if (failure?.toast) toast({ ...failure.toast, variant: 'destructive' });
  }, [failure?.toast]);

  const state =
    amount === null
      ? ({ kind: 'error', error: describeIntentFailure({ kind: 'invalid-amount' }) } as const)
      : failure
        ? ({ kind: 'error', error: failure } as const)
        : outcome?.kind === 'ready'
          ? ({ kind: 'ready', intent: outcome.intent } as const)
          : ({ kind: 'loading' } as const);

  if (state.kind === 'loading') {
    return (
      <div
        role="status"
        className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 text-slate-700"
      >
        <Spinner className="h-10 w-10" />
        <p className="text-base font-medium">
          <Trans>Initializing payment...</Trans>
        </p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="grid gap-4">
        <h1 className="sr-only">
          <Trans>Checkout</Trans>
        </h1>
        <PaymentErrorCard
          message={state.error.message}
          code={state.error.code}
          recoveryRequestId={recoveryRequestId || null}
        />
      </div>
    );
  }
  return (
    <CompletePayment intent={state.intent} serviceType={serviceType} recoveryRequestId={recoveryRequestId} />
  );
}

function CompletePayment({
  intent,
  serviceType,
  recoveryRequestId,
}: {
  intent: ReadyIntent;
  serviceType: string | null;
  recoveryRequestId: string;
}) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const amount = formatUsd(intent.amountCents);
  const isTest = intent.provider === 'test';

  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="complete-payment-title"
        className="grid gap-5 rounded-2xl bg-slate-900 p-5 text-white shadow-lg ring-1 ring-slate-800"
      >
        <header className="grid gap-1">
          <div className="flex items-start justify-between gap-3">
            <h1 id="complete-payment-title" className="text-2xl font-bold">
              <Trans>Complete Your Payment</Trans>
            </h1>
            {isTest ? (
              <Badge tone="accent" className="shrink-0">
                <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" />
                <Trans>Test mode</Trans>
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-300">{serviceTitleText(serviceType)}</p>
          <p id={AMOUNT_ID} className="mt-2 text-4xl font-bold tracking-tight">
            <Trans>
              <span className="sr-only">Amount due: </span>
              {amount}
            </Trans>
          </p>
          <p className="text-xs text-slate-400">
            <Trans>US dollars, charged once, in full upfront.</Trans>
          </p>
        </header>

        {isTest ? (
          <div className="grid gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100">
            <p>
              <Trans>
                This is a test payment: no real card is charged. Use <strong>4242 4242 4242 4242</strong> to
                succeed or <strong>4000 0000 0000 0002</strong> to see a decline, with any future expiry date
                and any 3-digit CVC.
              </Trans>
            </p>
            <details>
              <summary className="min-h-11 cursor-pointer py-2 font-medium underline underline-offset-4">
                <Trans>More test cards</Trans>
              </summary>
              <ul className="grid gap-1 pl-1">
                {testCardGuide.map((card) => (
                  <li key={card.number}>
                    <strong className="font-mono">{card.number}</strong> {testCardOutcome(card.outcome)}
                  </li>
                ))}
              </ul>
            </details>
          </div>
        ) : null}

        {isTest ? (
          <TestCardForm
            intent={intent}
            submitButton={(busy) => <PayButton busy={busy} />}
            onSucceeded={() => {
              toast({ title: t`Payment Successful`, description: t`Recording your payment…` });
              navigate(successPathFor(intent.paymentIntentId, intent.clientSecret));
            }}
            onFailed={(message) =>
              toast({ title: t`Payment Failed`, description: message, variant: 'destructive' })
            }
          />
        ) : (
          <StripeSection intent={intent} />
        )}

        <p className="flex items-start gap-2 text-xs text-slate-400">
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" />
          {isTest
            ? t`Card details go only to Pathway's built-in test gateway, which keeps just the last four digits for your invoice.`
            : t`Payment is processed securely by Stripe. No card data is stored on Pathway’s servers.`}
        </p>
      </section>

      {recoveryRequestId ? <CheckoutLines jobId={recoveryRequestId} /> : null}

      {recoveryRequestId ? (
        <div className="flex justify-center">
          <CancelRequestButton recoveryRequestId={recoveryRequestId} />
        </div>
      ) : null}
    </div>
  );
}

/** The lines the amount is made of (the job's fixed quote); nothing while it loads or if it cannot. */
function CheckoutLines({ jobId }: { jobId: string }) {
  const job = useRecoveryRequest(jobId);
  return job.data ? <JobPriceBreakdown job={job.data} /> : null;
}

function StripeSection({ intent }: { intent: ReadyIntent }) {
  const config = usePublicConfig();
  const { t } = useLingui();
  if (config.isPending) return <LoadingBlock label={t`Loading the card form…`} />;
  const key = config.data?.stripePublishableKey;
  if (!key) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-400/40 bg-red-500/10 p-3 text-sm text-red-100"
      >
        <p className="font-semibold">
          <Trans>Payment Error</Trans>
        </p>
        <p>{stripeNotReadyMessage()}</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingBlock label={t`Loading the card form…`} />}>
      <StripePaymentForm intent={intent} publishableKey={key} />
    </Suspense>
  );
}
