import type { UserSubscriptionStatus } from '@core/contracts/subscriptions';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { referenceText } from '@web/i18n/reference';
import { errorMessage } from '@web/lib/queryClient';
import { Link } from 'react-router';
import { longDate, useSetAutoRenew } from '../api';
import { pricePerInterval } from '../format';

const statusLabel: Record<
  string,
  { text: MessageDescriptor; tone: 'success' | 'warning' | 'neutral' | 'brand' }
> = {
  trialing: { text: msg`Free trial`, tone: 'brand' },
  active: { text: msg`Active`, tone: 'success' },
  past_due: { text: msg`Payment failed`, tone: 'warning' },
  cancelled: { text: msg`Ends at period end`, tone: 'neutral' },
};

/** The subscriber's plan, period, card and the auto-renew switch (off until 24 h before the end). */
export function ManageSubscription({ status }: { status: UserSubscriptionStatus }) {
  const { t, i18n } = useLingui();
  const setAutoRenew = useSetAutoRenew();
  const sub = status.subscription;
  if (!sub || !status.plan) return null;
  const known = statusLabel[sub.status];
  const label = known
    ? { text: i18n._(known.text), tone: known.tone }
    : { text: sub.status, tone: 'neutral' as const };
  const planName = referenceText(status.plan.name);
  const renewalError = sub.lastRenewalError;
  const end = longDate(status.expiresAt);
  const playManaged = sub.provider === 'google_play';

  const change = (on: boolean) =>
    setAutoRenew.mutate(on, {
      onSuccess: (next) => {
        const date = longDate(next.expiresAt);
        toast({
          title: on ? t`Auto-renew is on` : t`Auto-renew is off`,
          description: on
            ? t`Your subscription renews on ${date}.`
            : t`Your subscription stays active until ${date}.`,
        });
      },
      onError: (err) =>
        toast({
          title: t`Could not change auto-renew`,
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby="your-subscription" className="border-emerald-300">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="your-subscription">
            <Trans>Your subscription: {planName}</Trans>
          </CardTitle>
          <Badge tone={label.tone}>{label.text}</Badge>
        </div>
        <CardDescription>
          {pricePerInterval(status.plan)}
          {sub.paymentMethod ? ` · ${sub.paymentMethod}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700">
        {sub.status === 'trialing' ? (
          <p>
            <Trans>Your free trial runs until {end}. Nothing has been charged yet.</Trans>
          </p>
        ) : null}
        {sub.status === 'active' ? (
          <p>
            <Trans>Renews on {end}.</Trans>
          </p>
        ) : null}
        {sub.status === 'cancelled' ? (
          <p className="font-medium text-slate-900">
            <Trans>Your subscription ends on {end}. Nothing more will be charged.</Trans>
          </p>
        ) : null}
        {sub.status === 'past_due' ? (
          <ErrorAlert>
            {renewalError ? (
              <Trans>
                The renewal charge failed: {renewalError}. We retry daily; premium features stay on for now.
              </Trans>
            ) : (
              <Trans>The renewal charge failed. We retry daily; premium features stay on for now.</Trans>
            )}
          </ErrorAlert>
        ) : null}
        {playManaged ? (
          <p className="text-slate-500">
            <Trans>Billed by Google Play: manage auto-renew in the Play Store app.</Trans>
          </p>
        ) : (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-3">
            <label htmlFor="auto-renew" className="grid gap-0.5">
              <span className="font-semibold text-slate-900">
                <Trans>Auto-renew</Trans>
              </span>
              <span className="text-xs text-slate-500">
                <Trans>Can be turned off until 24 hours before {end}.</Trans>
              </span>
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
          <Trans>Open premium features</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
