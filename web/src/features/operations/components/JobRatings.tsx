import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { jobRatingsQuery, RatingShown, useHideComment } from '@web/features/ratings';
import { useState } from 'react';
import { NoteDialog } from './NoteDialog';

/** "Ana (client), not public yet": who rated (called while rendering, in the active language), from which side, and whether others see it yet. */
function ratingTitle(r: { raterName: string; side: string; public: boolean }): string {
  const name = r.raterName;
  if (r.side === 'client_rates_driver')
    return r.public ? t`${name} (client)` : t`${name} (client), not public yet`;
  return r.public ? t`${name} (driver)` : t`${name} (driver), not public yet`;
}

/** The job's ratings, both ways and public or not, with the operator's "hide comment" (audited). */
export function JobRatings({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const ratings = useQuery(jobRatingsQuery(jobId));
  const hide = useHideComment(jobId);
  const [hiding, setHiding] = useState<string | null>(null);
  const all = ratings.data?.all ?? [];
  if (all.length === 0) return null;
  return (
    <section aria-label={t`Ratings`} className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Ratings</Trans>
      </h3>
      {all.map((r) => (
        <div key={r.id} className="grid gap-1">
          <RatingShown title={ratingTitle(r)} rating={r} />
          {r.comment && !r.hidden ? (
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setHiding(r.id)}>
              <Trans>Hide comment</Trans>
            </Button>
          ) : null}
        </div>
      ))}
      <NoteDialog
        open={hiding !== null}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        title={t`Hide this comment`}
        description={t`The score stays; the comment is hidden from everyone but operators. The reason is audited.`}
        label={t`Why`}
        submit={t`Hide comment`}
        send={async (reason) => {
          await hide.mutateAsync({ id: hiding!, reason });
          toast({ title: t`Comment hidden` });
        }}
      />
    </section>
  );
}
