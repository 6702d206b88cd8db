import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/features/auth';
import { cardState, documentsQueries, latestOfType } from '@web/features/documents';
import { useDriverProfile } from '@web/features/driver-verification';
import { formatDate } from '@web/lib/time';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';

const DAY_MS = 86_400_000;

function expiryText(expiresOn: string, now = Date.now()): { text: string; tone: string } {
  const days = Math.floor((Date.parse(`${expiresOn}T23:59:59Z`) - now) / DAY_MS);
  const date = formatDate(`${expiresOn}T12:00:00Z`, 'UTC');
  if (days < 0) return { text: `Expired ${date}`, tone: 'text-red-700' };
  if (days <= 30) return { text: `Expires ${date} (in ${days} days)`, tone: 'text-amber-800' };
  return { text: `Expires ${date}`, tone: 'text-slate-700' };
}

/** The Documents tab: the licence on file with its expiry; the rest lives in My Documents. */
export function DocumentsTab() {
  const profile = useDriverProfile();
  const licence = profile.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText aria-hidden="true" className="h-5 w-5 text-brand-600" />
          Documents
        </CardTitle>
        <CardDescription>The documents a gate guard or dispatcher may ask for.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <section className="grid gap-1 rounded-xl border border-slate-200 p-3" aria-label="Driver's licence">
          <h3 className="text-sm font-semibold text-slate-900">Driver&apos;s License</h3>
          {profile.isPending ? (
            <Skeleton className="h-10" />
          ) : licence?.licenseNumber && licence.licenseExpiresOn ? (
            <>
              <p className="text-sm text-slate-700">
                Class {licence.licenseClass} · {licence.licenseState} {licence.licenseNumber}
              </p>
              <p className={`text-sm font-medium ${expiryText(licence.licenseExpiresOn).tone}`}>
                {expiryText(licence.licenseExpiresOn).text}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-600">
              No licence on file.{' '}
              <Link
                to="/profile#driver-verification"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                Add it in driver verification
              </Link>
            </p>
          )}
        </section>
        <section
          className="grid gap-1 rounded-xl border border-slate-200 p-3"
          aria-label="Medical certificate"
        >
          <h3 className="text-sm font-semibold text-slate-900">Medical Certificate</h3>
          <MedicalCertificate />
        </section>
        <Link to="/documents" className={buttonClasses('outline', 'lg')}>
          Open My Documents
        </Link>
      </CardContent>
    </Card>
  );
}

const reviewText = {
  verified: 'Verified',
  rejected: 'Rejected: upload it again',
  pending: 'Waiting for review',
  missing: '',
} as const;

/** The newest medical certificate uploaded in My Documents, with its review state and expiry. */
function MedicalCertificate() {
  const me = useMe().data;
  const documents = useQuery({ ...documentsQueries.list(me?.id ?? ''), enabled: Boolean(me) });
  if (documents.isPending) return <Skeleton className="h-10" />;
  if (documents.isError) return <QueryErrorRetry query={documents} prefix="Could not load your documents" />;
  const certificate = latestOfType(documents.data, 'medical');
  if (!certificate) {
    return (
      <p className="text-sm text-slate-600">
        No medical certificate on file.{' '}
        <Link to="/documents" className="font-semibold text-brand-700 underline underline-offset-4">
          Upload it in My Documents
        </Link>
      </p>
    );
  }
  const review = reviewText[cardState(certificate, '').kind];
  return (
    <>
      <p className="text-sm text-slate-700">
        {certificate.fileName} · {review}
      </p>
      {certificate.expiresOn ? (
        <p className={`text-sm font-medium ${expiryText(certificate.expiresOn).tone}`}>
          {expiryText(certificate.expiresOn).text}
        </p>
      ) : (
        <p className="text-sm text-slate-600">No expiry date given.</p>
      )}
    </>
  );
}
