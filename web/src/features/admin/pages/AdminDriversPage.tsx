import type { DriverProfile } from '@core/contracts/drivers';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ReviewActions } from '@web/components/ReviewActions';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { OperatorGate } from '@web/features/auth';
import { formatExpiry } from '@web/features/driver-verification';
import { useNow } from '@web/hooks/useNow';
import { errorMessage } from '@web/lib/queryClient';
import { formatRelative } from '@web/lib/time';
import { UserCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useDriversForReview, useReviewDriver } from '../api';
import { RejectDriverDialog } from '../components/RejectDriverDialog';

/** /admin/drivers: the operator's queue of drivers waiting for verification. */
export function AdminDriversPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Drivers waiting for review</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            Check each licence photo and selfie against the details before a driver can take jobs.
          </Trans>
        </p>
      </header>
      <OperatorGate path="/admin/drivers" signInText={t`Sign in with an operator account to review drivers.`}>
        <ReviewQueue />
      </OperatorGate>
    </div>
  );
}

function ReviewQueue() {
  const { t } = useLingui();
  const drivers = useDriversForReview(true);
  const review = useReviewDriver();
  const [rejecting, setRejecting] = useState<DriverProfile | null>(null);
  const now = useNow(60_000);

  const approve = (driver: DriverProfile) =>
    review.mutate(
      { userId: driver.userId, decision: 'approve' },
      {
        onSuccess: () =>
          toast({ title: t`Driver approved`, description: t`${driver.name} can now take jobs.` }),
        onError: (err) =>
          toast({ title: t`Could not approve`, description: errorMessage(err), variant: 'destructive' }),
      },
    );

  const reject = (reason: string) => {
    if (!rejecting) return;
    const driver = rejecting;
    review.mutate(
      { userId: driver.userId, decision: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({ title: t`Driver rejected`, description: t`${driver.name} will see your reason.` });
        },
      },
    );
  };

  if (drivers.isPending) {
    return <SkeletonList label={t`Loading drivers…`} className="gap-3" itemClassName="h-72 rounded-2xl" />;
  }
  if (drivers.isError) {
    return (
      <QueryErrorRetry
        query={drivers}
        prefix={t`We could not load the drivers waiting for review`}
        className="gap-3"
      />
    );
  }
  if (drivers.data.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-10 text-center">
          <UserCheck aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>No drivers waiting for review</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>New submissions appear here.</Trans>
          </p>
        </CardContent>
      </Card>
    );
  }

  const busyId = review.isPending ? review.variables?.userId : undefined;
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Plural value={drivers.data.length} one="# driver waiting" other="# drivers waiting" />
      </p>
      <ul className="grid gap-3">
        {drivers.data.map((driver) => (
          <li key={driver.userId}>
            <DriverReviewCard
              driver={driver}
              now={now}
              busy={busyId === driver.userId}
              disabled={review.isPending}
              onApprove={() => approve(driver)}
              onReject={() => {
                review.reset();
                setRejecting(driver);
              }}
            />
          </li>
        ))}
      </ul>
      <RejectDriverDialog
        driver={rejecting}
        pending={review.isPending}
        serverError={review.isError && rejecting ? errorMessage(review.error) : null}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

function Photo({ url, label }: { url: string | null; label: string }) {
  const { t } = useLingui();
  if (!url) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500">
        {t`No ${label.toLowerCase()}`}
      </div>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="block overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <img src={url} alt={label} className="aspect-[4/3] w-full object-contain" loading="lazy" />
      <span className="sr-only">{t` (opens full size in a new tab)`}</span>
    </a>
  );
}

function DriverReviewCard({
  driver,
  now,
  busy,
  disabled,
  onApprove,
  onReject,
}: {
  driver: DriverProfile;
  now: Date;
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const name = driver.name;
  return (
    <Card>
      <article aria-labelledby={titleId} className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-bold text-slate-900">
              {driver.name}
            </h2>
            <p className="break-all text-sm text-slate-600">{driver.email}</p>
          </div>
          {driver.submittedAt ? (
            <Badge tone="warning">{t`Sent ${formatRelative(driver.submittedAt, now)}`}</Badge>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <Item label={t`Class`}>{driver.licenseClass ?? '—'}</Item>
          <Item label={t`Number`}>{driver.licenseNumber ?? '—'}</Item>
          <Item label={t`State`}>{driver.licenseState ?? '—'}</Item>
          <Item label={t`Expires`}>{formatExpiry(driver.licenseExpiresOn)}</Item>
        </dl>
        <div className="grid grid-cols-2 gap-3">
          <figure className="grid gap-1">
            <Photo url={driver.licensePhotoUrl} label={t`Licence photo of ${name}`} />
            <figcaption className="text-xs text-slate-600">
              <Trans>Licence photo</Trans>
            </figcaption>
          </figure>
          <figure className="grid gap-1">
            <Photo url={driver.selfieUrl} label={t`Selfie of ${name}`} />
            <figcaption className="text-xs text-slate-600">
              <Trans>Selfie</Trans>
            </figcaption>
          </figure>
        </div>
        <ReviewActions
          onReject={onReject}
          onApprove={onApprove}
          disabled={disabled}
          busy={busy}
          describedBy={titleId}
        />
      </article>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
