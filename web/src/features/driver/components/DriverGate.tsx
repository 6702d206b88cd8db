import type { Me } from '@core/contracts/accounts';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { SignInCard, WithMe } from '@web/features/auth';
import { installOfflineFallback } from '@web/features/offline';
import { MapPinned, PlusCircle, ShieldAlert, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// As the driver's pages load, before their account check: with no signal, it answers the phone's copy.
installOfflineFallback();

/** For signed-in clients: the dashboard is the driver's; clients get their own two shortcuts. */
function DriversOnly() {
  return (
    <div className="grid gap-4">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="grid gap-1">
          <h1 className="text-lg font-bold">
            <Trans>Drivers Only</Trans>
          </h1>
          <p className="text-sm">
            <Trans>The driver dashboard is only available for drivers.</Trans>
          </p>
          <p className="text-sm">
            <Trans>
              Drive with Pathway?{' '}
              <Link to="/profile" className="font-semibold underline underline-offset-4">
                Switch your role to Driver in your profile
              </Link>
              .
            </Trans>
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/request" className={buttonClasses('primary', 'lg', 'h-14')}>
          <PlusCircle aria-hidden="true" className="h-5 w-5" />
          <Trans>Request Recovery</Trans>
        </Link>
        <Link to="/tracking" className={buttonClasses('outline', 'lg', 'h-14')}>
          <MapPinned aria-hidden="true" className="h-5 w-5" />
          <Trans>Track Recovery</Trans>
        </Link>
      </div>
    </div>
  );
}

/** A short note for drivers whose licence is not approved yet. */
export function VerificationNote() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <UserCog aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>
        <Trans>
          Your driver account is not verified yet, so you cannot accept jobs.{' '}
          <Link to="/profile#driver-verification" className="font-semibold underline underline-offset-4">
            Complete driver verification
          </Link>
        </Trans>
      </p>
    </div>
  );
}

/** Signed-out: sign-in prompt back to `next`; clients: Drivers Only; drivers: `children(me)`. */
export function DriverGate({ next, children }: { next: string; children: (me: Me) => ReactNode }) {
  const { t } = useLingui();
  return (
    <WithMe>
      {(me) => {
        if (!me)
          return (
            <SignInCard
              next={next}
              text={t`Sign in with your driver account to see your jobs and earnings.`}
            />
          );
        if (me.role !== 'driver') return <DriversOnly />;
        // Kept on the phone for a dead zone, with the notice over it (app frame: OfflineSupport, PageOutlet).
        return children(me);
      }}
    </WithMe>
  );
}
