import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage, isApiError } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useDecideSigning, useSigningView } from '../api';
import { ReportView } from '../components/ConditionRecord';
import { SignaturePad } from '../components/SignaturePad';

/** /sign/:token: the report nobody was there to sign, for whoever holds the link (no account needed). */
export function SigningPage() {
  const { token = '' } = useParams();
  const view = useSigningView(token);
  const decide = useDecideSigning(token);
  const [name, setName] = useState('');
  const [strokes, setStrokes] = useState('');
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  useEffect(() => {
    document.title = 'Sign the condition report · Pathway';
  }, []);
  if (view.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (view.isError)
    return isApiError(view.error, 404, 410) ? (
      <Card>
        <CardContent className="grid gap-2 pt-4">
          <h1 className="text-xl font-bold text-slate-900">This link does not work</h1>
          <p className="text-sm text-slate-700">{errorMessage(view.error)}</p>
        </CardContent>
      </Card>
    ) : (
      <QueryErrorRetry query={view} prefix="Could not load the report" />
    );
  const v = view.data;
  const stageWord = v.stage === 'pickup' ? 'pickup' : 'delivery';
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          {v.jobNumber}: the {stageWord} report
        </h1>
        <p className="text-sm text-slate-600">
          {v.vehicle}. Nobody was there to sign when the driver{' '}
          {v.stage === 'pickup' ? 'picked the truck up' : 'left it'}: review the report, then sign it or say
          what is wrong. This link works until {formatDateTime(v.expiresAt)}.
        </p>
      </header>
      <Card>
        <CardContent className="pt-4">
          <ReportView report={v.report} vehicleType={v.vehicleType} />
        </CardContent>
      </Card>
      {v.status !== 'waiting' ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
          {v.status === 'signed'
            ? 'Signed. Thank you: the bill of lading now carries your signature.'
            : 'Your dispute was sent to Pathway, who will contact you.'}
        </p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{disputing ? 'What is wrong with the report?' : 'Sign the report'}</CardTitle>
            <CardDescription>Electronic signatures are valid.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {decide.isError ? <ErrorAlert>{errorMessage(decide.error)}</ErrorAlert> : null}
            {disputing ? (
              <>
                <TextAreaField label="What is wrong" value={note} onChange={(e) => setNote(e.target.value)} />
                <Button
                  disabled={!note.trim() || decide.isPending}
                  onClick={() => decide.mutate({ decision: 'dispute', note: note.trim() })}
                >
                  Send the dispute
                </Button>
                <Button variant="ghost" onClick={() => setDisputing(false)}>
                  Back to signing
                </Button>
              </>
            ) : (
              <>
                <TextField
                  label="Your name"
                  autoComplete="name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
                <SignaturePad label="Your signature" value={strokes} onChange={setStrokes} />
                <Button
                  disabled={!name.trim() || !strokes.includes('L') || decide.isPending}
                  onClick={() => decide.mutate({ decision: 'sign', signerName: name.trim(), strokes })}
                >
                  Sign the report
                </Button>
                <Button variant="outline" onClick={() => setDisputing(true)}>
                  Something is wrong
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
