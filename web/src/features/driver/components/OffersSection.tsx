import type { DriverOffer } from '@core/contracts/dispatch';
import type { OpenJobCard } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useMe } from '@web/features/auth';
import { driverOffersQuery, useDeclineOffer } from '@web/features/dispatch';
import { useNow } from '@web/hooks/useNow';
import { formatMiles } from '@web/lib/format';
import { errorMessage } from '@web/lib/queryClient';
import { formatCountdown } from '@web/lib/time';
import { BellRing } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { RouteLine } from './RouteLine';

// The acceptance steps (policy, licence photo, selfie) are the open list's, loaded when reached for.
const AcceptJobDialog = lazy(async () => ({
  default: (await import('@web/features/open-jobs')).AcceptJobDialog,
}));

const cardOf = (offer: DriverOffer): OpenJobCard => ({
  ...offer.job,
  priority: offer.job.priority ?? false,
  milesAway: null,
});

/**
 * Jobs dispatch offers this driver (an operator's reassignment): each with its pay, route and time left
 * to answer; accepted through the usual steps, or passed on with an optional reason. Nothing shows when
 * there is no offer.
 */
export function OffersSection() {
  const { t } = useLingui();
  const offers = useQuery(driverOffersQuery());
  // Here, not in the card: the card leaves the list as soon as the offer ends (live), and the answer
  // must still be told.
  const decline = useDeclineOffer();
  const me = useMe().data;
  const now = useNow(1_000);
  const [accepting, setAccepting] = useState<OpenJobCard | null>(null);
  if (offers.isError)
    return <QueryErrorRetry query={offers} prefix={t`Could not load the jobs offered to you`} />;
  // Deadlines on this phone's clock: when the answer arrived plus the seconds the server said were left.
  const deadline = (o: DriverOffer) => new Date(offers.dataUpdatedAt + o.secondsLeft * 1000);
  const open = (offers.data ?? []).filter((o) => deadline(o) > now);
  if (open.length === 0 && !accepting) return null;
  return (
    <section aria-labelledby="offers-title" className="grid gap-3">
      <h2 id="offers-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BellRing aria-hidden="true" className="h-5 w-5 text-amber-600" />
        <Trans>Offered to you</Trans>
      </h2>
      <ul className="grid gap-3">
        {open.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            deadline={deadline(offer)}
            now={now}
            onAccept={() => setAccepting(cardOf(offer))}
            decline={decline}
          />
        ))}
      </ul>
      {accepting && me ? (
        <Suspense fallback={<Spinner label={t`Opening the job`} />}>
          <AcceptJobDialog job={accepting} driverId={me.id} now={now} onClose={() => setAccepting(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function OfferCard({
  offer,
  deadline,
  now,
  onAccept,
  decline,
}: {
  offer: DriverOffer;
  deadline: Date;
  now: Date;
  onAccept: () => void;
  decline: ReturnType<typeof useDeclineOffer>;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const reasonId = useId();
  const [passing, setPassing] = useState(false);
  const [reason, setReason] = useState('');
  const declineRef = useRef<HTMLButtonElement>(null);
  const { job } = offer;
  const countdown = formatCountdown(deadline, now);
  const pay = job.driverPayCents !== null ? formatUsd(job.driverPayCents) : null;
  const loaded = formatMiles(job.distance);
  const deadhead = offer.deadheadMiles !== null ? formatMiles(offer.deadheadMiles) : null;
  const saves = offer.savesMiles && offer.savesMiles > 0 ? formatMiles(offer.savesMiles) : null;
  const reasonText = offer.reason;
  const hoursMessage = job.hoursCheck?.message;
  const pass = () =>
    decline.mutate(
      { jobId: job.id, reason: reason.trim() },
      { onSuccess: (answer) => toast({ title: t`Passed`, description: answer.message }) },
    );
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {job.jobNumber}
        </h3>
        <p className="text-sm font-semibold text-amber-900" aria-live="off">
          <Trans>
            Answer within <span className="tabular-nums">{countdown}</span>
          </Trans>
        </p>
      </div>
      <RouteLine pickup={job.pickupLocation} destination={job.destination} />
      <p className="text-sm text-slate-800">
        {pay !== null
          ? deadhead !== null
            ? t`Your pay ${pay} · ${loaded} loaded · ${deadhead} to the pickup`
            : t`Your pay ${pay} · ${loaded} loaded`
          : deadhead !== null
            ? t`${loaded} loaded · ${deadhead} to the pickup`
            : t`${loaded} loaded`}
      </p>
      {offer.kind === 'next_load' || offer.endsNearHome ? (
        <p className="flex flex-wrap gap-2">
          {offer.kind === 'next_load' ? (
            <Badge tone="success">
              {saves !== null ? <Trans>Next load home · saves {saves}</Trans> : <Trans>Next load home</Trans>}
            </Badge>
          ) : null}
          {offer.endsNearHome ? (
            <Badge tone="success">
              <Trans>Ends near home</Trans>
            </Badge>
          ) : null}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {offer.kind === 'operator' ? (
          <Trans>Dispatch: {reasonText}</Trans>
        ) : (
          <Trans>Why you: {reasonText}</Trans>
        )}
      </p>
      {job.hoursCheck?.ok ? (
        <p className="text-xs font-medium text-emerald-800">
          <Trans>Hours of service: fits your hours</Trans>
        </p>
      ) : null}
      {job.hoursCheck && !job.hoursCheck.ok ? (
        <p className="rounded-lg bg-white p-2 text-xs font-medium text-amber-900">
          <Trans>Hours of service: {hoursMessage}</Trans>
        </p>
      ) : null}
      {passing ? (
        <div className="grid gap-2">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-900">
            <Trans>Why are you passing? (optional, for dispatch)</Trans>
          </label>
          <textarea
            id={reasonId}
            // The button that opened this is gone: the reason field takes the focus.
            // biome-ignore lint/a11y/noAutofocus: it appears because the driver just asked for it
            autoFocus
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            className="min-h-20 rounded-lg border border-slate-300 bg-white p-2 text-base"
          />
          {decline.isError && decline.variables?.jobId === job.id ? (
            <ErrorAlert>{errorMessage(decline.error)}</ErrorAlert>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="outline"
              size="lg"
              onClick={() => setPassing(false)}
              disabled={decline.isPending && decline.variables?.jobId === job.id}
            >
              <Trans>Keep the offer</Trans>
            </Button>
            <Button variant="destructive" size="lg" onClick={pass} disabled={decline.isPending}>
              {decline.isPending && decline.variables?.jobId === job.id ? t`Passing…` : t`Pass on this job`}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button
            ref={declineRef}
            variant="outline"
            size="lg"
            onClick={() => setPassing(true)}
            aria-describedby={titleId}
          >
            <Trans>Decline</Trans>
          </Button>
          <Button size="lg" onClick={onAccept} aria-describedby={titleId}>
            <Trans>View &amp; Accept</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
