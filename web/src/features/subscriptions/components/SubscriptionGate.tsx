import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useUserSubscription } from '../api';

export interface SubscriptionGateProps {
  children: ReactNode;
  /** Without an active subscription: go to /subscriptions instead of showing anything. */
  redirect?: boolean;
  /** Without an active subscription: show this instead of the Premium Feature card. */
  fallback?: ReactNode;
}

/** Premium content: a spinner while loading, then the content, a redirect, a fallback or the Premium Feature card. */
export function SubscriptionGate({ children, redirect = false, fallback }: SubscriptionGateProps) {
  const { t } = useLingui();
  const { data, isPending } = useUserSubscription();
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t`Checking your subscription…`} />
      </div>
    );
  }
  if (data?.hasActiveSubscription) return children;
  if (redirect) return <Navigate to="/subscriptions" replace />;
  if (fallback !== undefined) return fallback;
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-accent-500/20 text-accent-600">
          <Crown aria-hidden="true" className="h-6 w-6" />
        </span>
        <CardTitle>
          <Trans>Premium Feature</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>This feature requires an active subscription</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/subscriptions" className={buttonClasses('accent', 'md', 'w-full')}>
          <Trans>View Subscription Plans</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
