import {
  createTrackingLinkBody,
  trackingLinkLifetimeLabels,
  trackingLinkLifetimes,
} from '@core/contracts/tracking';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ShareMenu } from '@web/components/share/ShareMenu';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { Copy, Eye, Link2, Link2Off } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { trackingQueries, useCreateTrackingLink, useRevokeTrackingLink } from '../api';

/**
 * Links that let someone without an account follow this move (a colleague, the receiving yard): made
 * with a lifetime, shown once, listed with their visits, turned off at any time.
 */
export function ShareTrackingCard({ jobId, jobNumber }: { jobId: string; jobNumber: string }) {
  const [made, setMade] = useState<{ url: string; expiresAt: string | null } | null>(null);
  const create = useCreateTrackingLink(jobId);
  const selectId = useId();
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof createTrackingLinkBody>,
    z.output<typeof createTrackingLinkBody>
  >({
    resolver: zodResolver(createTrackingLinkBody),
    defaultValues: { lifetime: 'until_delivery' },
    fields: ['lifetime'],
    send: async ({ lifetime }) => setMade(await create.mutateAsync(lifetime)),
  });
  // Opened from the page's Share button: brought into view, with the lifetime ready to choose.
  const { setFocus } = form;
  useEffect(() => {
    document.getElementById(selectId)?.scrollIntoView({ block: 'center' });
    setFocus('lifetime');
  }, [selectId, setFocus]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link copied',
        description: 'Paste it into a message to whoever should follow the move.',
      });
    } catch {
      toast({ title: 'Copy the link by hand', description: url });
    }
  };

  return (
    <Card id="share-tracking">
      <CardHeader>
        <CardTitle>Share live tracking</CardTitle>
        <CardDescription>
          A link anyone can open without an account: the truck, its position to about 1 km and the ETA. It
          never shows the price or your details.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-2" noValidate onSubmit={onSubmit}>
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-48 flex-1 gap-1.5">
              <Label htmlFor={selectId}>The link works</Label>
              <NativeSelect id={selectId} {...form.register('lifetime')}>
                {trackingLinkLifetimes.map((value) => (
                  <option key={value} value={value}>
                    {trackingLinkLifetimeLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              <Link2 aria-hidden="true" className="h-4 w-4" />
              Create link
            </Button>
          </div>
        </form>
        {made ? (
          <div
            role="status"
            className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm"
          >
            <p className="font-semibold text-brand-900">Your link is ready. It is shown only now.</p>
            <input
              readOnly
              aria-label="Tracking link"
              value={made.url}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs"
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void copy(made.url)}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                Copy link
              </Button>
              <ShareMenu
                label="Share link"
                title={`Follow Pathway move ${jobNumber}`}
                text={`Follow Pathway move ${jobNumber} live:`}
                url={made.url}
              />
            </div>
          </div>
        ) : null}
        <LinkList jobId={jobId} />
      </CardContent>
    </Card>
  );
}

function LinkList({ jobId }: { jobId: string }) {
  const links = useQuery(trackingQueries.links(jobId));
  const revoke = useRevokeTrackingLink(jobId);
  if (links.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (links.isError) return <QueryErrorRetry query={links} prefix="We couldn't load the links" />;
  const now = Date.now();
  const live = links.data.filter((l) => !l.revokedAt && (!l.expiresAt || Date.parse(l.expiresAt) > now));
  if (live.length === 0) return <p className="text-sm text-slate-600">No live links for this move.</p>;
  return (
    <ul className="grid gap-2" aria-label="Live tracking links">
      {live.map((link, index) => {
        const name = link.forReceiver ? "The receiver's link" : `Link ${live.length - index}`;
        return (
          <li key={link.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
            <div className="grid min-w-0 flex-1 gap-0.5 text-xs text-slate-600">
              <p className="text-sm font-medium text-slate-900">{name}</p>
              <p>
                {link.expiresAt
                  ? `Works until ${formatDateTime(link.expiresAt)}`
                  : 'Works until 24 hours after delivery'}
              </p>
              <p className="flex items-center gap-1">
                <Eye aria-hidden="true" className="h-3.5 w-3.5" />
                {link.viewCount === 1 ? 'Opened once' : `Opened ${link.viewCount} times`}
                {link.lastViewedAt ? `, last ${formatDateTime(link.lastViewedAt)}` : ''}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Turn off ${name.toLowerCase()}`}
              disabled={revoke.isPending && revoke.variables === link.id}
              onClick={() =>
                revoke.mutate(link.id, {
                  onSuccess: () =>
                    toast({ title: 'Link turned off', description: 'It stopped working just now.' }),
                  onError: (err) =>
                    toast({
                      title: 'Could not turn it off',
                      description: errorMessage(err),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <Link2Off aria-hidden="true" className="h-4 w-4" />
              Turn off
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
