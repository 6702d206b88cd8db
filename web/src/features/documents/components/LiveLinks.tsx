import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { Eye, Link2Off } from 'lucide-react';
import { documentsQueries, useRevokeShare } from '../api';
import { documentTypeMessages, shareTypeMessages } from '../labels';

/** The owner's links that still work: what, lifetime, expiry, views, and Revoke. */
export function LiveLinks() {
  const { t } = useLingui();
  const links = useQuery(documentsQueries.shares());
  const revoke = useRevokeShare();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Active share links</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Anyone holding one of these links can view the document until it expires.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {links.isPending ? (
          <Skeleton className="h-16 rounded-xl" />
        ) : links.isError ? (
          <QueryErrorRetry query={links} prefix={t`We couldn't load your share links`} />
        ) : links.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No active links. Share a document to create one.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t`Active share links`}>
            {links.data.map((link) => {
              const fileName = link.fileName;
              const type = link.documentType ? t(documentTypeMessages[link.documentType]) : null;
              const what = fileName ? (type ? t`${fileName} (${type})` : fileName) : t`All documents`;
              const sentTo = link.sentToEmail;
              const expires = formatDateTime(link.expiresAt);
              const views = link.viewCount;
              return (
                <li key={link.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
                  <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                    <p className="truncate font-medium text-slate-900">{what}</p>
                    <p className="text-xs text-slate-600">
                      {t(shareTypeMessages[link.shareType])}
                      {sentTo ? (
                        <>
                          {' · '}
                          <Trans>e-mailed to {sentTo}</Trans>
                        </>
                      ) : null}
                    </p>
                    <p className="flex items-center gap-1 text-xs text-slate-600">
                      <Trans>Expires {expires}</Trans> · <Eye aria-hidden="true" className="h-3.5 w-3.5" />
                      <Plural value={views} one="# view" other="# views" />
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Revoke link to ${what}`}
                    disabled={revoke.isPending && revoke.variables === link.id}
                    onClick={() =>
                      revoke.mutate(link.id, {
                        onSuccess: () =>
                          toast({
                            title: t`Link revoked`,
                            description: t`The link stopped working just now.`,
                          }),
                        onError: (err) =>
                          toast({
                            title: t`Could not revoke`,
                            description: errorMessage(err),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <Link2Off aria-hidden="true" className="h-4 w-4" />
                    <Trans>Revoke</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
