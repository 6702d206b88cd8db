import type { SubscriptionPlan } from '@core/contracts/subscriptions';
import { COMMISSION_PERCENT_SUBSCRIBED, COMMISSION_PERCENT_TRIAL, formatUsd } from '@core/money';
import { type PlanInterval, parsePlanFeatures, planDisplayName, TRIAL_DAYS } from '@core/subscriptions';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { referenceText } from '@web/i18n/reference';
import { cn } from '@web/lib/utils';
import { ArrowLeft, CheckCircle2, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { subscriptionKeys, usePlans, useUserSubscription } from '../api';
import { PlansLoadError } from '../components/PlansLoadError';
import { PurchaseCard } from '../components/PurchaseCard';
import { plansFor } from '../format';

const REDIRECT_AFTER_PURCHASE_MS = 2000;

function MobilePlanCard({ plan, onSelect }: { plan: SubscriptionPlan; onSelect: () => void }) {
  const { t } = useLingui();
  const features = parsePlanFeatures(plan.features).map(referenceText);
  const popular = plan.highlighted;
  const name = referenceText(planDisplayName(plan.name));
  const more = features.length - 3;
  return (
    <Card className={cn('relative', popular && 'border-2 border-accent-500')}>
      {popular ? (
        <Badge tone="accent" className="absolute -top-3 right-4">
          <Trans>MOST POPULAR</Trans>
        </Badge>
      ) : null}
      <CardHeader>
        <CardTitle>{referenceText(planDisplayName(plan.name))}</CardTitle>
        <CardDescription>{referenceText(plan.description)}</CardDescription>
        <p className="text-2xl font-extrabold text-slate-900">
          ${(plan.price / 100).toFixed(2)}
          <span className="text-sm font-medium text-slate-500">
            {' '}
            {plan.interval === 'annual' ? t`per yr` : t`per mo`}
          </span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {features.length === 0 ? (
          <p className="text-sm text-slate-500">
            <Trans>Features not available</Trans>
          </p>
        ) : (
          <ul className="grid gap-1 text-sm text-slate-700">
            {features.slice(0, 3).map((f) => (
              <li key={f}>• {f}</li>
            ))}
            {features.length > 3 ? (
              <li className="text-slate-500">
                <Plural value={more} one="+# more feature" other="+# more features" />
              </li>
            ) : null}
          </ul>
        )}
        <Button onClick={onSelect} aria-label={t`Select Plan ${name}`}>
          <Trans>Select Plan</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /mobile-subscription-plans (bare layout): plans for the Android app, bought through Google Play. */
export function MobileSubscriptionPlansPage() {
  const { t } = useLingui();
  const plans = usePlans();
  const status = useUserSubscription();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [interval, setInterval] = useState<PlanInterval>('monthly');
  const [selected, setSelected] = useState<number | null>(null);
  const redirect = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(redirect.current ?? undefined), []);

  if (plans.isPending) {
    return (
      <div className="grid place-items-center">
        <Spinner label={t`Loading plans…`} />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div className="grid place-items-center p-4">
        <PlansLoadError />
      </div>
    );
  }

  const current = status.data?.hasActiveSubscription ? status.data.plan : null;
  const currentName = current ? referenceText(current.name) : '';
  const onSuccess = () => {
    toast({ title: t`Subscription Activated`, description: t`Your subscription is now active.` });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    redirect.current = window.setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_PURCHASE_MS);
  };

  if (selected !== null) {
    const plan = plans.data.find((p) => p.id === selected) ?? null;
    return (
      <div className="mx-auto grid max-w-md gap-4 p-4">
        <Button variant="ghost" className="justify-self-start" onClick={() => setSelected(null)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          <Trans>Back to Plans</Trans>
        </Button>
        <h1 className="text-xl font-bold text-slate-900">
          <Trans>Complete Your Subscription</Trans>
        </h1>
        <PurchaseCard plan={plan} alreadySubscribed={current?.id === selected} onSuccess={onSuccess} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-md gap-5 p-4">
      <header className="grid gap-2 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">
          <Trans>Pathway Recovery Plans</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Every plan starts with a {TRIAL_DAYS}-day free trial.</Trans>
        </p>
        <p className="rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-800">
          <Trans>
            Commission is {COMMISSION_PERCENT_TRIAL}% during the trial and {COMMISSION_PERCENT_SUBSCRIBED}%
            once your free trial is over and the subscription is paid.
          </Trans>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-100 p-3 text-sm">
          <MonthlyPrices plans={plans.data} />
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onClick={() => window.open('/pricing', '_blank', 'noopener')}
          >
            <Trans>View Full Pricing</Trans>
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </Button>
        </div>
      </header>

      {current ? (
        <div role="status" className="flex gap-2 rounded-xl bg-emerald-600 p-3 text-sm text-white">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
          <p>
            <Trans>
              <strong>Active Subscription:</strong> you are on {currentName}. Choose another plan to upgrade.
            </Trans>
          </p>
        </div>
      ) : null}

      <div role="tablist" aria-label={t`Billing interval`} className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {(['monthly', 'annual'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={interval === value}
            onClick={() => setInterval(value)}
            className={cn(
              'flex-1 rounded-lg px-3 py-2 text-sm font-semibold',
              interval === value ? 'bg-white shadow' : 'text-slate-600',
            )}
          >
            {value === 'monthly' ? t`Monthly` : t`Yearly`}
          </button>
        ))}
      </div>

      <div className="grid gap-4">
        {plansFor(plans.data, interval).map((plan) => (
          <MobilePlanCard key={plan.id} plan={plan} onSelect={() => setSelected(plan.id)} />
        ))}
      </div>

      <footer className="text-xs leading-relaxed text-slate-500">
        <Trans>
          Every plan includes a {TRIAL_DAYS}-day free trial. After the trial, the subscription is charged to
          your Google Play account and renews automatically at the same price unless auto-renew is turned off
          at least 24 hours before the end of the current period. Manage or cancel it in the Play Store under
          Subscriptions.
        </Trans>
      </footer>
    </div>
  );
}

/** The monthly price of each audience's plan, from the plans on sale. */
function MonthlyPrices({ plans }: { plans: SubscriptionPlan[] }) {
  const { t } = useLingui();
  return (
    <span>
      {(['client', 'driver'] as const).map((audience, i) => {
        const monthly = plans.find((p) => p.audience === audience && p.interval === 'monthly');
        const price = monthly ? formatUsd(monthly.priceCents) : '';
        return monthly ? (
          <span key={audience}>
            {i > 0 ? ' · ' : null}
            {audience === 'client' ? t`Clients` : t`Drivers`} <strong>{t`${price}/month`}</strong>
          </span>
        ) : null;
      })}
    </span>
  );
}
