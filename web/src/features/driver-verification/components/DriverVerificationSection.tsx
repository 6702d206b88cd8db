import type { Me } from '@core/contracts/accounts';
import type { DriverProfile } from '@core/contracts/drivers';
import { formatMoment } from '@core/moment';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PhotoUpload } from '@web/components/ui/photo-upload';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import {
  ClipboardCheck,
  FileCheck2,
  Inbox,
  Layers,
  LayoutDashboard,
  Search,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useDriverProfile, useSetAvailability, useSubmitForReview, useUploadDriverPhoto } from '../api';
import {
  canSubmitForReview,
  missingForReview,
  verificationHelp,
  verificationLabels,
  verificationTones,
} from '../status';
import { LicenseForm } from './LicenseForm';

export const DRIVER_VERIFICATION_ANCHOR = 'driver-verification';

/**
 * The profile's driver block: verification for drivers, and a link to the review queue for operators.
 * Renders nothing for a customer who is not an operator.
 */
export function DriverVerificationSection({ me }: { me: Me }) {
  return (
    <>
      {me.role === 'driver' ? <DriverVerification /> : null}
      {me.isAdmin ? <OperatorLinks /> : null}
    </>
  );
}

function OperatorLinks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Operator tools</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Review drivers and customers' documents; read the outgoing e-mail; open services.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Link to="/admin" className={buttonClasses('primary', 'md', 'w-full')}>
          <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
          <Trans>Operations console</Trans>
        </Link>
        <Link to="/admin/drivers" className={buttonClasses('outline', 'md', 'w-full')}>
          <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
          <Trans>Drivers waiting for review</Trans>
        </Link>
        <Link to="/admin/documents" className={buttonClasses('outline', 'md', 'w-full')}>
          <FileCheck2 aria-hidden="true" className="h-4 w-4" />
          <Trans>Documents waiting for review</Trans>
        </Link>
        <Link to="/admin/outbox" className={buttonClasses('outline', 'md', 'w-full')}>
          <Inbox aria-hidden="true" className="h-4 w-4" />
          <Trans>Outbox</Trans>
        </Link>
        <Link to="/admin/payouts" className={buttonClasses('outline', 'md', 'w-full')}>
          <Wallet aria-hidden="true" className="h-4 w-4" />
          <Trans>Payouts</Trans>
        </Link>
        <Link to="/admin/services" className={buttonClasses('outline', 'md', 'w-full')}>
          <Layers aria-hidden="true" className="h-4 w-4" />
          <Trans>Services and roadmap</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}

function DriverVerification() {
  const { t } = useLingui();
  const profile = useDriverProfile();
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();

  // /profile#driver-verification (from the jobs page) lands here once the section has content.
  useEffect(() => {
    if (location.hash === `#${DRIVER_VERIFICATION_ANCHOR}` && profile.data) {
      ref.current?.scrollIntoView({ block: 'start' });
    }
  }, [location.hash, profile.data]);

  return (
    <section id={DRIVER_VERIFICATION_ANCHOR} ref={ref} aria-labelledby={titleId} className="scroll-mt-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              <Trans>Driver verification</Trans>
            </h2>
            {profile.data ? (
              <Badge tone={verificationTones[profile.data.verificationStatus]}>
                {t(verificationLabels[profile.data.verificationStatus])}
              </Badge>
            ) : null}
          </div>
          <CardDescription>
            {profile.data ? (
              verificationHelp(profile.data)
            ) : (
              <Trans>Your licence and a selfie, checked by an operator before you take jobs.</Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryGate
            query={profile}
            loadingLabel={t`Loading your driver verification…`}
            errorPrefix={t`We could not load your driver verification`}
          >
            {(data) => <VerificationBody profile={data} />}
          </QueryGate>
        </CardContent>
      </Card>
    </section>
  );
}

function VerificationBody({ profile }: { profile: DriverProfile }) {
  const { t } = useLingui();
  const licensePhoto = useUploadDriverPhoto('license-photo');
  const selfie = useUploadDriverPhoto('selfie');
  const submit = useSubmitForReview();
  const missing = missingForReview(profile);
  const status = profile.verificationStatus;
  const missingList = missing.join(', ');
  const since = profile.submittedAt ? formatMoment(profile.submittedAt, { style: 'dateTime' }) : null;

  return (
    <div className="grid gap-5">
      {status === 'rejected' ? (
        <ErrorAlert>
          <p className="font-semibold">
            <Trans>Rejected</Trans>
          </p>
          <p>{profile.rejectionReason ?? <Trans>The operator did not give a reason.</Trans>}</p>
        </ErrorAlert>
      ) : null}
      {status === 'approved' ? <Availability profile={profile} /> : null}

      <LicenseForm profile={profile} />

      <div className="grid gap-3 sm:grid-cols-2">
        <PhotoUpload
          title={t`Licence photo`}
          subject={t`your licence`}
          hint={t`The front of your licence, all four corners visible.`}
          capture="environment"
          existingUrl={profile.licensePhotoUrl}
          done={profile.licensePhotoUrl !== null}
          onUpload={(file, onProgress, signal) => licensePhoto.mutateAsync({ file, onProgress, signal })}
        />
        <PhotoUpload
          title={t`Selfie`}
          subject={t`your face (selfie)`}
          hint={t`Your face clearly visible, no sunglasses or hat.`}
          capture="user"
          existingUrl={profile.selfieUrl}
          done={profile.selfieUrl !== null}
          onUpload={(file, onProgress, signal) => selfie.mutateAsync({ file, onProgress, signal })}
        />
      </div>

      {canSubmitForReview(status) ? (
        <div className="grid gap-2">
          {missing.length > 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>Still needed: {missingList}.</Trans>
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>Everything is in place. An operator will review it.</Trans>
            </p>
          )}
          {submit.isError ? <ErrorAlert>{errorMessage(submit.error)}</ErrorAlert> : null}
          <Button
            size="lg"
            disabled={submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: t`Sent for review`,
                    description: t`We will let you know once an operator has checked it.`,
                  }),
              })
            }
          >
            {submit.isPending ? (
              <Spinner className="h-4 w-4 text-white" />
            ) : (
              <ShieldCheck aria-hidden="true" className="h-5 w-5" />
            )}
            <Trans>Submit for review</Trans>
          </Button>
        </div>
      ) : null}
      {status === 'pending' ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {since ? (
            <Trans>Waiting for review since {since}.</Trans>
          ) : (
            <Trans>Waiting for review since now.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}

function Availability({ profile }: { profile: DriverProfile }) {
  const { t } = useLingui();
  const from =
    profile.availability.mode === 'from' && profile.availability.from
      ? formatMoment(profile.availability.from, { style: 'dayTime' })
      : null;
  const setAvailability = useSetAvailability();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
      <div className="flex items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <span id={labelId} className="text-sm font-semibold text-slate-900">
            <Trans>Available for jobs</Trans>
          </span>
          <span id={hintId} className="text-xs text-slate-600">
            {from ? (
              <Trans>You take work from {from} (set on your dashboard).</Trans>
            ) : (
              <Trans>Clients see how many drivers are available near them.</Trans>
            )}
          </span>
        </div>
        <Switch
          checked={profile.isAvailable}
          disabled={setAvailability.isPending}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          onCheckedChange={(isAvailable) =>
            setAvailability.mutate(
              { isAvailable },
              {
                onError: (err) =>
                  toast({
                    title: t`Could not change availability`,
                    description: errorMessage(err),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      </div>
      <Link to="/jobs" className={buttonClasses('primary', 'md')}>
        <Search aria-hidden="true" className="h-4 w-4" />
        <Trans>Find jobs</Trans>
      </Link>
    </div>
  );
}
