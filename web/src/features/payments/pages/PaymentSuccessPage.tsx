import type { Invoice } from '@core/contracts/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorRetry } from '@web/components/ErrorRetry';
import { ShareMenu } from '@web/components/share/ShareMenu';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { SignInCard, WithMe } from '@web/features/auth';
import { clearStoredRequestId, readStoredRequestId, useRecoveryRequest } from '@web/features/jobs';
import { errorMessage, isApiError } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { CircleAlert, CircleCheck, Clock, CreditCard, Home, MapPin } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useInvoices, useJobInvoice, usePaymentIntent } from '../api';
import { InvoiceCard } from '../components/InvoiceCard';
import { InvoiceList } from '../components/InvoiceList';
import { RequestDetails } from '../components/RequestDetails';
import { payNowHref } from '../format';
import {
  confirmErrorText,
  confirmedSearch,
  describeIntentOutcome,
  paidMoveText,
  planSuccessPage,
  refundOutcome,
  successHeadline,
  unsuccessfulText,
} from '../successFlow';

/**
 * /payment-success (product/clients §2, §4): the return from the card form. The server, asked with the payment
 * intent, answers the request it paid for and that payment's invoice (it records payments from the
 * provider's events itself); the page shows them and the client's invoice list. With only a request id
 * (an invoice link) it shows that request; with nothing (Profile → Invoices) the latest invoice and
 * the list.
 */
export function PaymentSuccessPage() {
  const location = useLocation();
  const { t } = useLingui();
  return (
    <WithMe>
      {(me) =>
        me ? (
          // A new address (an invoice link) starts over with its own plan.
          <SignedInPaymentSuccess key={location.search} />
        ) : (
          <SignInCard
            next={`${location.pathname}${location.search}`}
            text={t`Sign in to see your payment and your invoices.`}
          />
        )
      }
    </WithMe>
  );
}

function SignedInPaymentSuccess() {
  const [params] = useSearchParams();
  const [plan] = useState(() =>
    planSuccessPage({
      paymentIntent: params.get('payment_intent'),
      clientSecret: params.get('payment_intent_client_secret'),
      redirectStatus: params.get('redirect_status'),
      queryRequestId: params.get('recoveryRequestId'),
      storedRequestId: readStoredRequestId(),
    }),
  );
  if (plan.kind === 'intent') {
    return <IntentPayment paymentIntentId={plan.paymentIntentId} freshReturn={plan.freshReturn} />;
  }
  if (plan.kind === 'request') {
    return <RequestPayment requestId={plan.requestId} unsuccessfulStatus={plan.unsuccessfulStatus} />;
  }
  return <InvoicesOverview />;
}

/**
 * The return from the card form: the server says which request this intent paid for and whether its
 * payment is recorded (it records it from the provider's events, not from this page). Only that
 * request and that payment's invoice are shown.
 */
function IntentPayment({ paymentIntentId, freshReturn }: { paymentIntentId: string; freshReturn: boolean }) {
  const lookup = usePaymentIntent(paymentIntentId);
  const { t } = useLingui();
  const told = useRef({ confirmed: false, failed: false });
  const data = lookup.data;

  useEffect(() => {
    if (!data) return;
    const requestId = data.recoveryRequest.id;
    if (data.invoice) {
      if (readStoredRequestId() === requestId) clearStoredRequestId();
      if (freshReturn && !told.current.confirmed) {
        told.current.confirmed = true;
        toast({ title: t`Payment Confirmed`, description: t`Your payment has been recorded successfully` });
      }
    }
    // The address names the request and no longer carries the client secret.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${confirmedSearch(window.location.search, requestId)}`,
    );
  }, [data, freshReturn, t]);

  useEffect(() => {
    if (!lookup.isError || !freshReturn || told.current.failed) return;
    told.current.failed = true;
    toast({
      title: t`Payment Confirmation Error`,
      description: confirmErrorText(lookup.error),
      variant: 'destructive',
    });
  }, [lookup.isError, lookup.error, freshReturn, t]);

  if (lookup.isPending) {
    return (
      <div className="grid gap-4">
        <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
          <Spinner className="h-10 w-10" />
          <p className="text-base font-medium text-slate-700">
            <Trans>Confirming your payment…</Trans>
          </p>
        </div>
      </div>
    );
  }
  if (lookup.isError) {
    const notFound = isApiError(lookup.error, 404);
    const reason = confirmErrorText(lookup.error);
    return (
      <div className="grid gap-4">
        {notFound ? (
          <PageHeader
            tone="problem"
            title={t`Payment Not Found`}
            text={t`We could not find this payment on your account. If you paid while signed in to another account, sign in with that one.`}
          />
        ) : (
          <div className="grid gap-2">
            <h1 className="sr-only">
              <Trans>Your payment</Trans>
            </h1>
            <ErrorRetry
              buttonClassName="justify-self-start"
              message={t`We could not load this payment: ${reason}`}
              onRetry={() => void lookup.refetch()}
              busy={lookup.isFetching}
            />
          </div>
        )}
        <PageLinks trackId={null} />
        <InvoiceList className="mt-2 print:hidden" />
      </div>
    );
  }

  const job = lookup.data.recoveryRequest;
  const invoice = lookup.data.invoice;
  const outcome = describeIntentOutcome({
    status: lookup.data.status,
    lastError: lookup.data.lastError,
    hasInvoice: Boolean(invoice),
    paymentStatus: job.paymentStatus,
    requestStatus: job.status,
    refund: refundOutcome(invoice),
  });
  return (
    <div className="grid gap-4">
      <div className="print:hidden">
        <PageHeader tone={outcome.tone} title={outcome.title} text={outcome.text} />
      </div>
      {outcome.canRetry ? (
        <Link to={payNowHref(job)} className={buttonClasses('accent', 'lg', 'print:hidden')}>
          <CreditCard aria-hidden="true" className="h-5 w-5" />
          <Trans>Try paying again</Trans>
        </Link>
      ) : null}
      <div className="print:hidden">
        <RequestDetails job={job} invoice={invoice} />
      </div>
      {invoice ? (
        <InvoiceCard invoice={invoice} />
      ) : outcome.tone === 'pending' ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600 print:hidden">
          <Trans>
            There is no invoice for this request yet. It appears here once the payment is recorded.
          </Trans>
        </p>
      ) : null}
      <ShareBlock />
      <PageLinks trackId={job.id} />
      <InvoiceList currentJobId={job.id} className="mt-2 print:hidden" />
    </div>
  );
}

/** One request's payment and invoice (an invoice link, or a provider return that names no intent). */
function RequestPayment({
  requestId,
  unsuccessfulStatus,
}: {
  requestId: string;
  unsuccessfulStatus: string | null;
}) {
  const job = useRecoveryRequest(requestId);
  const invoice = useJobInvoice(requestId);
  const { t } = useLingui();

  let header: ReactNode;
  if (unsuccessfulStatus) {
    header = (
      <PageHeader
        tone={unsuccessfulStatus === 'processing' ? 'pending' : 'problem'}
        title={unsuccessfulStatus === 'processing' ? t`Payment Processing` : t`Payment Not Completed`}
        text={unsuccessfulText(unsuccessfulStatus)}
      />
    );
  } else if (job.isPending) {
    header = <Skeleton className="h-28" />;
  } else if (refundOutcome(invoice.data)) {
    const refund = refundOutcome(invoice.data)!;
    header = <PageHeader tone="success" title={refund.title} text={refund.text} />;
  } else {
    const paymentStatus = job.data?.paymentStatus ?? null;
    header = (
      <PageHeader
        tone={paymentStatus === 'unpaid' ? 'pending' : 'success'}
        title={successHeadline(paymentStatus)}
        text={
          paymentStatus === 'unpaid'
            ? t`This request has no recorded payment yet. You can pay for it from its tracking page.`
            : paidMoveText(job.data?.status ?? 'pending')
        }
      />
    );
  }

  const jobError = errorMessage(job.error);
  const invoiceError = errorMessage(invoice.error);
  return (
    <div className="grid gap-4">
      <div className="print:hidden">{header}</div>

      <div className="print:hidden">
        {job.isPending ? (
          <Skeleton className="h-44" />
        ) : job.isError ? (
          <ErrorRetry
            buttonClassName="justify-self-start"
            message={t`We could not load this request: ${jobError}`}
            onRetry={() => void job.refetch()}
            busy={job.isFetching}
          />
        ) : (
          <RequestDetails job={job.data} invoice={invoice.data} />
        )}
      </div>

      {invoice.isPending ? (
        <Skeleton className="h-72 print:hidden" />
      ) : invoice.isError ? (
        <div className="print:hidden">
          <ErrorRetry
            buttonClassName="justify-self-start"
            message={t`We could not load the invoice: ${invoiceError}`}
            onRetry={() => void invoice.refetch()}
            busy={invoice.isFetching}
          />
        </div>
      ) : invoice.data ? (
        <InvoiceCard invoice={invoice.data} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600 print:hidden">
          <Trans>
            There is no invoice for this request yet. It appears here once the payment is recorded.
          </Trans>
        </p>
      )}

      <ShareBlock />
      <PageLinks trackId={job.data?.id ?? requestId} />
      <InvoiceList currentJobId={job.data?.id ?? requestId} className="mt-2 print:hidden" />
    </div>
  );
}

/** Profile → Invoices: the latest invoice on top and the whole list beneath. */
function InvoicesOverview() {
  const invoices = useInvoices();
  const latest: Invoice | undefined = invoices.data?.[0];
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900 print:hidden">
        <Trans>Invoices</Trans>
      </h1>
      {/* The latest invoice's place is kept while it loads, so the list below does not jump. */}
      {invoices.isPending ? (
        <Skeleton className="h-[34rem] print:hidden" />
      ) : latest ? (
        <InvoiceCard invoice={latest} heading={t`Latest invoice`} />
      ) : null}
      <InvoiceList className="print:hidden" />
      <PageLinks trackId={latest?.jobId ?? null} />
    </div>
  );
}

const headerTones = {
  success: { icon: CircleCheck, className: 'bg-emerald-100 text-emerald-700' },
  pending: { icon: Clock, className: 'bg-amber-100 text-amber-700' },
  problem: { icon: CircleAlert, className: 'bg-red-100 text-red-700' },
} as const;

function PageHeader({ tone, title, text }: { tone: keyof typeof headerTones; title: string; text: string }) {
  const { icon: Icon, className } = headerTones[tone];
  return (
    <header className="flex flex-col items-center gap-2 pt-2 text-center">
      <span className={cn('flex h-16 w-16 items-center justify-center rounded-full', className)}>
        <Icon aria-hidden="true" className="h-9 w-9" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="max-w-sm text-slate-600">{text}</p>
    </header>
  );
}

/** Shares Pathway itself: this page is private to the client and carries payment details. */
function ShareBlock() {
  const { t } = useLingui();
  return (
    <Card className="print:hidden">
      <CardContent className="flex items-center justify-between gap-3 pt-4">
        <div>
          <h2 className="font-semibold text-slate-900">
            <Trans>Know a fleet that needs a truck moved?</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Share Pathway with them.</Trans>
          </p>
        </div>
        <ShareMenu
          url={`${window.location.origin}/`}
          // i18n-ignore: the brand
          title="Pathway"
          text={t`Pathway moves working commercial trucks on demand, 24/7.`}
        />
      </CardContent>
    </Card>
  );
}

function PageLinks({ trackId }: { trackId: string | null }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2 print:hidden">
      <Link to="/" className={buttonClasses('outline', 'lg', 'px-3')}>
        <Home aria-hidden="true" className="h-5 w-5" />
        <Trans>Return to Home</Trans>
      </Link>
      <Link
        to={trackId ? `/tracking?id=${encodeURIComponent(trackId)}` : '/tracking'}
        className={buttonClasses('primary', 'lg', 'px-3')}
      >
        <MapPin aria-hidden="true" className="h-5 w-5" />
        <Trans>Track Your Request</Trans>
      </Link>
    </div>
  );
}
