import type { RatingView } from '@core/contracts/ratings';
import { aspectLabels, clientAspects, driverAspects, type RatingAspect } from '@core/ratings';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/time';
import { lazy, Suspense } from 'react';
import { useJobRatings } from '../api';
import { StarsShown } from './Stars';

// The form brings zod and react-hook-form: it loads when the card offers it, not with the page.
const RateForm = lazy(async () => ({ default: (await import('./RateForm')).RateForm }));

/**
 * After a completed move, each side rates the other (the client the driver, the driver the client):
 * the other side's rating shows once both have rated, or 14 days after delivery.
 */
export function RateJobCard({ jobId, otherName }: { jobId: string; otherName: string }) {
  const ratings = useJobRatings(jobId);
  if (ratings.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (ratings.isError) return <QueryErrorRetry query={ratings} prefix="We could not load the ratings" />;
  const r = ratings.data;
  if (!r.side) return null;
  const aspects = r.side === 'client_rates_driver' ? driverAspects : clientAspects;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Rate {otherName}</CardTitle>
        <CardDescription>
          Your rating shows to them once they have rated you too, or 14 days after delivery. You can change it
          for 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {r.canRate ? (
          <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
            <RateForm jobId={jobId} aspects={aspects} mine={r.mine} />
          </Suspense>
        ) : r.mine ? (
          <RatingShown title="Your rating" rating={r.mine} />
        ) : null}
        {r.theirs ? (
          <RatingShown title={`${otherName} rated you`} rating={r.theirs} />
        ) : r.theirsWaiting ? (
          <p className="text-sm text-slate-600">{otherName} rated you: rate them to see it.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function RatingShown({ title, rating }: { title: string; rating: RatingView }) {
  return (
    <section aria-label={title} className="grid gap-1 rounded-xl bg-slate-50 p-3 text-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <StarsShown value={rating.overall} label="Overall" />
      <ul className="grid gap-0.5 text-slate-700">
        {Object.entries(rating.aspects).map(([a, v]) => (
          <li key={a}>
            {aspectLabels[a as RatingAspect] ?? a}: {v} / 5
          </li>
        ))}
      </ul>
      {rating.hidden ? (
        <p className="text-slate-500">The comment was hidden by Pathway.</p>
      ) : rating.comment ? (
        <p className="text-slate-800">“{rating.comment}”</p>
      ) : null}
      {rating.reply ? <p className="text-slate-600">Reply: {rating.reply}</p> : null}
      <p className="text-xs text-slate-500">{formatDate(rating.createdAt)}</p>
    </section>
  );
}
