import { type RatingView, ratingBody } from '@core/contracts/ratings';
import { aspectLabels, clientAspects, driverAspects, type RatingAspect } from '@core/ratings';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextAreaField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { formatDate } from '@web/lib/time';
import { z } from 'zod';
import { useJobRatings, useRate } from '../api';
import { StarsField, StarsShown } from './Stars';

/** Radio values arrive as text: the form reads them as numbers, then the route's rules apply. */
const star = z.coerce.number({ error: 'Choose 1 to 5 stars' });
const rateForm = z.object({
  overall: star,
  aspects: z.record(z.string(), star),
  comment: z.string().optional(),
});

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
          <RateForm jobId={jobId} aspects={aspects} mine={r.mine} />
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

function RateForm({
  jobId,
  aspects,
  mine,
}: {
  jobId: string;
  aspects: readonly RatingAspect[];
  mine: RatingView | null;
}) {
  const rate = useRate(jobId);
  const { form, formError, onSubmit } = useAppForm<z.input<typeof rateForm>, z.output<typeof rateForm>>({
    resolver: zodResolver(rateForm.pipe(ratingBody)),
    defaultValues: {
      overall: mine?.overall,
      aspects: Object.fromEntries(aspects.map((a) => [a, mine?.aspects[a]])),
      comment: mine?.comment ?? '',
    },
    fields: ['overall', 'comment'],
    send: async (values) => {
      await rate.mutateAsync(values as z.output<typeof ratingBody>);
      toast({ title: mine ? 'Rating changed' : 'Thank you for rating', description: 'It is saved.' });
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const num = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Your rating">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <StarsField
        legend="Overall"
        value={num(watch('overall'))}
        error={errors.overall?.message}
        field={register('overall')}
      />
      {aspects.map((a) => (
        <StarsField
          key={a}
          legend={aspectLabels[a]}
          value={num(watch(`aspects.${a}`))}
          error={errors.aspects?.[a]?.message}
          field={register(`aspects.${a}`)}
        />
      ))}
      <TextAreaField
        label="Comment (optional)"
        rows={3}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
        {mine ? 'Change rating' : 'Send rating'}
      </SubmitButton>
    </form>
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
