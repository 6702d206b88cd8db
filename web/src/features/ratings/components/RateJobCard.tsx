import type { RatingView } from '@core/contracts/ratings';
import { clientAspects, driverAspects, type RatingAspect } from '@core/ratings';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/time';
import { lazy, Suspense } from 'react';
import { useJobRatings } from '../api';
import { aspectText } from '../labels';
import { StarsShown } from './Stars';

// The form brings zod and react-hook-form: it loads when the card offers it, not with the page.
const RateForm = lazy(async () => ({ default: (await import('./RateForm')).RateForm }));

/**
 * After a completed move, each side rates the other (the client the driver, the driver the client):
 * the other side's rating shows once both have rated, or 14 days after delivery.
 */
export function RateJobCard({ jobId, otherName }: { jobId: string; otherName: string }) {
  const { t } = useLingui();
  const ratings = useJobRatings(jobId);
  if (ratings.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (ratings.isError) return <QueryErrorRetry query={ratings} prefix={t`We could not load the ratings`} />;
  const r = ratings.data;
  if (!r.side) return null;
  const aspects = r.side === 'client_rates_driver' ? driverAspects : clientAspects;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Rate {otherName}</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your rating shows to them once they have rated you too, or 14 days after delivery. You can change
            it for 7 days.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {r.canRate ? (
          <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
            <RateForm jobId={jobId} aspects={aspects} mine={r.mine} />
          </Suspense>
        ) : r.mine ? (
          <RatingShown title={t`Your rating`} rating={r.mine} />
        ) : null}
        {r.theirs ? (
          <RatingShown title={t`${otherName} rated you`} rating={r.theirs} />
        ) : r.theirsWaiting ? (
          <p className="text-sm text-slate-600">
            <Trans>{otherName} rated you: rate them to see it.</Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function RatingShown({ title, rating }: { title: string; rating: RatingView }) {
  const { t } = useLingui();
  const reply = rating.reply;
  return (
    <section aria-label={title} className="grid gap-1 rounded-xl bg-slate-50 p-3 text-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <StarsShown value={rating.overall} label={t`Overall`} />
      <ul className="grid gap-0.5 text-slate-700">
        {Object.entries(rating.aspects).map(([a, v]) => {
          const known = Object.hasOwn(aspectText, a) ? aspectText[a as RatingAspect] : null;
          return (
            <li key={a}>
              {known ? t(known) : a}: {v} / 5
            </li>
          );
        })}
      </ul>
      {rating.hidden ? (
        <p className="text-slate-500">
          <Trans>The comment was hidden by Pathway.</Trans>
        </p>
      ) : rating.comment ? (
        // What the person wrote, as written.
        <p className="text-slate-800" translate="no">
          “{rating.comment}”
        </p>
      ) : null}
      {reply ? (
        <p className="text-slate-600">
          <Trans>Reply: {reply}</Trans>
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{formatDate(rating.createdAt)}</p>
    </section>
  );
}
