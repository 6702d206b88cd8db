import type { Invoice } from '@core/contracts/payments';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { QueryGate } from '@web/components/QueryGate';
import { ShareMenu } from '@web/components/share/ShareMenu';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { SignInCard, WithMe } from '@web/features/auth';
import { clearStoredRequestId, readStoredRequestId, useRecoveryRequest } from '@web/features/jobs';
import { cn } from '@web/lib/utils';
import { CircleAlert, CircleCheck, Clock, Home, MapPin } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useConfirmPayment, useInvoices, useJobInvoice } from '../api';
import { InvoiceCard } from '../components/InvoiceCard';
import { InvoiceList } from '../components/InvoiceList';
import { RequestDetails } from '../components/RequestDetails';
import {
  confirmErrorText,
  confirmedSearch,
  planSuccessPage,
  successHeadline,
  unsuccessfulText,
} from '../successFlow';

/**
 * /payment-success (spec §2, §4): the return from the card form. Confirms the payment with the server
 * exactly once, then shows the request, its invoice and the client's invoice list. Without a request
 * id (Profile → Invoices) it shows the latest invoice and the list.
 */
export function PaymentSuccessPage() {
  const location = useLocation();
  return (
    <WithMe>
      {(me) =>
        me ? (
          // A new address (an invoice link) starts over with its own plan.
          <SignedInPaymentSuccess key={location.search} />
        ) : (
          <SignInCard
            next={`${location.pathname}${location.search}`}
            text="Sign in to see your payment and your invoices."
          />
        )
      }
    </WithMe>
  );
}

type ConfirmState = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

function SignedInPaymentSuccess() {
  const [params] = useSearchParams();
  const [plan] = useState(() =>
    planSuccessPage({
      paymentIntent: params.get('payment_intent'),
      redirectStatus: params.get('redirect_status'),
      queryRequestId: params.get('recoveryRequestId'),
      storedRequestId: readStoredRequestId(),
    }),
  );
  const confirm = useConfirmPayment();
  const { mutateAsync } = confirm;
  const [confirmState, setConfirmState] = useState<ConfirmState>(
    plan.confirm ? { kind: 'pending' } : { kind: 'done' },
  );
  const started = useRef(false);

  const runConfirm = useCallback(() => {
    const input = plan.confirm;
    if (!input) return;
    setConfirmState({ kind: 'pending' });
    mutateAsync(input).then(
      () => {
        clearStoredRequestId();
        // A reload shows this page again without confirming a second time.
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${confirmedSearch(window.location.search, input.recoveryRequestId)}`,
        );
        toast({ title: 'Payment Confirmed', description: 'Your payment has been recorded successfully' });
        setConfirmState({ kind: 'done' });
      },
      (err: unknown) => {
        const message = confirmErrorText(err);
        toast({ title: 'Payment Confirmation Error', description: message, variant: 'destructive' });
        setConfirmState({ kind: 'failed', message });
      },
    );
  }, [plan.confirm, mutateAsync]);

  useEffect(() => {
    if (started.current || !plan.confirm) return;
    started.current = true;
    runConfirm();
  }, [plan.confirm, runConfirm]);

  if (!plan.requestId) return <InvoicesOverview />;

  return (
    <RequestPayment
      requestId={plan.requestId}
      confirmState={confirmState}
      onRetryConfirm={runConfirm}
      unsuccessfulStatus={plan.unsuccessfulStatus}
    />
  );
}

function RequestPayment({
  requestId,
  confirmState,
  onRetryConfirm,
  unsuccessfulStatus,
}: {
  requestId: string;
  confirmState: ConfirmState;
  onRetryConfirm: () => void;
  unsuccessfulStatus: string | null;
}) {
  const settled = confirmState.kind !== 'pending';
  const job = useRecoveryRequest(requestId, { enabled: settled });
  const invoice = useJobInvoice(requestId, settled);

  let header: ReactNode;
  if (confirmState.kind === 'pending') {
    header = (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <Spinner className="h-10 w-10" />
        <p className="text-base font-medium text-slate-700">Confirming your payment…</p>
      </div>
    );
  } else if (unsuccessfulStatus) {
    header = (
      <PageHeader
        tone={unsuccessfulStatus === 'processing' ? 'pending' : 'problem'}
        title={unsuccessfulStatus === 'processing' ? 'Payment Processing' : 'Payment Not Completed'}
        text={unsuccessfulText(unsuccessfulStatus)}
      />
    );
  } else if (job.isPending) {
    header = <Skeleton className="h-28" />;
  } else {
    const paymentStatus = job.data?.paymentStatus ?? null;
    header = (
      <PageHeader
        tone={paymentStatus === 'unpaid' ? 'pending' : 'success'}
        title={successHeadline(paymentStatus)}
        text={
          paymentStatus === 'unpaid'
            ? 'This request has no recorded payment yet. You can pay for it from its tracking page.'
            : 'A dispatcher will contact you shortly with driver details'
        }
      />
    );
  }

  return (
    <div className="grid gap-4">
      <div className="print:hidden">{header}</div>

      {confirmState.kind === 'failed' ? (
        <div className="grid gap-2 print:hidden">
          <ErrorAlert>{confirmState.message}</ErrorAlert>
          <Button variant="outline" onClick={onRetryConfirm} className="justify-self-start">
            Try confirming again
          </Button>
        </div>
      ) : null}

      {settled ? (
        <>
          <div className="print:hidden">
            <QueryGate
              query={job}
              pending={<Skeleton className="h-44" />}
              errorPrefix="We could not load this request"
              errorClassName="gap-2"
              errorButtonClassName="justify-self-start"
            >
              {(data) => <RequestDetails job={data} />}
            </QueryGate>
          </div>

          {invoice.isPending ? (
            <Skeleton className="h-72 print:hidden" />
          ) : invoice.isError ? (
            <div className="print:hidden">
              <QueryErrorRetry
                query={invoice}
                prefix="We could not load the invoice"
                buttonClassName="justify-self-start"
              />
            </div>
          ) : invoice.data ? (
            <InvoiceCard invoice={invoice.data} />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600 print:hidden">
              There is no invoice for this request yet. It appears here once the payment is recorded.
            </p>
          )}
        </>
      ) : null}

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
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900 print:hidden">Invoices</h1>
      {latest ? <InvoiceCard invoice={latest} heading="Latest invoice" /> : null}
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
  return (
    <Card className="print:hidden">
      <CardContent className="flex items-center justify-between gap-3 pt-4">
        <div>
          <h2 className="font-semibold text-slate-900">Know a fleet that needs a truck moved?</h2>
          <p className="text-sm text-slate-600">Share Pathway with them.</p>
        </div>
        <ShareMenu
          url={`${window.location.origin}/`}
          title="Pathway"
          text="Pathway moves working commercial trucks on demand, 24/7."
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
        Return to Home
      </Link>
      <Link
        to={trackId ? `/tracking?id=${encodeURIComponent(trackId)}` : '/tracking'}
        className={buttonClasses('primary', 'lg', 'px-3')}
      >
        <MapPin aria-hidden="true" className="h-5 w-5" />
        Track Your Request
      </Link>
    </div>
  );
}
