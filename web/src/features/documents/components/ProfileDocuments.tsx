import type { Me } from '@core/contracts/accounts';
import type { Document, DocumentType } from '@core/contracts/documents';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { BadgeCheck, Clock, FileWarning, FolderOpen, ImageUp, Link2, Mail, Share2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { documentsQueries, type ShareTarget, useGenerateShareLink, useUploadDocument } from '../api';
import { documentTypeMessages } from '../labels';
import {
  type CardState,
  cardState,
  latestOfType,
  shareAllContents,
  sharedPagePath,
  verificationCards,
} from '../status';
import { toastDocumentUploaded, toastUploadFailed } from '../uploadToasts';
import { CopyLink } from './CopyLink';
import { DocumentPreview } from './DocumentPreview';
import { EmailShareDialog, profileEmailTexts } from './EmailShareDialog';
import { UploadProgress } from './UploadProgress';

const stateStyle: Record<
  CardState['kind'],
  { tone: 'neutral' | 'warning' | 'success' | 'danger'; icon: typeof Clock }
> = {
  missing: { tone: 'neutral', icon: FileWarning },
  pending: { tone: 'warning', icon: Clock },
  verified: { tone: 'success', icon: BadgeCheck },
  rejected: { tone: 'danger', icon: FileWarning },
};

/** The profile's verification cards (licence, registration, insurance) and Share All Documents. */
export function ProfileDocuments({ me }: { me: Me }) {
  const { t } = useLingui();
  const documents = useQuery(documentsQueries.list(me.id));
  const titleId = useId();
  const [sharing, setSharing] = useState<{ target: DocumentType | 'all'; title: string } | null>(null);

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          <Trans>Verification documents</Trans>
        </h2>
        <Link to="/documents" className={buttonClasses('ghost', 'sm')}>
          <FolderOpen aria-hidden="true" className="h-4 w-4" />
          <Trans>All documents</Trans>
        </Link>
      </div>
      {documents.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : documents.isError ? (
        <QueryErrorRetry query={documents} prefix={t`We couldn't load your documents`} />
      ) : (
        <>
          {verificationCards.map((card) => {
            const title = t(card.title);
            return (
              <VerificationCard
                key={card.type}
                type={card.type}
                title={title}
                state={cardState(latestOfType(documents.data, card.type), t(card.missing))}
                onShare={() => setSharing({ target: card.type, title })}
              />
            );
          })}
          {documents.data.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <Trans>Share All Documents</Trans>
                </CardTitle>
                <CardDescription>
                  <ShareAllDescription documents={documents.data} />
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Button
                  className="w-full"
                  onClick={() => setSharing({ target: 'all', title: t`All your documents` })}
                >
                  <Share2 aria-hidden="true" className="h-4 w-4" />
                  <Trans>Share All Documents</Trans>
                </Button>
              </CardContent>
            </Card>
          ) : null}
        </>
      )}
      <ProfileShareDialog sharing={sharing} onClose={() => setSharing(null)} />
    </section>
  );
}

/** What Share All Documents lists, and a word when none of the cards' documents is among it. */
function ShareAllDescription({ documents }: { documents: Document[] }) {
  const contents = shareAllContents(documents);
  const noCards = verificationCards.every((c) => !latestOfType(documents, c.type));
  return noCards ? (
    <Trans>
      One link that lists your {contents}, for a dispatcher, a shop or a gate. It works for 24 hours. Your
      licence, registration and insurance are not among them: upload them above.
    </Trans>
  ) : (
    <Trans>
      One link that lists your {contents}, for a dispatcher, a shop or a gate. It works for 24 hours.
    </Trans>
  );
}

function VerificationCard({
  type,
  title,
  state,
  onShare,
}: {
  type: DocumentType;
  title: string;
  state: CardState;
  onShare: () => void;
}) {
  const style = stateStyle[state.kind];
  const Icon = style.icon;
  const doc: Document | null = state.kind === 'missing' ? null : state.document;
  const headingId = useId();
  const { t } = useLingui();
  return (
    <Card>
      <article aria-labelledby={headingId} className="grid gap-3 p-4">
        <div className="flex items-start gap-3">
          {doc ? (
            <DocumentPreview url={doc.fileUrl} contentType={doc.contentType} fileName={doc.fileName} />
          ) : null}
          <div className="grid min-w-0 flex-1 gap-1">
            <h3 id={headingId} className="font-semibold text-slate-900">
              {title}
            </h3>
            <div>
              <Badge tone={style.tone}>
                <Icon aria-hidden="true" className="h-3.5 w-3.5" />
                {state.label}
              </Badge>
            </div>
            {doc ? <p className="truncate text-xs text-slate-500">{doc.fileName}</p> : null}
            {state.kind === 'pending' ? (
              <p className="text-xs text-slate-600">
                <Trans>An operator is checking it.</Trans>
              </p>
            ) : state.kind === 'rejected' ? (
              <p className="text-xs text-red-700">
                {state.document.rejectionReason ?? <Trans>Please upload it again.</Trans>}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex gap-2">
          {state.kind === 'missing' || state.kind === 'rejected' ? (
            <CardUpload type={type} title={title} />
          ) : null}
          {doc ? (
            <Button variant="outline" className="flex-1" onClick={onShare} aria-label={t`Share ${title}`}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              <Trans>Share</Trans>
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

/** The card's upload: photos only (product/clients §5), sent at once with real progress. */
function CardUpload({ type, title }: { type: DocumentType; title: string }) {
  const { t } = useLingui();
  const inputId = useId();
  const upload = useUploadDocument();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toastUploadFailed(t`Choose a photo (PNG or JPG).`);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, documentType: type, onProgress: setProgress },
      {
        onSuccess: () => {
          setProgress(null);
          toastDocumentUploaded();
        },
        onError: (err) => {
          setProgress(null);
          toastUploadFailed(err);
        },
      },
    );
  };

  return (
    <div className="grid flex-1 gap-2">
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'primary',
          'md',
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        )}
        aria-disabled={upload.isPending || undefined}
      >
        {upload.isPending ? (
          <Spinner className="h-4 w-4 text-white" />
        ) : (
          <ImageUp aria-hidden="true" className="h-4 w-4" />
        )}
        <Trans>
          Upload<span className="sr-only"> {title}</span>
        </Trans>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          disabled={upload.isPending}
          onChange={choose}
        />
      </label>
      {progress !== null ? <UploadProgress value={progress} label={t`${title} upload progress`} /> : null}
    </div>
  );
}

/** Customer-flow sharing: a 24-hour link to the latest document of a type (or all), copy, or e-mail. */
function ProfileShareDialog({
  sharing,
  onClose,
}: {
  sharing: { target: DocumentType | 'all'; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const generate = useGenerateShareLink();
  const [emailTarget, setEmailTarget] = useState<ShareTarget | null>(null);
  const url =
    generate.data && typeof window !== 'undefined'
      ? `${window.location.origin}${sharedPagePath(generate.data.shareId)}`
      : null;

  const sharingTitle = sharing?.title ?? '';
  const yourTitle = sharing?.title ?? t`document`;
  const yourDocument = t`your ${yourTitle}`;
  const latestKind =
    sharing && sharing.target !== 'all' ? t(documentTypeMessages[sharing.target]) : t`document`;
  const close = () => {
    generate.reset();
    onClose();
  };

  return (
    <>
      <Dialog
        open={sharing !== null && emailTarget === null}
        onOpenChange={(open) => (open ? null : close())}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans>Share {sharingTitle}</Trans>
            </DialogTitle>
            <DialogDescription>
              {sharing?.target === 'all' ? (
                <Trans>One link listing all your current documents. It works for 24 hours.</Trans>
              ) : (
                <Trans>A link to your latest {latestKind}. It works for 24 hours.</Trans>
              )}
            </DialogDescription>
          </DialogHeader>
          {url && generate.data ? (
            <CopyLink
              url={url}
              copiedToast={{ title: t`Copied!`, description: t`Share link copied to clipboard` }}
            />
          ) : (
            <Button
              disabled={generate.isPending || !sharing}
              onClick={() =>
                sharing &&
                generate.mutate(
                  { documentType: sharing.target, expiresIn: '24h' },
                  {
                    onSuccess: () => toast({ title: t`Share link generated` }),
                    onError: () =>
                      toast({
                        title: t`Share link`,
                        description: t`Failed to generate share link. Please try again.`,
                        variant: 'destructive',
                      }),
                  },
                )
              }
            >
              {generate.isPending ? (
                <Spinner className="h-4 w-4 text-white" />
              ) : (
                <Link2 aria-hidden="true" className="h-4 w-4" />
              )}
              <Trans>Generate share link</Trans>
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => sharing && setEmailTarget({ documentType: sharing.target })}
            disabled={!sharing}
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            <Trans>Send by email</Trans>
          </Button>
        </DialogContent>
      </Dialog>
      <EmailShareDialog
        target={emailTarget}
        subject={sharing?.target === 'all' ? t`all your documents` : yourDocument}
        texts={profileEmailTexts}
        onClose={() => {
          setEmailTarget(null);
          close();
        }}
      />
    </>
  );
}
