import { documentTypeLabels, shareTypeLabels } from '@core/contracts/documents';
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

/** The owner's links that still work: what, lifetime, expiry, views, and Revoke. */
export function LiveLinks() {
  const links = useQuery(documentsQueries.shares());
  const revoke = useRevokeShare();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active share links</CardTitle>
        <CardDescription>
          Anyone holding one of these links can view the document until it expires.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {links.isPending ? (
          <Skeleton className="h-16 rounded-xl" />
        ) : links.isError ? (
          <QueryErrorRetry query={links} prefix="We couldn't load your share links" />
        ) : links.data.length === 0 ? (
          <p className="text-sm text-slate-600">No active links. Share a document to create one.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Active share links">
            {links.data.map((link) => {
              const what = link.fileName
                ? `${link.fileName}${link.documentType ? ` (${documentTypeLabels[link.documentType]})` : ''}`
                : 'All documents';
              return (
                <li key={link.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
                  <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                    <p className="truncate font-medium text-slate-900">{what}</p>
                    <p className="text-xs text-slate-600">
                      {shareTypeLabels[link.shareType]}
                      {link.sentToEmail ? ` · e-mailed to ${link.sentToEmail}` : ''}
                    </p>
                    <p className="flex items-center gap-1 text-xs text-slate-600">
                      Expires {formatDateTime(link.expiresAt)} ·{' '}
                      <Eye aria-hidden="true" className="h-3.5 w-3.5" />
                      {link.viewCount === 1 ? '1 view' : `${link.viewCount} views`}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke link to ${what}`}
                    disabled={revoke.isPending && revoke.variables === link.id}
                    onClick={() =>
                      revoke.mutate(link.id, {
                        onSuccess: () =>
                          toast({ title: 'Link revoked', description: 'The link stopped working just now.' }),
                        onError: (err) =>
                          toast({
                            title: 'Could not revoke',
                            description: errorMessage(err),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <Link2Off aria-hidden="true" className="h-4 w-4" />
                    Revoke
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
