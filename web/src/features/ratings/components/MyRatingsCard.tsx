import type { RatingView } from '@core/contracts/ratings';
import { MIN_RATINGS_SHOWN } from '@core/ratings';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { useState } from 'react';
import { myRatingsQuery, useReply } from '../api';
import { RatingShown } from './RateJobCard';

/** The driver's own ratings from clients, once public, with their average; a reply to each, once. */
export function MyRatingsCard() {
  const { t } = useLingui();
  const ratings = useQuery(myRatingsQuery());
  const summary = ratings.data?.summary;
  const average = summary?.average.toFixed(1);
  const count = summary?.count ?? 0;
  const min = MIN_RATINGS_SHOWN;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your ratings</Trans>
        </CardTitle>
        <CardDescription>
          {summary
            ? plural(count, {
                one: `${average} ★ from # client.`,
                other: `${average} ★ from # clients.`,
              })
            : t`Clients see "New driver" until you have ${min} ratings.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {ratings.isPending ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : ratings.isError ? (
          <QueryErrorRetry query={ratings} prefix={t`We could not load your ratings`} />
        ) : ratings.data.ratings.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No ratings yet: they show here after your completed moves.</Trans>
          </p>
        ) : (
          ratings.data.ratings.map((r) => <RatingWithReply key={r.id} rating={r} />)
        )}
      </CardContent>
    </Card>
  );
}

function RatingWithReply({ rating }: { rating: RatingView }) {
  const { t } = useLingui();
  const reply = useReply();
  const [text, setText] = useState('');
  const rater = rating.raterName;
  return (
    <div className="grid gap-2">
      <RatingShown title={t`${rater} rated you`} rating={rating} />
      {rating.reply ? null : (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate(
              { id: rating.id, reply: text },
              {
                onSuccess: () => setText(''),
                onError: (err) =>
                  toast({ title: t`Reply not sent`, description: errorMessage(err), variant: 'destructive' }),
              },
            );
          }}
        >
          <Input
            aria-label={t`Reply to ${rater}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`Reply once`}
          />
          <Button type="submit" variant="outline" disabled={reply.isPending || text.trim().length < 2}>
            <Trans>Reply</Trans>
          </Button>
        </form>
      )}
    </div>
  );
}
