import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EMAIL_UNVERIFIED_CODE, ResendEmailLink } from '@web/features/auth';
import { usePublicConfig } from '@web/features/config';
import { telHref } from '@web/lib/utils';
import { ArrowLeft, CircleAlert, RotateCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

export interface PaymentErrorCardProps {
  message: string;
  /** The server's code, when it gave one: an already paid request links to its invoice. */
  code?: string | null;
  recoveryRequestId?: string | null;
}

/** The checkout's error state: what went wrong, what to try, Go Back and Try Again (product/clients §2). */
export function PaymentErrorCard({ message, code, recoveryRequestId }: PaymentErrorCardProps) {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const phone = config.data?.supportPhone;

  return (
    <Card className="border-red-200">
      <CardHeader>
        <div className="flex items-center gap-2 text-red-700">
          <CircleAlert aria-hidden="true" className="h-6 w-6" />
          <CardTitle className="text-red-700">
            <Trans>Payment Error</Trans>
          </CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {message}
        </p>
        {/* The one refusal a person fixes from their inbox: the link again, right here. */}
        {code === EMAIL_UNVERIFIED_CODE ? <ResendEmailLink variant="primary" /> : null}
        {code === 'already_paid' && recoveryRequestId ? (
          <Link
            to={`/payment-success?recoveryRequestId=${encodeURIComponent(recoveryRequestId)}`}
            className="text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            <Trans>View the invoice for this request</Trans>
          </Link>
        ) : null}
        <div className="grid gap-2 text-sm text-slate-700">
          <h3 className="font-semibold text-slate-900">
            <Trans>Things to try</Trans>
          </h3>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <Trans>Check your internet connection.</Trans>
            </li>
            <li>
              <Trans>Make sure this recovery request is still unpaid and not cancelled.</Trans>
            </li>
            <li>
              <Trans>Try again in a few minutes.</Trans>
            </li>
            <li>
              {phone ? (
                <Trans>
                  If it keeps happening, contact support at{' '}
                  <a
                    href={telHref(phone)}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {phone}
                  </a>
                  .
                </Trans>
              ) : (
                <Trans>If it keeps happening, contact support.</Trans>
              )}
            </li>
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            <Trans>Go Back</Trans>
          </Button>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            <Trans>Try Again</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
