import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { SegmentedTabs } from '@web/components/ui/segmented-tabs';
import { useMe } from '@web/features/auth';
import { ArrowLeft, BarChart3, Percent, Truck, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { longDate, useUserSubscription } from '../api';
import { SubscriptionGate } from '../components/SubscriptionGate';
import { type FeatureTab, featureTarget, premiumFeaturesFor } from '../premiumFeatures';

const icons: Record<string, typeof Zap> = {
  'priority-dispatch': Zap,
  'lower-commission': Percent,
  'fleet-management': Truck,
  'advanced-analytics': BarChart3,
};

const tabs: { value: FeatureTab | 'all'; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All Features` },
  { value: 'dispatch', label: msg`Dispatch` },
  { value: 'management', label: msg`Management` },
  { value: 'analytics', label: msg`Analytics` },
];

function Features() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const status = useUserSubscription();
  const me = useMe();
  const [tab, setTab] = useState<FeatureTab | 'all'>('all');
  const role = me.data?.role ?? 'client';
  const planLabel = status.data?.plan?.name ?? t`Premium`;
  const features = premiumFeaturesFor(role);
  const shownTabs = tabs
    .filter((g) => g.value === 'all' || features.some((f) => f.tab === g.value))
    .map((g) => ({ value: g.value, label: i18n._(g.label) }));
  const until = longDate(status.data?.expiresAt);

  return (
    <div className="grid gap-5">
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        <Trans>Back</Trans>
      </button>
      <section className="rounded-2xl bg-emerald-600 p-4 text-white">
        <h1 className="text-lg font-bold">
          <Trans>Active {planLabel} Subscription</Trans>
        </h1>
        <p className="text-sm text-white/90">
          <Trans>Your subscription is active until {until}.</Trans>
        </p>
      </section>

      <SegmentedTabs
        tabs={shownTabs}
        value={tab}
        onChange={setTab}
        label={t`Feature groups`}
        panelId="premium-features"
        className="flex overflow-x-auto"
      />

      <div id="premium-features" role="tabpanel" className="grid gap-4 sm:grid-cols-2">
        {features
          .filter((f) => tab === 'all' || f.tab === tab)
          .map((f) => {
            const Icon = icons[f.id] ?? Zap;
            const title = i18n._(f.title);
            return (
              <Card key={f.id} aria-labelledby={`feature-${f.id}`}>
                <CardHeader>
                  <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
                  <CardTitle id={`feature-${f.id}`}>{title}</CardTitle>
                  <CardDescription>{i18n._(f.description)}</CardDescription>
                </CardHeader>
                <CardContent>
                  <Link
                    to={featureTarget(f.id, role)}
                    className={buttonClasses('primary', 'md', 'w-full')}
                    aria-label={t`Access Feature: ${title}`}
                  >
                    <Trans>Access Feature</Trans>
                  </Link>
                </CardContent>
              </Card>
            );
          })}
      </div>

      <Link to="/subscriptions" className={buttonClasses('outline')}>
        <Trans>Manage Subscription</Trans>
      </Link>
    </div>
  );
}

/** /premium-features: gated by an active subscription; every Access Feature opens the real feature. */
export function PremiumFeaturesPage() {
  return (
    <SubscriptionGate>
      <Features />
    </SubscriptionGate>
  );
}
