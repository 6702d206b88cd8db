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

const tabs: { value: FeatureTab | 'all'; label: string }[] = [
  { value: 'all', label: 'All Features' },
  { value: 'dispatch', label: 'Dispatch' },
  { value: 'management', label: 'Management' },
  { value: 'analytics', label: 'Analytics' },
];

function Features() {
  const navigate = useNavigate();
  const status = useUserSubscription();
  const me = useMe();
  const [tab, setTab] = useState<FeatureTab | 'all'>('all');
  const role = me.data?.role ?? 'client';
  const planLabel = status.data?.plan?.name ?? 'Premium';
  const features = premiumFeaturesFor(role);
  const shownTabs = tabs.filter((t) => t.value === 'all' || features.some((f) => f.tab === t.value));

  return (
    <div className="grid gap-5">
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back
      </button>
      <section className="rounded-2xl bg-emerald-600 p-4 text-white">
        <h1 className="text-lg font-bold">Active {planLabel} Subscription</h1>
        <p className="text-sm text-white/90">
          Your subscription is active until {longDate(status.data?.expiresAt)}.
        </p>
      </section>

      <SegmentedTabs
        tabs={shownTabs}
        value={tab}
        onChange={setTab}
        label="Feature groups"
        panelId="premium-features"
        className="flex overflow-x-auto"
      />

      <div id="premium-features" role="tabpanel" className="grid gap-4 sm:grid-cols-2">
        {features
          .filter((f) => tab === 'all' || f.tab === tab)
          .map((f) => {
            const Icon = icons[f.id] ?? Zap;
            return (
              <Card key={f.id} aria-labelledby={`feature-${f.id}`}>
                <CardHeader>
                  <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
                  <CardTitle id={`feature-${f.id}`}>{f.title}</CardTitle>
                  <CardDescription>{f.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <Link
                    to={featureTarget(f.id, role)}
                    className={buttonClasses('primary', 'md', 'w-full')}
                    aria-label={`Access Feature: ${f.title}`}
                  >
                    Access Feature
                  </Link>
                </CardContent>
              </Card>
            );
          })}
      </div>

      <Link to="/subscriptions" className={buttonClasses('outline')}>
        Manage Subscription
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
