import type { OpenJobCard } from '@core/contracts/jobs';
import { formatUsd } from '@core/money';
import { formatWindow } from '@core/scheduling';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMiles } from '@web/lib/format';
import { formatRelative } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { CalendarCheck, CalendarClock, Clock, MapPin, Navigation, Route, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

/** "$1,032.00", or a dash while the server has not priced the driver's share. */
export function payText(job: Pick<OpenJobCard, 'driverPayCents'>): string {
  return job.driverPayCents === null ? '—' : formatUsd(job.driverPayCents);
}

/** One fact: its dt/dd group sits directly in the list, the icon drawn in the group's left margin. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-6">
      <span aria-hidden="true" className="absolute top-0.5 left-0 text-slate-400 [&_svg]:h-4 [&_svg]:w-4">
        {icon}
      </span>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Pickup, destination, distance, pay and posted time of a job, as a description list. */
export function JobFacts({
  job,
  now,
  className,
  showPay = true,
}: {
  job: OpenJobCard;
  now: Date;
  className?: string;
  showPay?: boolean;
}) {
  const { t } = useLingui();
  const away = job.milesAway !== null ? formatMiles(job.milesAway, 0) : null;
  return (
    <dl className={cn('grid gap-2', className)}>
      <Fact icon={<MapPin />} label={t`Pickup`}>
        {job.pickupLocation}
        {away !== null ? (
          <span className="block text-xs font-normal text-slate-600">
            <Trans>{away} from you</Trans>
          </span>
        ) : null}
      </Fact>
      <Fact icon={<Navigation />} label={t`Destination`}>
        {job.destination}
      </Fact>
      {job.pickupWindow ? (
        <Fact icon={<CalendarClock />} label={t`Pickup window`}>
          {formatWindow(job.pickupWindow)}
        </Fact>
      ) : null}
      {job.deliveryWindow ? (
        <Fact icon={<CalendarCheck />} label={t`Delivery window`}>
          {formatWindow(job.deliveryWindow)}
        </Fact>
      ) : null}
      <Fact icon={<Route />} label={t`Distance`}>
        {formatMiles(job.distance, 0)}
      </Fact>
      {showPay ? (
        <Fact icon={<Wallet />} label={t`Your pay`}>
          <span className="text-base font-bold text-emerald-700">{payText(job)}</span>
        </Fact>
      ) : null}
      <Fact icon={<Clock />} label={t`Posted`}>
        <time dateTime={job.createdAt}>{formatRelative(job.createdAt, now)}</time>
      </Fact>
    </dl>
  );
}
