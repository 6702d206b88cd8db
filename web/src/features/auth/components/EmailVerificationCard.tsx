import type { Me } from '@core/contracts/accounts';
import { Trans } from '@lingui/react/macro';
import { MailWarning } from 'lucide-react';
import { ResendEmailLink } from './ResendEmailLink';

/**
 * The profile's prompt while the account's e-mail address is unconfirmed: what waits for it, where the
 * link went, and a new link. Nothing shows once it is confirmed.
 */
export function EmailVerificationCard({ me }: { me: Pick<Me, 'email' | 'emailVerified'> }) {
  if (me.emailVerified) return null;
  const email = me.email;
  return (
    <section
      aria-labelledby="confirm-email-title"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="confirm-email-title" className="flex items-center gap-2 text-base font-semibold">
        <MailWarning aria-hidden="true" className="h-5 w-5" />
        <Trans>Confirm your e-mail address</Trans>
      </h2>
      <p className="text-sm">
        <Trans>
          We sent a link to <strong>{email}</strong>. Open it to pay for moves, accept jobs, share documents
          by e-mail and receive payouts. No e-mail? Check your spam folder, or send a new link.
        </Trans>
      </p>
      <ResendEmailLink />
    </section>
  );
}
