import { Trans } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';
import { loginPathFor } from '../next';

/**
 * "Sign in to …" within a part of a page that needs an account (a panel, a popover); signing in comes
 * back to `next`. A whole page that needs one shows SignInCard instead.
 */
export function SignInLine({ next, text, className }: { next: string; text: string; className?: string }) {
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      <Link to={loginPathFor(next)} className="font-semibold text-brand-700 underline">
        <Trans>Sign in</Trans>
      </Link>{' '}
      {text}
    </p>
  );
}
