import { type RatingView, ratingBody } from '@core/contracts/ratings';
import type { RatingAspect } from '@core/ratings';
import { zodResolver } from '@hookform/resolvers/zod';
import { t as tNow } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { TextAreaField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { useMemo } from 'react';
import { z } from 'zod';
import { useRate } from '../api';
import { aspectText } from '../labels';
import { StarsField } from './Stars';

/** Radio values arrive as text: the form reads them as numbers, then the route's rules apply. */
const rateFormIn = () => {
  const star = z.coerce.number({ error: tNow`Choose 1 to 5 stars` });
  return z.object({
    overall: star,
    aspects: z.record(z.string(), star),
    comment: z.string().optional(),
  });
};
type RateForm = ReturnType<typeof rateFormIn>;

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
  const { t, i18n } = useLingui();
  // Built in the active language; a new language builds it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema's message follows the locale.
  const rateForm = useMemo(() => rateFormIn(), [i18n.locale]);
  const rate = useRate(jobId);
  const { form, formError, onSubmit } = useAppForm<z.input<RateForm>, z.output<RateForm>>({
    resolver: zodResolver(rateForm.pipe(ratingBody)),
    defaultValues: {
      overall: mine?.overall,
      aspects: Object.fromEntries(aspects.map((a) => [a, mine?.aspects[a]])),
      comment: mine?.comment ?? '',
    },
    fields: ['overall', 'comment'],
    send: async (values) => {
      await rate.mutateAsync(values as z.output<typeof ratingBody>);
      toast({ title: mine ? t`Rating changed` : t`Thank you for rating`, description: t`It is saved.` });
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const num = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t`Your rating`}>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <StarsField
        legend={t`Overall`}
        value={num(watch('overall'))}
        error={errors.overall?.message}
        field={register('overall')}
      />
      {aspects.map((a) => (
        <StarsField
          key={a}
          legend={t(aspectText[a])}
          value={num(watch(`aspects.${a}`))}
          error={errors.aspects?.[a]?.message}
          field={register(`aspects.${a}`)}
        />
      ))}
      <TextAreaField
        label={t`Comment (optional)`}
        rows={3}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t`Saving…`}>
        {mine ? t`Change rating` : t`Send rating`}
      </SubmitButton>
    </form>
  );
}
