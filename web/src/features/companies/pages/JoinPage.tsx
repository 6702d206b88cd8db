import type { InvitationView } from '@core/contracts/companies';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EMAIL_UNVERIFIED_CODE, loginPathFor, ResendEmailLink, useMe, useSignOut } from '@web/features/auth';
import { apiErrorOf, errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { Building2 } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { useAcceptInvitation, useInvitation } from '../api';
import { roleDescriptions, roleLabels } from '../roles';

/** Signed in: accept as this account (the server checks the address), or sign out to use another. */
function Accept({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { t } = useLingui();
  const accept = useAcceptInvitation(token);
  const signOut = useSignOut();
  const me = useMe().data;
  if (accept.isSuccess) return <Navigate to="/company" replace />;
  const refusal = apiErrorOf(accept.error);
  const otherAddress = me && me.email.toLowerCase() !== invitation.email;
  const invited = invitation.email;
  const company = invitation.companyName;
  return (
    <div className="grid gap-3">
      {accept.isError ? <ErrorAlert>{errorMessage(accept.error)}</ErrorAlert> : null}
      {refusal?.code === EMAIL_UNVERIFIED_CODE ? <ResendEmailLink /> : null}
      {otherAddress ? (
        <p className="text-sm text-amber-900">
          {t`You are signed in as ${me.email}; this invitation is for ${invited}.`}
        </p>
      ) : null}
      <Button size="lg" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? t`Joining…` : t`Join ${company}`}
      </Button>
      {otherAddress ? (
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <Trans>Sign out to use {invited}</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** Who invited whom, with which role and what it allows. */
function InvitedAs({ by, email, role, allows }: { by: string; email: string; role: string; allows: string }) {
  return (
    <Trans>
      {by} invited {email} as <strong>{role}</strong>: {allows}.
    </Trans>
  );
}

/** /join/:token: an invitation to a company; sign in or sign up with the invited address, then accept. */
export function JoinPage() {
  const { t, i18n } = useLingui();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const me = useMe();
  const here = `/join/${encodeURIComponent(token)}`;
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="grid gap-4 pt-6">
        <QueryGate
          query={invitation}
          loadingLabel={t`Opening the invitation…`}
          errorPrefix={t`This invitation cannot be used`}
        >
          {(view) => (
            <>
              <div className="grid gap-2 text-center">
                <Building2 aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600" />
                <h1 className="text-2xl font-bold text-slate-900">{t`Join ${view.companyName}`}</h1>
                <p className="text-sm text-slate-600">
                  <InvitedAs
                    by={view.invitedBy}
                    email={view.email}
                    role={i18n._(roleLabels[view.role])}
                    allows={i18n._(roleDescriptions[view.role])}
                  />
                </p>
                <p className="text-xs text-slate-500">{t`Open until ${formatDate(view.expiresAt)}.`}</p>
              </div>
              <QueryGate
                query={me}
                loadingLabel={t`Checking your account…`}
                errorPrefix={t`We could not check your account`}
              >
                {(account) =>
                  account ? (
                    <Accept token={token} invitation={view} />
                  ) : (
                    <div className="grid gap-2">
                      <p className="text-sm text-slate-700">
                        {t`Sign in with ${view.email}, or create your account with that address, then join.`}
                      </p>
                      <Link
                        to={`/signup?next=${encodeURIComponent(here)}`}
                        className={buttonClasses('primary', 'lg')}
                      >
                        <Trans>Create account</Trans>
                      </Link>
                      <Link to={loginPathFor(here)} className={buttonClasses('outline', 'lg')}>
                        <Trans>Sign in</Trans>
                      </Link>
                    </div>
                  )
                }
              </QueryGate>
            </>
          )}
        </QueryGate>
      </CardContent>
    </Card>
  );
}
