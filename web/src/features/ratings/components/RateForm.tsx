import { type RatingView, ratingBody } from '@core/contracts/ratings';
import { aspectLabels, type RatingAspect } from '@core/ratings';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorAlert } from '@web/components/ui/alert';
import { TextAreaField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { z } from 'zod';
import { useRate } from '../api';
import { StarsField } from './Stars';

/** Radio values arrive as text: the form reads them as numbers, then the route's rules apply. */
const star = z.coerce.number({ error: 'Choose 1 to 5 stars' });
const rateForm = z.object({
  overall: star,
  aspects: z.record(z.string(), star),
  comment: z.string().optional(),
});

/** The rating form (zod, react-hook-form), loaded when the card offers it. */
export function RateForm({
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
