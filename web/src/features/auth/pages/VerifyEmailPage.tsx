import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { serverTextIn } from '@web/i18n/server-text';
import { errorMessage } from '@web/lib/queryClient';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmail } from '../verification-api';

/**
 * /verify-email?token=…: the page the e-mailed link opens. It confirms at once (the link is the
 * person's proof; no form), once per visit, signed in or not.
 */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {confirm.isSuccess ? (
            <CircleCheck aria-hidden="true" className="h-6 w-6 text-green-700" />
          ) : failed ? (
            <CircleAlert aria-hidden="true" className="h-6 w-6 text-red-700" />
          ) : null}
          <Trans>Confirm your e-mail address</Trans>
        </h1>
      </CardHeader>
      <CardContent className="grid gap-4" aria-live="polite">
        {confirm.isSuccess ? (
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          >
            {confirm.data.message}{' '}
            <Trans>
              You can now pay for moves, accept jobs, share documents by e-mail and receive payouts.
            </Trans>
          </p>
        ) : failed ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {token
              ? serverTextIn(
                  errorMessage(confirm.error),
                  () =>
                    t`This confirmation link has expired or was already used. Send a new one from your profile.`,
                )
              : t`This link is incomplete. Open it again from the e-mail, or send a new one from your profile.`}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="h-4 w-4" /> <Trans>Confirming…</Trans>
          </p>
        )}
        <Button asChild variant={confirm.isSuccess ? 'primary' : 'outline'}>
          <Link to="/profile">
            {confirm.isSuccess ? t`Go to your profile` : t`Send a new link from your profile`}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
