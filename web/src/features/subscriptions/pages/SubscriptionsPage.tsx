import type { SubscriptionPlan } from '@core/contracts/subscriptions';
import { COMMISSION_PERCENT_SUBSCRIBED, COMMISSION_PERCENT_TRIAL } from '@core/money';
import { ANNUAL_DISCOUNT_PERCENT, type PlanInterval, TRIAL_DAYS } from '@core/subscriptions';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { loginPathFor, useMe } from '@web/features/auth';
import { referenceText } from '@web/i18n/reference';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { Crown, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { longDate, useCreateSubscription, usePlans, useUserSubscription } from '../api';
import { ManageSubscription } from '../components/ManageSubscription';
import { PlanFeatures } from '../components/PlanFeatures';
import { PlansLoadError } from '../components/PlansLoadError';
import { checkoutSummary, plansFor, pricePerInterval, rememberCheckout, subscribePath } from '../format';

/** What a plan card offers: to subscribe, nothing (it is the subscriber's own plan), or how to change. */
export type PlanOffer = { kind: 'subscribe' } | { kind: 'current' } | { kind: 'change'; after: string };

function PlanCard({
  plan,
  offer,
  busy,
  disabled,
  onChoose,
}: {
  plan: SubscriptionPlan;
  offer: PlanOffer;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useLingui();
  const current = offer.kind === 'current';
  const planName = referenceText(plan.name);
  const after = offer.kind === 'change' ? offer.after : '';
  return (
    <Card
      className={cn('flex flex-col', current && 'border-2 border-emerald-500')}
      aria-labelledby={`plan-${plan.id}`}
      aria-current={current ? 'true' : undefined}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={`plan-${plan.id}`}>{referenceText(plan.name)}</CardTitle>
          <span className="flex gap-1">
            {current ? (
              <Badge tone="success">
                <Trans>Your current plan</Trans>
              </Badge>
            ) : null}
            <Badge tone={plan.audience === 'driver' ? 'brand' : 'neutral'}>
              {plan.audience === 'driver' ? t`Drivers` : t`Clients`}
            </Badge>
          </span>
        </div>
        <CardDescription>{referenceText(plan.description)}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-between gap-4">
        <div className="grid gap-3">
          <p className="text-3xl font-extrabold text-slate-900">{pricePerInterval(plan)}</p>
          <p className="text-xs text-slate-500">
            {plan.interval === 'annual' ? (
              <Trans>{TRIAL_DAYS}-day free trial, then billed every year.</Trans>
            ) : (
              <Trans>{TRIAL_DAYS}-day free trial, then billed every month.</Trans>
            )}
          </p>
          <PlanFeatures features={plan.features} />
        </div>
        {offer.kind === 'current' ? (
          <p className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
            <Trans>You are on this plan. Manage it under Your subscription above.</Trans>
          </p>
        ) : offer.kind === 'change' ? (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            {after ? (
              <Trans>
                To switch to this plan, turn off auto-renew on your current plan; you can subscribe to this
                one when it ends on {after}.
              </Trans>
            ) : (
              <Trans>
                To switch to this plan, turn off auto-renew on your current plan; you can subscribe to this
                one when it ends.
              </Trans>
            )}
          </p>
        ) : (
          <Button
            variant="accent"
            onClick={onChoose}
            disabled={disabled}
            aria-label={t`Subscribe Now to ${planName}`}
          >
            {busy ? t`Processing...` : t`Subscribe Now`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /subscriptions: plans by billing interval, Subscribe Now, Contact Sales; the subscriber's own plan
 * first, marked on its card, and the other plans saying how to change to them (no second subscription).
 */
export function SubscriptionsPage() {
  const { t } = useLingui();
  const plans = usePlans();
  const me = useMe();
  const status = useUserSubscription();
  const create = useCreateSubscription();
  const navigate = useNavigate();
  const [chosenInterval, setInterval] = useState<PlanInterval | null>(null);
  // A subscriber first sees the billing interval of their own plan.
  const interval: PlanInterval =
    chosenInterval ?? (status.data?.hasActiveSubscription ? status.data.plan?.interval : null) ?? 'monthly';
  const [choosing, setChoosing] = useState<number | null>(null);

  if (plans.isPending) return <LoadingBlock label={t`Loading plans…`} />;
  if (plans.isError) {
    return <PlansLoadError />;
  }

  const subscribed = Boolean(status.data?.hasActiveSubscription);
  const currentPlanId = subscribed ? (status.data?.plan?.id ?? null) : null;
  const offerFor = (plan: SubscriptionPlan): PlanOffer =>
    !subscribed
      ? { kind: 'subscribe' }
      : plan.id === currentPlanId
        ? { kind: 'current' }
        : { kind: 'change', after: longDate(status.data?.expiresAt) };
  const role = me.data?.role;
  const shown = plansFor(plans.data, interval).filter((p) => !role || p.audience === role);

  const choose = (plan: SubscriptionPlan) => {
    if (!me.data) {
      navigate(loginPathFor('/subscriptions'));
      return;
    }
    setChoosing(plan.id);
    const planName = referenceText(plan.name);
    toast({ title: t`${planName} selected`, description: t`Taking you to secure checkout…` });
    create.mutate(plan.id, {
      onSuccess: (checkout) => {
        rememberCheckout(checkout.subscriptionId, checkoutSummary(checkout, pricePerInterval(checkout.plan)));
        navigate(subscribePath(checkout));
      },
      onError: (err) => {
        setChoosing(null);
        toast({
          title: t`Could not start your subscription`,
          description: errorMessage(err),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-2 text-center">
        <Crown aria-hidden="true" className="mx-auto h-8 w-8 text-accent-500" />
        <h1 className="text-2xl font-extrabold text-slate-900">
          <Trans>Subscription Plans</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            Every plan starts with a {TRIAL_DAYS}-day free trial. Drivers pay {COMMISSION_PERCENT_SUBSCRIBED}%
            commission instead of {COMMISSION_PERCENT_TRIAL}% once the free trial is over and the subscription
            is paid.
          </Trans>
        </p>
      </header>

      {subscribed && status.data ? <ManageSubscription status={status.data} /> : null}

      <div
        role="tablist"
        aria-label={t`Billing interval`}
        className="mx-auto flex gap-1 rounded-xl bg-slate-100 p-1"
      >
        {(['monthly', 'annual'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={interval === value}
            onClick={() => setInterval(value)}
            className={cn(
              'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold',
              interval === value ? 'bg-white text-slate-900 shadow' : 'text-slate-600',
            )}
          >
            {value === 'monthly' ? t`Monthly Billing` : t`Annual Billing`}
            {value === 'annual' ? (
              <Badge tone="success">
                <Trans>Save {ANNUAL_DISCOUNT_PERCENT}%</Trans>
              </Badge>
            ) : null}
          </button>
        ))}
      </div>

      {create.isError ? <ErrorAlert>{errorMessage(create.error)}</ErrorAlert> : null}

      <div role="tabpanel" className="grid gap-4 sm:grid-cols-2">
        {shown.length === 0 ? (
          <p className="text-center text-sm text-slate-500">
            <Trans>No plans are offered right now.</Trans>
          </p>
        ) : null}
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            offer={offerFor(plan)}
            busy={choosing === plan.id}
            disabled={subscribed || choosing !== null}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>

      <section className="grid gap-2 rounded-2xl bg-brand-900 p-5 text-center text-white">
        <h2 className="text-lg font-bold">
          <Trans>Running a larger fleet?</Trans>
        </h2>
        <p className="text-sm text-white/80">
          <Trans>Talk to us about volume pricing and dedicated dispatch.</Trans>
        </p>
        <Link to="/contact" className={buttonClasses('accent', 'md', 'mx-auto')}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          <Trans>Contact Sales</Trans>
        </Link>
      </section>
    </div>
  );
}
