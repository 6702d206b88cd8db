import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { jobRatingsQuery, RatingShown, useHideComment } from '@web/features/ratings';
import { useState } from 'react';
import { NoteDialog } from './NoteDialog';

/** The job's ratings, both ways and public or not, with the operator's "hide comment" (audited). */
export function JobRatings({ jobId }: { jobId: string }) {
  const ratings = useQuery(jobRatingsQuery(jobId));
  const hide = useHideComment(jobId);
  const [hiding, setHiding] = useState<string | null>(null);
  const all = ratings.data?.all ?? [];
  if (all.length === 0) return null;
  return (
    <section aria-label="Ratings" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Ratings</h3>
      {all.map((r) => (
        <div key={r.id} className="grid gap-1">
          <RatingShown
            title={`${r.raterName} (${r.side === 'client_rates_driver' ? 'client' : 'driver'})${r.public ? '' : ', not public yet'}`}
            rating={r}
          />
          {r.comment && !r.hidden ? (
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setHiding(r.id)}>
              Hide comment
            </Button>
          ) : null}
        </div>
      ))}
      <NoteDialog
        open={hiding !== null}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        title="Hide this comment"
        description="The score stays; the comment is hidden from everyone but operators. The reason is audited."
        label="Why"
        submit="Hide comment"
        send={async (reason) => {
          await hide.mutateAsync({ id: hiding!, reason });
          toast({ title: 'Comment hidden' });
        }}
      />
    </section>
  );
}
