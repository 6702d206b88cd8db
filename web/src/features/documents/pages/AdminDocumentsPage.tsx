import { type DocumentForReview, documentReviewBody } from '@core/contracts/documents';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { RejectReasonDialog } from '@web/components/RejectReasonDialog';
import { ReviewActions } from '@web/components/ReviewActions';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { OperatorGate } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { documentsQueries, useReviewDocument } from '../api';
import { DocumentPreview } from '../components/DocumentPreview';
import { documentTypeMessages } from '../labels';

/** /admin/documents: customers' uploads waiting for an operator's approval. */
export function AdminDocumentsPage() {
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Documents waiting for review</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Approved registration and insurance give a customer the Verified Account badge.</Trans>
        </p>
      </header>
      <OperatorGate path="/admin/documents">
        <ReviewQueue />
      </OperatorGate>
    </div>
  );
}

function ReviewQueue() {
  const { t } = useLingui();
  const queue = useQuery(documentsQueries.reviewQueue());
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<DocumentForReview | null>(null);

  if (queue.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (queue.isError)
    return (
      <QueryErrorRetry
        query={queue}
        prefix={t`We could not load the documents waiting for review`}
        className="gap-3"
      />
    );
  if (queue.data.length === 0)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-10 text-center">
          <FileCheck2 aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>No documents waiting for review</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>New uploads appear here.</Trans>
          </p>
        </CardContent>
      </Card>
    );

  const waiting = queue.data.length;
  const willBeTold = (owner: string) => t`${owner} will be told.`;
  const seesReason = (owner: string) => t`${owner} will see your reason.`;
  const kindOf = (doc: DocumentForReview) => t(documentTypeMessages[doc.documentType]);
  const articleLabel = (doc: DocumentForReview) => {
    const kind = kindOf(doc);
    const owner = doc.ownerName;
    return t`${kind} of ${owner}`;
  };
  const rejectDescription = (doc: DocumentForReview) => {
    const kind = kindOf(doc);
    const owner = doc.ownerName;
    return t`${owner} reads your reason and can upload the ${kind} again.`;
  };
  const approve = (doc: DocumentForReview) =>
    review.mutate(
      { documentId: doc.id, decision: 'approve' },
      {
        onSuccess: () => toast({ title: t`Document approved`, description: willBeTold(doc.ownerName) }),
        onError: (err) =>
          toast({ title: t`Could not approve`, description: errorMessage(err), variant: 'destructive' }),
      },
    );

  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Plural value={waiting} one="# document waiting" other="# documents waiting" />
      </p>
      <ul className="grid gap-3">
        {queue.data.map((doc) => (
          <li key={doc.id}>
            <Card>
              <article aria-label={articleLabel(doc)} className="grid gap-3 p-4">
                <div className="flex items-start gap-3">
                  <a href={doc.fileUrl} target="_blank" rel="noopener noreferrer">
                    <DocumentPreview
                      url={doc.fileUrl}
                      contentType={doc.contentType}
                      fileName={doc.fileName}
                      className="h-20 w-20"
                    />
                    <span className="sr-only">
                      {' '}
                      <Trans>(opens the file)</Trans>
                    </span>
                  </a>
                  <div className="grid min-w-0 flex-1 gap-1">
                    <Badge tone="brand" className="w-fit">
                      {kindOf(doc)}
                    </Badge>
                    <p className="truncate font-semibold text-slate-900">{doc.ownerName}</p>
                    <p className="truncate text-sm text-slate-600">{doc.ownerEmail}</p>
                    <p className="truncate text-xs text-slate-500">
                      <SentLine
                        fileName={doc.fileName}
                        sent={formatDateTime(doc.createdAt)}
                        expires={doc.expiresOn}
                      />
                    </p>
                  </div>
                </div>
                <ReviewActions
                  onReject={() => {
                    review.reset();
                    setRejecting(doc);
                  }}
                  onApprove={() => approve(doc)}
                  disabled={review.isPending}
                  busy={review.isPending && review.variables?.documentId === doc.id}
                />
              </article>
            </Card>
          </li>
        ))}
      </ul>
      <RejectReasonDialog
        subject={
          rejecting
            ? {
                key: rejecting.id,
                title: t`Reject this document`,
                description: rejectDescription(rejecting),
              }
            : null
        }
        placeholder={t`The photo is blurry: the policy number cannot be read.`}
        submitLabel={t`Reject document`}
        validate={(reason) => {
          const parsed = documentReviewBody.safeParse({ decision: 'reject', reason });
          return parsed.success ? null : (parsed.error.issues[0]?.message ?? t`Give the customer a reason`);
        }}
        pending={review.isPending}
        serverError={review.isError && rejecting ? errorMessage(review.error) : null}
        onClose={() => setRejecting(null)}
        onReject={(reason) => {
          if (!rejecting) return;
          const doc = rejecting;
          review.mutate(
            { documentId: doc.id, decision: 'reject', reason },
            {
              onSuccess: () => {
                setRejecting(null);
                toast({ title: t`Document rejected`, description: seesReason(doc.ownerName) });
              },
            },
          );
        }}
      />
    </>
  );
}

/** The file, when it was sent and (for expiring types) its expiry day as the owner typed it. */
function SentLine({ fileName, sent, expires }: { fileName: string; sent: string; expires: string | null }) {
  return expires ? (
    <Trans>
      {fileName} · sent {sent} · expires {expires}
    </Trans>
  ) : (
    <Trans>
      {fileName} · sent {sent}
    </Trans>
  );
}
