import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../next';
import { WithMe } from './WithMe';

/**
 * Operator pages: sign-in prompt for visitors, a refusal for other accounts, a way to set up a second
 * factor for an operator signed in without one, the page for operators.
 */
export function OperatorGate({
  path,
  signInText,
  children,
}: {
  path: string;
  signInText?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const text = signInText ?? t`Sign in with an operator account.`;
  return (
    <WithMe>
      {(me) => {
        if (!me)
          return (
            <Card>
              <CardContent className="grid gap-3 pt-5">
                <p className="text-sm text-slate-700">{text}</p>
                <Link to={loginPathFor(path)} className={buttonClasses('primary', 'md')}>
                  <Trans>Sign in</Trans>
                </Link>
              </CardContent>
            </Card>
          );
        if (!me.isAdmin)
          return (
            <Card>
              <CardContent className="grid justify-items-center gap-2 py-8 text-center">
                <ShieldAlert aria-hidden="true" className="h-10 w-10 text-slate-400" />
                <h2 className="text-lg font-semibold text-slate-900">
                  <Trans>Operators only</Trans>
                </h2>
                <p className="text-sm text-slate-600">
                  <Trans>This page is for Pathway operators. Your account does not have access.</Trans>
                </p>
                <Link to="/" className={buttonClasses('outline', 'md')}>
                  <Trans>Back to Home</Trans>
                </Link>
              </CardContent>
            </Card>
          );
        if (me.secondFactorNeeded)
          return (
            <Card>
              <CardContent className="grid justify-items-center gap-2 py-8 text-center">
                <ShieldCheck aria-hidden="true" className="h-10 w-10 text-brand-600" />
                <h2 className="text-lg font-semibold text-slate-900">
                  <Trans>Set up two-factor sign-in first</Trans>
                </h2>
                <p className="text-sm text-slate-600">
                  <Trans>
                    Operators can refund, suspend and move drivers' pay, so the console opens only for a
                    sign-in confirmed with a passkey or an authenticator app. Set one up in your profile, then
                    come back.
                  </Trans>
                </p>
                <Link to="/profile#security" className={buttonClasses('primary', 'md')}>
                  <Trans>Set up two-factor sign-in</Trans>
                </Link>
              </CardContent>
            </Card>
          );
        return children;
      }}
    </WithMe>
  );
}
