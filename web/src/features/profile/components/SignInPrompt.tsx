import { Trans, useLingui } from '@lingui/react/macro';
import { SignInCard } from '@web/features/auth';
import { Link } from 'react-router';

export function SignInPrompt() {
  const { t } = useLingui();
  return (
    <SignInCard next="/profile" text={t`Sign in to see your profile, vehicles and documents.`}>
      <p className="text-sm text-slate-600">
        <Trans>
          No account yet?{' '}
          <Link
            to={`/signup?next=${encodeURIComponent('/profile')}`}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Create one
          </Link>
        </Trans>
      </p>
    </SignInCard>
  );
}
