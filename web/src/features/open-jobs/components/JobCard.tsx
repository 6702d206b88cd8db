import type { OpenJobCard } from '@core/contracts/jobs';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { vehicleTypeText } from '@web/features/jobs';
import { currentLocale } from '@web/i18n/locale';
import { useId } from 'react';
import { JobFacts } from './JobFacts';

export function JobCard({
  job,
  now,
  onOpen,
  onIntent,
}: {
  job: OpenJobCard;
  now: Date;
  onOpen: (job: OpenJobCard) => void;
  /** Someone points at or focuses the button: the acceptance dialog's code can start loading. */
  onIntent?: () => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <Card className="flex flex-col">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-base font-bold text-slate-900">
            {job.jobNumber}
          </h2>
          <span className="flex gap-1">
            {job.priority ? (
              <Badge tone="accent">
                <Trans>Priority</Trans>
              </Badge>
            ) : null}
            <Badge tone="brand">{vehicleTypeText(i18n, job.vehicleType)}</Badge>
          </span>
        </div>
        <JobFacts job={job} now={now} className="flex-1" />
        {job.hoursCheck ? (
          <p
            className={
              job.hoursCheck.ok
                ? 'rounded-lg bg-emerald-50 p-2 text-xs text-emerald-800'
                : 'rounded-lg bg-amber-50 p-2 text-xs font-medium text-amber-900'
            }
          >
            <span className="font-semibold">
              <Trans>Hours of service:</Trans>{' '}
            </span>
            {hoursCheckText(job.hoursCheck)}
          </p>
        ) : null}
        <Button
          className="w-full"
          onClick={() => onOpen(job)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-describedby={titleId}
        >
          <Trans>View &amp; Accept Job</Trans>
        </Button>
      </article>
    </Card>
  );
}

/**
 * The hours-of-service check in the reader's language. The server writes it in English with the hours
 * worked out ("Fits your hours: about 5h 0m of driving, 11h 0m available."); in another language the
 * page says what the check decided, by its code, without the figures (docs/i18n/server-messages.md).
 */
function hoursCheckText(check: { code: string; message: string }): string {
  if (currentLocale() === 'en') return check.message;
  switch (check.code) {
    case 'fits':
      return t`Fits your hours.`;
    case 'fits_after_rest':
      return t`Fits your hours after your rest.`;
    case 'hours_short':
      return t`Not enough driving hours left for this job.`;
    case 'pickup_window_passed':
      return t`The pickup window has passed.`;
    case 'misses_delivery_window':
      return t`Within your driving hours you would deliver after the delivery window closes.`;
    default:
      return check.message;
  }
}
