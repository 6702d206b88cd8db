import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { serverTextIn } from '@web/i18n/server-text';
import { errorMessage, isApiError } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useDecideSigning, useSigningView } from '../api';
import { ReportView } from '../components/ConditionRecord';
import { SignaturePad } from '../components/SignaturePad';

/** /sign/:token: the report nobody was there to sign, for whoever holds the link (no account needed). */
export function SigningPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const view = useSigningView(token);
  const decide = useDecideSigning(token);
  const [name, setName] = useState('');
  const [strokes, setStrokes] = useState('');
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  useEffect(() => {
    document.title = t`Sign the condition report · Pathway`;
  }, [t]);
  if (view.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (view.isError)
    return isApiError(view.error, 404, 410) ? (
      <Card>
        <CardContent className="grid gap-2 pt-4">
          <h1 className="text-xl font-bold text-slate-900">
            <Trans>This link does not work</Trans>
          </h1>
          <p className="text-sm text-slate-700">
            {serverTextIn(errorMessage(view.error), () =>
              isApiError(view.error, 410)
                ? t`This signing link has expired. Ask the sender for a new one.`
                : t`This signing link does not exist. Ask the sender for a new one.`,
            )}
          </p>
        </CardContent>
      </Card>
    ) : (
      <QueryErrorRetry query={view} prefix={t`Could not load the report`} />
    );
  const v = view.data;
  const jobNumber = v.jobNumber;
  const vehicle = v.vehicle;
  const expires = formatDateTime(v.expiresAt);
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          {v.stage === 'pickup' ? (
            <Trans>{jobNumber}: the pickup report</Trans>
          ) : (
            <Trans>{jobNumber}: the delivery report</Trans>
          )}
        </h1>
        <p className="text-sm text-slate-600">
          {v.stage === 'pickup' ? (
            <Trans>
              {vehicle}. Nobody was there to sign when the driver picked the truck up: review the report, then
              sign it or say what is wrong. This link works until {expires}.
            </Trans>
          ) : (
            <Trans>
              {vehicle}. Nobody was there to sign when the driver left it: review the report, then sign it or
              say what is wrong. This link works until {expires}.
            </Trans>
          )}
        </p>
      </header>
      <Card>
        <CardContent className="pt-4">
          <ReportView report={v.report} vehicleType={v.vehicleType} />
        </CardContent>
      </Card>
      {v.status !== 'waiting' ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
          {v.status === 'signed' ? (
            <Trans>Signed. Thank you: the bill of lading now carries your signature.</Trans>
          ) : (
            <Trans>Your dispute was sent to Pathway, who will contact you.</Trans>
          )}
        </p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              {disputing ? <Trans>What is wrong with the report?</Trans> : <Trans>Sign the report</Trans>}
            </CardTitle>
            <CardDescription>
              <Trans>Electronic signatures are valid.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {decide.isError ? <ErrorAlert>{errorMessage(decide.error)}</ErrorAlert> : null}
            {disputing ? (
              <>
                <TextAreaField
                  label={t`What is wrong`}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
                <Button
                  disabled={!note.trim() || decide.isPending}
                  onClick={() => decide.mutate({ decision: 'dispute', note: note.trim() })}
                >
                  <Trans>Send the dispute</Trans>
                </Button>
                <Button variant="ghost" onClick={() => setDisputing(false)}>
                  <Trans>Back to signing</Trans>
                </Button>
              </>
            ) : (
              <>
                <TextField
                  label={t`Your name`}
                  autoComplete="name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
                <SignaturePad label={t`Your signature`} value={strokes} onChange={setStrokes} />
                <Button
                  disabled={!name.trim() || !strokes.includes('L') || decide.isPending}
                  onClick={() => decide.mutate({ decision: 'sign', signerName: name.trim(), strokes })}
                >
                  <Trans>Sign the report</Trans>
                </Button>
                <Button variant="outline" onClick={() => setDisputing(true)}>
                  <Trans>Something is wrong</Trans>
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
