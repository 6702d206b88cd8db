import type { SharedDocumentItem } from '@core/contracts/documents';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { apiErrorOf } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { CircleAlert, Expand, FileText, Printer, UserRound } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { documentsQueries } from '../api';
import { documentTypeMessages } from '../labels';
import { isImage } from '../status';

export const SHARED_LOAD_ERROR = msg`Failed to load the shared document. The link may be invalid or expired.`;

/** /shared-documents/{shareId}: standalone, no sign-in; what the link's holder may see (product/clients §2). */
export function SharedDocumentPage() {
  const { t } = useLingui();
  const { shareId = '' } = useParams();
  const shared = useQuery({ ...documentsQueries.shared(shareId), enabled: shareId !== '' });

  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-6 text-slate-900 print:bg-white">
      <main id="main" className="mx-auto grid w-full max-w-2xl gap-4">
        <p className="text-sm font-bold tracking-wide text-brand-700 print:hidden">
          <Trans>Pathway · Shared document</Trans>
        </p>
        {shared.isPending ? (
          <LoadingBlock label={t`Loading the shared document…`} />
        ) : shared.isError ? (
          <SharedError detail={sharedErrorDetail(shared.error)} />
        ) : shared.data.documents.length === 0 ? (
          <SharedError detail={t`There are no documents behind this link any more.`} />
        ) : (
          shared.data.documents.map((doc) => <SharedDocumentCard key={doc.documentUrl} doc={doc} />)
        )}
      </main>
    </div>
  );
}

function sharedErrorDetail(error: unknown): string | null {
  const parsed = apiErrorOf(error);
  // No answer at all (network): the page's own sentence says it.
  return parsed === null ? null : parsed.reason || t`Failed to load document`;
}

function SharedError({ detail }: { detail: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const close = () => {
    window.close();
    // A tab the person opened themselves cannot be closed by the page: go to the home page instead.
    navigate('/');
  };
  return (
    <Card role="alert" className="border-red-200">
      <CardHeader className="flex flex-row items-center gap-2">
        <CircleAlert aria-hidden="true" className="h-5 w-5 text-red-600" />
        <CardTitle>
          <Trans>Error</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-700">{t(SHARED_LOAD_ERROR)}</p>
        {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
        <Button variant="outline" onClick={close}>
          <Trans>Close</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

function SharedDocumentCard({ doc }: { doc: SharedDocumentItem }) {
  const { t } = useLingui();
  const label = t(documentTypeMessages[doc.documentType]);
  const owner = doc.ownerName;
  const fileName = doc.fileName;
  return (
    <Card>
      <CardHeader className="grid gap-2">
        <div>
          <Badge tone="brand">{label}</Badge>
        </div>
        <CardTitle className="break-all">{doc.fileName}</CardTitle>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <UserRound aria-hidden="true" className="h-4 w-4" />
          <Trans>Shared by {owner}</Trans>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isImage(doc.contentType) ? (
          <img
            src={doc.documentUrl}
            alt={t`${label}: ${fileName}`}
            className="max-h-[60vh] w-full rounded-xl bg-slate-50 object-contain"
          />
        ) : (
          <div className="flex flex-col items-center justify-center gap-2 rounded-xl bg-red-50 py-10 text-red-700">
            <FileText aria-hidden="true" className="h-12 w-12" />
            <span className="text-sm font-semibold">
              <Trans>PDF document</Trans>
            </span>
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">
            <Trans>File name</Trans>
          </dt>
          <dd className="break-all font-medium">{doc.fileName}</dd>
          <dt className="text-slate-500">
            <Trans>Document type</Trans>
          </dt>
          <dd className="font-medium">{label}</dd>
          <dt className="text-slate-500">
            <Trans>Link expires</Trans>
          </dt>
          <dd className="font-medium">{formatDateTime(doc.expiresAt)}</dd>
        </dl>
        <div className="flex gap-2 print:hidden">
          <Button variant="outline" className="flex-1" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" />
            <Trans>Print</Trans>
          </Button>
          <a
            href={doc.documentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'md', 'flex-1')}
          >
            <Expand aria-hidden="true" className="h-4 w-4" />
            <Trans>View Full Size</Trans>
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
