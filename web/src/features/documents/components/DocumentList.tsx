import type { Document } from '@core/contracts/documents';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { NotKeptOffline, useNotKeptOffline } from '@web/components/ErrorRetry';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { FileX, Link2, Mail, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { documentsQueries, useDeleteDocument } from '../api';
import { documentTypeMessages } from '../labels';
import { DocumentPreview } from './DocumentPreview';
import { EmailShareDialog } from './EmailShareDialog';
import { ShareLinkDialog } from './ShareLinkDialog';

const reviewBadge = {
  pending: { tone: 'warning', label: msg`In review` },
  approved: { tone: 'success', label: msg`Verified` },
  rejected: { tone: 'danger', label: msg`Rejected` },
} as const;

/** Your Documents: skeleton, error with Retry, empty, or the list with Refresh (product/platform §2). */
export function DocumentList({ userId }: { userId: string }) {
  const { t } = useLingui();
  const documents = useQuery(documentsQueries.list(userId));
  const notKept = useNotKeptOffline(documents.error);
  const titleId = useId();
  const [linkFor, setLinkFor] = useState<Document | null>(null);
  const [emailFor, setEmailFor] = useState<Document | null>(null);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const remove = useDeleteDocument();
  const deletingName = deleting?.fileName;

  const confirmDelete = () => {
    if (!deleting) return;
    const doc = deleting;
    const fileName = doc.fileName;
    remove.mutate(doc.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t`Document deleted`, description: t`${fileName} and its share links are gone.` });
      },
      onError: (err) => {
        setDeleting(null);
        toast({ title: t`Could not delete`, description: errorMessage(err), variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            <Trans>Your Documents</Trans>
          </h2>
          {documents.isSuccess && documents.data.length > 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void documents.refetch()}
              disabled={documents.isFetching}
            >
              <RefreshCw
                aria-hidden="true"
                className={documents.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
              />
              <Trans>Refresh</Trans>
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {documents.isPending ? (
            <DocumentListSkeleton />
          ) : documents.isError && documents.data === undefined && notKept ? (
            <NotKeptOffline />
          ) : documents.isError && documents.data === undefined ? (
            <div role="alert" className="grid justify-items-center gap-2 py-6 text-center">
              <h3 className="font-semibold text-red-700">
                <Trans>Error Loading Documents</Trans>
              </h3>
              <p className="text-sm text-slate-600">
                <Trans>We couldn't load your documents. Please try again.</Trans>
              </p>
              <Button
                variant="outline"
                onClick={() => void documents.refetch()}
                disabled={documents.isFetching}
              >
                <Trans>Retry</Trans>
              </Button>
            </div>
          ) : documents.data.length === 0 ? (
            <div className="grid justify-items-center gap-2 py-8 text-center">
              <FileX aria-hidden="true" className="h-10 w-10 text-slate-400" />
              <h3 className="font-semibold text-slate-900">
                <Trans>No documents found</Trans>
              </h3>
              <p className="text-sm text-slate-600">
                <Trans>Upload your first document in the Upload New tab.</Trans>
              </p>
            </div>
          ) : (
            <ul className="grid divide-y divide-slate-100" aria-label={t`Documents`}>
              {documents.data.map((doc) => (
                <DocumentRow
                  key={doc.id}
                  doc={doc}
                  onShareLink={() => setLinkFor(doc)}
                  onShareEmail={() => setEmailFor(doc)}
                  onDelete={() => setDeleting(doc)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </section>
      <ShareLinkDialog document={linkFor} onClose={() => setLinkFor(null)} />
      <EmailShareDialog
        target={emailFor ? { documentId: emailFor.id } : null}
        subject={emailFor ? emailFor.fileName : t`the document`}
        onClose={() => setEmailFor(null)}
      />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Delete this document?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>{deletingName} will be removed, and every link you shared to it stops working.</Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans>Cancel</Trans>
            </AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={(e) => {
                e.preventDefault();
                confirmDelete();
              }}
              disabled={remove.isPending}
            >
              <Trans>Delete</Trans>
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

function DocumentListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span role="status" className="sr-only">
        <Trans>Loading your documents…</Trans>
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="h-14 w-14 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** One document: its preview, type and review state, dates, the share menu and (for uploads) Delete. */
function DocumentRow({
  doc,
  onShareLink,
  onShareEmail,
  onDelete,
}: {
  doc: Document;
  onShareLink: () => void;
  onShareEmail: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const fileName = doc.fileName;
  const uploaded = formatDate(doc.createdAt);
  const expires = doc.expiresOn ? formatDate(`${doc.expiresOn}T12:00:00Z`) : null;
  return (
    <li className="flex items-center gap-3 py-3">
      <a href={doc.fileUrl} target="_blank" rel="noopener noreferrer" className="shrink-0">
        <DocumentPreview url={doc.fileUrl} contentType={doc.contentType} fileName={doc.fileName} />
        <span className="sr-only">
          {' '}
          <Trans>(opens the file)</Trans>
        </span>
      </a>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="truncate font-medium text-slate-900">{doc.fileName}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand">{t(documentTypeMessages[doc.documentType])}</Badge>
          <Badge tone={reviewBadge[doc.reviewStatus].tone}>{t(reviewBadge[doc.reviewStatus].label)}</Badge>
        </div>
        <p className="text-xs text-slate-500">
          {expires ? (
            <Trans>
              Uploaded {uploaded} · Expires {expires}
            </Trans>
          ) : (
            <Trans>Uploaded {uploaded}</Trans>
          )}
        </p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t`Share ${fileName}`}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onShareLink}>
            <Link2 aria-hidden="true" className="h-4 w-4" />
            <Trans>Generate Share Link</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShareEmail}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            <Trans>Share via Email</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {doc.source === 'upload' ? (
        <Button variant="ghost" size="icon" aria-label={t`Delete ${fileName}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" />
        </Button>
      ) : null}
    </li>
  );
}
