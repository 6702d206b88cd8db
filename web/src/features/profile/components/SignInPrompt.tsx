import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { loginPathFor } from '@web/features/auth/next';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';

export function SignInPrompt() {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="grid gap-3 pt-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Please Sign In</h1>
        <p className="text-sm text-slate-600">Sign in to see your profile, vehicles and documents.</p>
        <Link to={loginPathFor('/profile')} className={buttonClasses('primary', 'lg')}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          Sign In
        </Link>
        <p className="text-sm text-slate-600">
          No account yet?{' '}
          <Link
            to={`/signup?next=${encodeURIComponent('/profile')}`}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Create one
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
