import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { loginPathFor } from '@web/features/auth';
import { BadgeCheck, LogIn, Repeat, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function AccessCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="rounded-xl bg-brand-50 p-2 text-brand-700 [&_svg]:h-6 [&_svg]:w-6"
          >
            {icon}
          </span>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

export function SignedOutJobs() {
  const { t } = useLingui();
  return (
    <AccessCard icon={<LogIn />} title={t`Sign in as a driver`}>
      <p className="text-sm text-slate-700">
        <Trans>
          Open recovery jobs are shown to verified drivers. Sign in with your driver account, or create one
          and choose Driver when you sign up.
        </Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={loginPathFor('/jobs')} className={buttonClasses('primary', 'md', 'flex-1')}>
          <Trans>Sign in</Trans>
        </Link>
        <Link to="/signup" className={buttonClasses('outline', 'md', 'flex-1')}>
          <Trans>Create a driver account</Trans>
        </Link>
      </div>
    </AccessCard>
  );
}

export function ClientJobs() {
  const { t } = useLingui();
  return (
    <AccessCard icon={<Repeat />} title={t`Jobs are for drivers`}>
      <p className="text-sm text-slate-700">
        <Trans>
          You are using Pathway as a Customer. To take recovery jobs, switch your account type to Driver in
          your profile, then complete the driver verification. An operator reviews it before you see open
          jobs.
        </Trans>
      </p>
      <Link to="/profile" className={buttonClasses('primary', 'md')}>
        <Trans>Go to my profile</Trans>
      </Link>
    </AccessCard>
  );
}

export function UnverifiedDriverJobs() {
  const { t } = useLingui();
  return (
    <AccessCard icon={<BadgeCheck />} title={t`Verify your driver account`}>
      <p className="text-sm text-slate-700">
        <Trans>
          Only verified drivers can see and take jobs. In your profile, enter and send for review:
        </Trans>
      </p>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
        <li>
          <Trans>
            your licence class (A for bobtails, trailers and auction vehicles; B for box trucks only), number,
            state and expiry date;
          </Trans>
        </li>
        <li>
          <Trans>a clear photo of your driver’s licence;</Trans>
        </li>
        <li>
          <Trans>a selfie.</Trans>
        </li>
      </ul>
      <p className="text-sm text-slate-700">
        <Trans>
          An operator reviews your details, usually within a day. Once you are verified, open jobs appear
          here.
        </Trans>
      </p>
      <Link to="/profile#driver-verification" className={buttonClasses('primary', 'md')}>
        <Truck aria-hidden="true" className="h-4 w-4" />
        <Trans>Complete driver verification</Trans>
      </Link>
    </AccessCard>
  );
}
