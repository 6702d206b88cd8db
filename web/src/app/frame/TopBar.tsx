import { useLingui } from '@lingui/react/macro';
import { SubscriptionBadge } from '@web/features/subscriptions';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';
import type { AgentPosition } from './agentPosition';
import { Clock } from './Clock';

/** Brand, clock and subscription badge; keeps room for the floating assistant on its side. */
export function TopBar({ agentSide }: { agentSide: AgentPosition }) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 bg-brand-900 pt-[env(safe-area-inset-top)] text-white shadow">
      <div
        className={cn(
          'mx-auto flex h-14 w-full max-w-3xl items-center justify-between gap-2 px-4',
          agentSide === 'right' ? 'pr-[4.75rem] lg:pr-4' : 'pl-[4.75rem] lg:pl-4',
        )}
      >
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to="/"
            aria-label={t`Pathway home`}
            className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <span
              aria-hidden="true"
              className="hidden h-8 w-8 items-center justify-center rounded-lg bg-accent-500 text-base text-brand-900 min-[380px]:flex"
              translate="no"
            >
              P
            </span>
            <span aria-hidden="true" translate="no" className="hidden min-[480px]:inline">
              Pathway
            </span>
          </Link>
          <Clock />
        </div>
        <SubscriptionBadge />
      </div>
    </header>
  );
}
