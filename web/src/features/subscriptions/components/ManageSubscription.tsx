import type { UserSubscriptionStatus } from '@core/contracts/subscriptions';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { Link } from 'react-router';
import { longDate, useSetAutoRenew } from '../api';
import { pricePerInterval } from '../format';

const statusLabel: Record<string, { text: string; tone: 'success' | 'warning' | 'neutral' | 'brand' }> = {
  trialing: { text: 'Free trial', tone: 'brand' },
  active: { text: 'Active', tone: 'success' },
  past_due: { text: 'Payment failed', tone: 'warning' },
  cancelled: { text: 'Ends at period end', tone: 'neutral' },
};

/** The subscriber's plan, period, card and the auto-renew switch (off until 24 h before the end). */
export function ManageSubscription({ status }: { status: UserSubscriptionStatus }) {
  const setAutoRenew = useSetAutoRenew();
  const sub = status.subscription;
  if (!sub || !status.plan) return null;
  const label = statusLabel[sub.status] ?? { text: sub.status, tone: 'neutral' as const };
  const end = longDate(status.expiresAt);
  const playManaged = sub.provider === 'google_play';

  const change = (on: boolean) =>
    setAutoRenew.mutate(on, {
      onSuccess: (next) =>
        toast({
          title: on ? 'Auto-renew is on' : 'Auto-renew is off',
          description: on
            ? `Your subscription renews on ${longDate(next.expiresAt)}.`
            : `Your subscription stays active until ${longDate(next.expiresAt)}.`,
        }),
      onError: (err) =>
        toast({
          title: 'Could not change auto-renew',
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby="your-subscription" className="border-emerald-300">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="your-subscription">Your subscription: {status.plan.name}</CardTitle>
          <Badge tone={label.tone}>{label.text}</Badge>
        </div>
        <CardDescription>
          {pricePerInterval(status.plan)}
          {sub.paymentMethod ? ` · ${sub.paymentMethod}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700">
        {sub.status === 'trialing' ? (
          <p>Your free trial runs until {end}. Nothing has been charged yet.</p>
        ) : null}
        {sub.status === 'active' ? <p>Renews on {end}.</p> : null}
        {sub.status === 'cancelled' ? (
          <p className="font-medium text-slate-900">
            Your subscription ends on {end}. Nothing more will be charged.
          </p>
        ) : null}
        {sub.status === 'past_due' ? (
          <ErrorAlert>
            The renewal charge failed{sub.lastRenewalError ? `: ${sub.lastRenewalError}` : ''}. We retry
            daily; premium features stay on for now.
          </ErrorAlert>
        ) : null}
        {playManaged ? (
          <p className="text-slate-500">Billed by Google Play: manage auto-renew in the Play Store app.</p>
        ) : (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-3">
            <label htmlFor="auto-renew" className="grid gap-0.5">
              <span className="font-semibold text-slate-900">Auto-renew</span>
              <span className="text-xs text-slate-500">Can be turned off until 24 hours before {end}.</span>
            </label>
            <Switch
              id="auto-renew"
              checked={sub.autoRenew}
              disabled={setAutoRenew.isPending || sub.status === 'past_due'}
              onCheckedChange={change}
            />
          </div>
        )}
        <Link
          to="/premium-features"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Open premium features
        </Link>
      </CardContent>
    </Card>
  );
}
