import { parsePlanFeatures } from '@core/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { subscriptionKeys, useUserSubscription } from '../api';
import { pricePerInterval } from '../format';

/** /subscription-success (bare layout): the activated plan, refreshed from the server. */
export function SubscriptionSuccessPage() {
  const queryClient = useQueryClient();
  const status = useUserSubscription({ retry: 1 });
  const toasted = useRef(false);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    if (!toasted.current) {
      toasted.current = true;
      toast({ title: 'Subscription Activated', description: 'Welcome to Pathway Premium.' });
    }
  }, [queryClient]);

  const plan = status.data?.plan ?? null;
  const features = plan ? parsePlanFeatures(plan.features) : [];

  return (
    <div className="grid place-items-center bg-brand-900 p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-500" />
          <CardTitle>Subscription Successful!</CardTitle>
          <CardDescription>
            Your account has been activated. A confirmation e-mail is on its way.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {plan ? (
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
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            <Link to="/" className={buttonClasses('primary')}>
              Go to Dashboard
            </Link>
            <Link to="/subscriptions" className={buttonClasses('outline')}>
              View Subscription
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
