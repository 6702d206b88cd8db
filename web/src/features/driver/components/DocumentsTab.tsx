import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  if (days < 0) return { text: t`Expired ${date}`, tone: 'text-red-700' };
  if (days <= 30)
    return {
      text: plural(days, {
        one: `Expires ${date} (in # day)`,
        other: `Expires ${date} (in # days)`,
      }),
      tone: 'text-amber-800',
    };
  return { text: t`Expires ${date}`, tone: 'text-slate-700' };
}

/** The Documents tab: the licence on file with its expiry; the rest lives in My Documents. */
export function DocumentsTab() {
  const { t } = useLingui();
  const profile = useDriverProfile();
  const licence = profile.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText aria-hidden="true" className="h-5 w-5 text-brand-600" />
          <Trans>Documents</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The documents a gate guard or dispatcher may ask for.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <section
          className="grid gap-1 rounded-xl border border-slate-200 p-3"
          aria-label={t`Driver's licence`}
        >
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Driver's License</Trans>
          </h3>
          {profile.isPending ? (
            <Skeleton className="h-10" />
          ) : licence?.licenseNumber && licence.licenseExpiresOn ? (
            <>
              <LicenceLine
                licenceClass={licence.licenseClass ?? ''}
                state={licence.licenseState ?? ''}
                number={licence.licenseNumber}
              />
              <p className={`text-sm font-medium ${expiryText(licence.licenseExpiresOn).tone}`}>
                {expiryText(licence.licenseExpiresOn).text}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>
                No licence on file.{' '}
                <Link
                  to="/profile#driver-verification"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  Add it in driver verification
                </Link>
              </Trans>
            </p>
          )}
        </section>
        <section
          className="grid gap-1 rounded-xl border border-slate-200 p-3"
          aria-label={t`Medical certificate`}
        >
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Medical Certificate</Trans>
          </h3>
          <MedicalCertificate />
        </section>
        <Link to="/documents" className={buttonClasses('outline', 'lg')}>
          <Trans>Open My Documents</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}

const reviewText = {
  verified: msg`Verified`,
  rejected: msg`Rejected: upload it again`,
  pending: msg`Waiting for review`,
  missing: null,
} as const;

function LicenceLine({
  licenceClass,
  state,
  number,
}: {
  licenceClass: string;
  state: string;
  number: string;
}) {
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        Class {licenceClass} · {state} {number}
      </Trans>
    </p>
  );
}

/** The newest medical certificate uploaded in My Documents, with its review state and expiry. */
function MedicalCertificate() {
  const { t } = useLingui();
  const me = useMe().data;
  const documents = useQuery({ ...documentsQueries.list(me?.id ?? ''), enabled: Boolean(me) });
  if (documents.isPending) return <Skeleton className="h-10" />;
  if (documents.isError)
    return <QueryErrorRetry query={documents} prefix={t`Could not load your documents`} />;
  const certificate = latestOfType(documents.data, 'medical');
  if (!certificate) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          No medical certificate on file.{' '}
          <Link to="/documents" className="font-semibold text-brand-700 underline underline-offset-4">
            Upload it in My Documents
          </Link>
        </Trans>
      </p>
    );
  }
  const reviewMessage = reviewText[cardState(certificate, '').kind];
  const review = reviewMessage ? t(reviewMessage) : '';
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
        <p className="text-sm text-slate-600">
          <Trans>No expiry date given.</Trans>
        </p>
      )}
    </>
  );
}
