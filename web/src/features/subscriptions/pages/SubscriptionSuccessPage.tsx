import type { SubscriptionPlan } from '@core/contracts/subscriptions';
import { parsePlanFeatures } from '@core/subscriptions';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { loginPathFor, useMe } from '@web/features/auth';
import { referenceText } from '@web/i18n/reference';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { longDate, subscriptionKeys, useUserSubscription } from '../api';
import { activationText, pricePerInterval } from '../format';

/**
 * /subscription-success (bare layout): the plan the server says is active now. Anyone else (signed out,
 * or an account without an active subscription) is told so and shown the way to subscribe.
 */
export function SubscriptionSuccessPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = useMe();
  const status = useUserSubscription({ retry: 1 });
  const active = status.data?.hasActiveSubscription === true;
  const toasted = useRef(false);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
  }, [queryClient]);
  const trial = Boolean(status.data?.subscription?.isTrial);
  useEffect(() => {
    if (active && !toasted.current) {
      toasted.current = true;
      toast(
        trial
          ? { title: t`Free Trial Started`, description: t`Welcome to Pathway Premium.` }
          : { title: t`Subscription Activated`, description: t`Welcome to Pathway Premium.` },
      );
    }
  }, [active, trial, t]);

  return (
    <div className="grid place-items-center bg-brand-900 p-4">
      <Card className="w-full max-w-md text-center">
        {status.isPending || me.isPending ? (
          <CardContent className="pt-6">
            <LoadingBlock label={t`Checking your subscription…`} />
          </CardContent>
        ) : status.isError ? (
          <CardContent className="pt-6">
            <QueryErrorRetry query={status} prefix={t`We could not check your subscription`} />
          </CardContent>
        ) : active && status.data.plan ? (
          <Activated plan={status.data.plan} trial={trial} endsAt={status.data.expiresAt} />
        ) : (
          <NotSubscribed signedIn={Boolean(me.data)} />
        )}
      </Card>
    </div>
  );
}

function Activated({
  plan,
  trial,
  endsAt,
}: {
  plan: SubscriptionPlan;
  trial: boolean;
  endsAt: string | null;
}) {
  const { t } = useLingui();
  const features = parsePlanFeatures(plan.features).map(referenceText);
  const more = features.length - 3;
  return (
    <>
      <CardHeader className="items-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-500" />
        <CardTitle>{trial ? t`Your free trial has started` : t`Subscription Successful!`}</CardTitle>
        <CardDescription>{activationText(trial, longDate(endsAt), pricePerInterval(plan))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1 rounded-xl bg-slate-50 p-4 text-left text-sm">
          <p className="font-semibold text-slate-900">{referenceText(plan.name)}</p>
          <p className="text-slate-700">{pricePerInterval(plan)}</p>
          {features.length > 0 ? (
            <p className="text-slate-600">
              {features.slice(0, 3).join(', ')}
              {more > 0 ? ` ${plural(more, { one: '+# more feature', other: '+# more features' })}` : ''}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Link to="/" className={buttonClasses('primary')}>
            <Trans>Go to Dashboard</Trans>
          </Link>
          <Link to="/subscriptions" className={buttonClasses('outline')}>
            <Trans>View Subscription</Trans>
          </Link>
        </div>
      </CardContent>
    </>
  );
}

/** Reached without a subscription that is active: nothing was activated, and here is how to subscribe. */
function NotSubscribed({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <CardHeader className="items-center">
        <CircleAlert aria-hidden="true" className="mx-auto h-14 w-14 text-amber-500" />
        <CardTitle>
          <Trans>No active subscription</Trans>
        </CardTitle>
        <CardDescription>
          {signedIn
            ? t`This account has no active subscription, so nothing was activated. Choose a plan to subscribe.`
            : t`Sign in to see your subscription.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {signedIn ? (
          <Link to="/subscriptions" className={buttonClasses('primary')}>
            <Trans>See the plans</Trans>
          </Link>
        ) : (
          <Link to={loginPathFor('/subscription-success')} className={buttonClasses('primary')}>
            <Trans>Sign in</Trans>
          </Link>
        )}
      </CardContent>
    </>
  );
}
