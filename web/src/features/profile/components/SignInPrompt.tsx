import { SignInCard } from '@web/features/auth';
import { Link } from 'react-router';

export function SignInPrompt() {
  return (
    <SignInCard next="/profile" text="Sign in to see your profile, vehicles and documents.">
      <p className="text-sm text-slate-600">
        No account yet?{' '}
        <Link
          to={`/signup?next=${encodeURIComponent('/profile')}`}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Create one
        </Link>
      </p>
    </SignInCard>
  );
}
