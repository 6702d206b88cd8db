import { Trans } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { telHref } from '@web/lib/utils';
import { CreditCard } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { notWorkingMessage } from '../messages';
import type { Blocker } from '../useRequestSubmit';

/** An alert that takes the focus when it appears, so keyboard and screen-reader users land on it. */
function FocusedAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <ErrorAlert>{children}</ErrorAlert>
    </div>
  );
}

function CallNotice({ phone }: { phone: string | null }) {
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700">
      {phone ? (
        <Trans>
          This move is priced by phone. Opening your dialler to call{' '}
          <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
            {phone}
          </a>
          .
        </Trans>
      ) : (
        <Trans>This move is priced by phone. Please call us.</Trans>
      )}
    </p>
  );
}

function BlockerNotice({ blocker }: { blocker: Blocker }) {
  switch (blocker.kind) {
    case 'not-working':
      return <FocusedAlert>{notWorkingMessage()}</FocusedAlert>;
    case 'forbidden':
      return (
        <FocusedAlert>
          {blocker.message}{' '}
          <Trans>
            <Link to="/profile" className="font-semibold underline underline-offset-4">
              Switch your role to Customer in your profile
            </Link>
            .
          </Trans>
        </FocusedAlert>
      );
    case 'error':
      return <FocusedAlert>{blocker.message}</FocusedAlert>;
    case 'call':
      return <CallNotice phone={blocker.phone} />;
  }
}

/** Why the form stopped (if it did), Proceed to Payment, and the terms it implies. */
export function RequestOutcome({ blocker, busy }: { blocker: Blocker | null; busy: boolean }) {
  return (
    <div className="grid gap-3">
      {blocker ? <BlockerNotice blocker={blocker} /> : null}
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <Spinner className="h-5 w-5 text-slate-950" />
        ) : (
          <CreditCard aria-hidden="true" className="h-5 w-5" />
        )}
        {busy ? <Trans>Processing...</Trans> : <Trans>Proceed to Payment</Trans>}
      </Button>
      <p className="text-center text-xs text-slate-500">
        <Trans>
          By proceeding you agree to our{' '}
          <Link to="/terms" className="underline underline-offset-2 hover:text-slate-800">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-slate-800">
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
