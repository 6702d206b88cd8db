import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../next';

/** "Please Sign In" for a page that needs an account; signing in comes back to `next`. */
export function SignInCard({ next, text, children }: { next: string; text: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="grid gap-3 pt-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Please Sign In</Trans>
        </h1>
        <p className="text-sm text-slate-600">{text}</p>
        <Link to={loginPathFor(next)} className={buttonClasses('primary', 'lg')}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          <Trans>Sign In</Trans>
        </Link>
        {children}
      </CardContent>
    </Card>
  );
}
