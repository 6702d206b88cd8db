import { type DocumentForReview, documentReviewBody, documentTypeLabels } from '@core/contracts/documents';
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

/** /admin/documents: customers' uploads waiting for an operator's approval. */
export function AdminDocumentsPage() {
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Documents waiting for review</h1>
        <p className="text-sm text-slate-600">
          Approved registration and insurance give a customer the Verified Account badge.
        </p>
      </header>
      <OperatorGate path="/admin/documents">
        <ReviewQueue />
      </OperatorGate>
    </div>
  );
}

function ReviewQueue() {
  const queue = useQuery(documentsQueries.reviewQueue());
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<DocumentForReview | null>(null);

  if (queue.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (queue.isError)
    return (
      <QueryErrorRetry
        query={queue}
        prefix="We could not load the documents waiting for review"
        className="gap-3"
      />
    );
  if (queue.data.length === 0)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-10 text-center">
          <FileCheck2 aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">No documents waiting for review</h2>
          <p className="text-sm text-slate-600">New uploads appear here.</p>
        </CardContent>
      </Card>
    );

  const approve = (doc: DocumentForReview) =>
    review.mutate(
      { documentId: doc.id, decision: 'approve' },
      {
        onSuccess: () => toast({ title: 'Document approved', description: `${doc.ownerName} will be told.` }),
        onError: (err) =>
          toast({ title: 'Could not approve', description: errorMessage(err), variant: 'destructive' }),
      },
    );

  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        {queue.data.length === 1 ? '1 document' : `${queue.data.length} documents`} waiting
      </p>
      <ul className="grid gap-3">
        {queue.data.map((doc) => (
          <li key={doc.id}>
            <Card>
              <article
                aria-label={`${documentTypeLabels[doc.documentType]} of ${doc.ownerName}`}
                className="grid gap-3 p-4"
              >
                <div className="flex items-start gap-3">
                  <a href={doc.fileUrl} target="_blank" rel="noopener noreferrer">
                    <DocumentPreview
                      url={doc.fileUrl}
                      contentType={doc.contentType}
                      fileName={doc.fileName}
                      className="h-20 w-20"
                    />
                    <span className="sr-only"> (opens the file)</span>
                  </a>
                  <div className="grid min-w-0 flex-1 gap-1">
                    <Badge tone="brand" className="w-fit">
                      {documentTypeLabels[doc.documentType]}
                    </Badge>
                    <p className="truncate font-semibold text-slate-900">{doc.ownerName}</p>
                    <p className="truncate text-sm text-slate-600">{doc.ownerEmail}</p>
                    <p className="truncate text-xs text-slate-500">
                      {doc.fileName} · sent {formatDateTime(doc.createdAt)}
                      {doc.expiresOn ? ` · expires ${doc.expiresOn}` : ''}
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
                title: 'Reject this document',
                description: `${rejecting.ownerName} reads your reason and can upload the ${documentTypeLabels[rejecting.documentType]} again.`,
              }
            : null
        }
        placeholder="The photo is blurry: the policy number cannot be read."
        submitLabel="Reject document"
        validate={(reason) => {
          const parsed = documentReviewBody.safeParse({ decision: 'reject', reason });
          return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Give the customer a reason');
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
                toast({ title: 'Document rejected', description: `${doc.ownerName} will see your reason.` });
              },
            },
          );
        }}
      />
    </>
  );
}
