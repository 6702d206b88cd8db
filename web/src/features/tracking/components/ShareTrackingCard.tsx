import { createTrackingLinkBody, trackingLinkLifetimes } from '@core/contracts/tracking';
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { trackingLinkLifetimeMessages } from '../labels';

/**
 * Links that let someone without an account follow this move (a colleague, the receiving yard): made
 * with a lifetime, shown once, listed with their visits, turned off at any time.
 */
export function ShareTrackingCard({ jobId, jobNumber }: { jobId: string; jobNumber: string }) {
  const { t } = useLingui();
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
        title: t`Link copied`,
        description: t`Paste it into a message to whoever should follow the move.`,
      });
    } catch {
      toast({ title: t`Copy the link by hand`, description: url });
    }
  };

  return (
    <Card id="share-tracking">
      <CardHeader>
        <CardTitle>
          <Trans>Share live tracking</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A link anyone can open without an account: the truck, its position to about 1 km and the ETA. It
            never shows the price or your details.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-2" noValidate onSubmit={onSubmit}>
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-48 flex-1 gap-1.5">
              <Label htmlFor={selectId}>
                <Trans>The link works</Trans>
              </Label>
              <NativeSelect id={selectId} {...form.register('lifetime')}>
                {trackingLinkLifetimes.map((value) => (
                  <option key={value} value={value}>
                    {t(trackingLinkLifetimeMessages[value])}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              <Link2 aria-hidden="true" className="h-4 w-4" />
              <Trans>Create link</Trans>
            </Button>
          </div>
        </form>
        {made ? (
          <div
            role="status"
            className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm"
          >
            <p className="font-semibold text-brand-900">
              <Trans>Your link is ready. It is shown only now.</Trans>
            </p>
            <input
              readOnly
              aria-label={t`Tracking link`}
              value={made.url}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs"
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void copy(made.url)}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                <Trans>Copy link</Trans>
              </Button>
              <ShareMenu
                label={t({ message: 'Share link', context: 'action: share the link' })}
                title={t`Follow Pathway move ${jobNumber}`}
                text={t`Follow Pathway move ${jobNumber} live:`}
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
  const { t } = useLingui();
  const links = useQuery(trackingQueries.links(jobId));
  const revoke = useRevokeTrackingLink(jobId);
  if (links.isPending) return <Skeleton className="h-12 rounded-xl" />;
  if (links.isError) return <QueryErrorRetry query={links} prefix={t`We couldn't load the links`} />;
  const now = Date.now();
  const live = links.data.filter((l) => !l.revokedAt && (!l.expiresAt || Date.parse(l.expiresAt) > now));
  if (live.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No live links for this move.</Trans>
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label={t`Live tracking links`}>
      {live.map((link, index) => {
        const number = live.length - index;
        const name = link.forReceiver ? t`The receiver's link` : t`Link ${number}`;
        const turnOff = link.forReceiver ? t`Turn off the receiver's link` : t`Turn off link ${number}`;
        const until = link.expiresAt ? formatDateTime(link.expiresAt) : null;
        const views = link.viewCount;
        const last = link.lastViewedAt ? formatDateTime(link.lastViewedAt) : null;
        return (
          <li key={link.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
            <div className="grid min-w-0 flex-1 gap-0.5 text-xs text-slate-600">
              <p className="text-sm font-medium text-slate-900">{name}</p>
              <p>{until ? t`Works until ${until}` : t`Works until 24 hours after delivery`}</p>
              <p className="flex items-center gap-1">
                <Eye aria-hidden="true" className="h-3.5 w-3.5" />
                {last
                  ? plural(views, { one: `Opened once, last ${last}`, other: `Opened # times, last ${last}` })
                  : plural(views, { one: 'Opened once', other: 'Opened # times' })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={turnOff}
              disabled={revoke.isPending && revoke.variables === link.id}
              onClick={() =>
                revoke.mutate(link.id, {
                  onSuccess: () =>
                    toast({ title: t`Link turned off`, description: t`It stopped working just now.` }),
                  onError: (err) =>
                    toast({
                      title: t`Could not turn it off`,
                      description: errorMessage(err),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <Link2Off aria-hidden="true" className="h-4 w-4" />
              <Trans>Turn off</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
