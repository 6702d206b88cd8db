import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { DAYS_LEFT_WARNING, daysLeft, useUserSubscription } from '../api';

const badgeClass =
  'inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Premium (to the plans) or Premium Active (to premium features, with days left near the end). */
export function SubscriptionBadge() {
  const { t } = useLingui();
  const { data, isPending } = useUserSubscription();
  if (isPending) return null;

  if (!data?.hasActiveSubscription) {
    return (
      <Link
        to="/subscriptions"
        className={cn(badgeClass, 'bg-accent-500 text-slate-950 hover:bg-accent-400')}
      >
        <Crown aria-hidden="true" className="hidden h-3.5 w-3.5 min-[420px]:block" />
        <Trans>Premium</Trans>
      </Link>
    );
  }

  const left = daysLeft(data.expiresAt);
  const warn = left !== null && left < DAYS_LEFT_WARNING;
  return (
    <Link
      to="/premium-features"
      className={cn(badgeClass, 'bg-emerald-500 text-white hover:bg-emerald-400')}
      aria-label={
        warn ? t`Premium Active, ${plural(left, { one: '# day', other: '# days' })} left` : undefined
      }
    >
      <Crown aria-hidden="true" className="hidden h-3.5 w-3.5 min-[420px]:block" />
      <Trans>Premium Active</Trans>
      {warn ? (
        <span className="rounded-full bg-white/25 px-1.5 py-0.5 text-[10px]">
          <Trans>{left}d left</Trans>
        </span>
      ) : null}
    </Link>
  );
}
