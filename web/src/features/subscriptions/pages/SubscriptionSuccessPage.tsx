import type { SubscriptionPlan } from '@core/contracts/subscriptions';
import { parsePlanFeatures } from '@core/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { loginPathFor, useMe } from '@web/features/auth';
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
          ? { title: 'Free Trial Started', description: 'Welcome to Pathway Premium.' }
          : { title: 'Subscription Activated', description: 'Welcome to Pathway Premium.' },
      );
    }
  }, [active, trial]);

  return (
    <div className="grid place-items-center bg-brand-900 p-4">
      <Card className="w-full max-w-md text-center">
        {status.isPending || me.isPending ? (
          <CardContent className="pt-6">
            <LoadingBlock label="Checking your subscription…" />
          </CardContent>
        ) : status.isError ? (
          <CardContent className="pt-6">
            <QueryErrorRetry query={status} prefix="We could not check your subscription" />
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
  const features = parsePlanFeatures(plan.features);
  return (
    <>
      <CardHeader className="items-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-500" />
        <CardTitle>{trial ? 'Your free trial has started' : 'Subscription Successful!'}</CardTitle>
        <CardDescription>{activationText(trial, longDate(endsAt), pricePerInterval(plan))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1 rounded-xl bg-slate-50 p-4 text-left text-sm">
          <p className="font-semibold text-slate-900">{plan.name}</p>
          <p className="text-slate-700">{pricePerInterval(plan)}</p>
          {features.length > 0 ? (
            <p className="text-slate-600">
              {features.slice(0, 3).join(', ')}
              {features.length > 3 ? ` +${features.length - 3} more features` : ''}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Link to="/" className={buttonClasses('primary')}>
            Go to Dashboard
          </Link>
          <Link to="/subscriptions" className={buttonClasses('outline')}>
            View Subscription
          </Link>
        </div>
      </CardContent>
    </>
  );
}

/** Reached without a subscription that is active: nothing was activated, and here is how to subscribe. */
function NotSubscribed({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <CardHeader className="items-center">
        <CircleAlert aria-hidden="true" className="mx-auto h-14 w-14 text-amber-500" />
        <CardTitle>No active subscription</CardTitle>
        <CardDescription>
          {signedIn
            ? 'This account has no active subscription, so nothing was activated. Choose a plan to subscribe.'
            : 'Sign in to see your subscription.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {signedIn ? (
          <Link to="/subscriptions" className={buttonClasses('primary')}>
            See the plans
          </Link>
        ) : (
          <Link to={loginPathFor('/subscription-success')} className={buttonClasses('primary')}>
            Sign in
          </Link>
        )}
      </CardContent>
    </>
  );
}
