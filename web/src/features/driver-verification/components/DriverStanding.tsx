import type { DriverProfile } from '@core/contracts/drivers';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { usePublicConfig } from '@web/features/config';
import { formatDateTimeWithZone } from '@web/lib/time';
import { telHref } from '@web/lib/utils';
import { Ban, Clock } from 'lucide-react';
import { Link } from 'react-router';

/**
 * What a suspended driver reads on /driver and /jobs: why, until when, and how to appeal (dispatch in
 * Messages, or support by phone or e-mail). From the driver's own profile, so it shows before any job
 * is refused.
 */
export function SuspensionBanner({ suspension }: { suspension: NonNullable<DriverProfile['suspension']> }) {
  const config = usePublicConfig();
  const reason = suspension.reason;
  const ends = suspension.endsAt ? formatDateTimeWithZone(suspension.endsAt) : null;
  const phone = config.data?.supportPhone;
  const email = config.data?.supportEmail;
  return (
    <section
      role="alert"
      aria-labelledby="suspension-title"
      className="grid gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 id="suspension-title" className="flex items-center gap-2 text-lg font-semibold">
        <Ban aria-hidden="true" className="h-5 w-5" />
        <Trans>Your account is suspended</Trans>
      </h2>
      <p>
        <Trans>
          <span className="font-semibold">Reason:</span> {reason}
        </Trans>
      </p>
      <p>
        {ends ? (
          <Trans>
            <span className="font-semibold">Ends:</span> {ends}
          </Trans>
        ) : (
          <Trans>
            <span className="font-semibold">Ends:</span> Never (permanent suspension)
          </Trans>
        )}
      </p>
      <p>
        <Trans>You cannot see or accept jobs meanwhile; jobs you already finished are still paid.</Trans>
      </p>
      <p>
        {phone && email ? (
          <Trans>
            <span className="font-semibold">To appeal:</span> message dispatch with why you think this is
            wrong, or call{' '}
            <a className="font-semibold underline" href={telHref(phone)}>
              {phone}
            </a>{' '}
            or e-mail{' '}
            <a className="font-semibold underline" href={`mailto:${email}`}>
              {email}
            </a>
            . An operator reviews it and tells you the decision.
          </Trans>
        ) : (
          <Trans>
            <span className="font-semibold">To appeal:</span> message dispatch with why you think this is
            wrong. An operator reviews it and tells you the decision.
          </Trans>
        )}
      </p>
      <Link to="/messages" className={buttonClasses('outline', 'md', 'justify-self-start bg-white')}>
        <Trans>Message dispatch</Trans>
      </Link>
    </section>
  );
}

/** A driver whose verification waits for an operator: no more to do but wait. */
export function VerificationUnderReview() {
  return (
    <section
      aria-labelledby="verification-review-title"
      className="grid gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id="verification-review-title" className="flex items-center gap-2 text-lg font-semibold">
        <Clock aria-hidden="true" className="h-5 w-5" />
        <Trans>Your verification is under review</Trans>
      </h2>
      <p>
        <Trans>
          An operator is checking your licence, its photo and your selfie, usually within a day. Open jobs
          your licence covers appear here as soon as you are verified.
        </Trans>
      </p>
      <Link
        to="/profile#driver-verification"
        className="justify-self-start font-semibold underline underline-offset-4"
      >
        <Trans>See what you sent</Trans>
      </Link>
    </section>
  );
}
