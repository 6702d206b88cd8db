import type { SubscriptionPlan } from '@core/contracts/subscriptions';
import { formatUsd } from '@core/money';
import { parsePlanFeatures, planDisplayName } from '@core/subscriptions';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { referenceText } from '@web/i18n/reference';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { verifyPurchase } from '../api';
import {
  connectPlayBilling,
  type DigitalGoodsService,
  PlayPurchaseError,
  playMessages,
  startPlayPurchase,
} from '../googlePlay';

type Flow =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'subscribed' }
  | { kind: 'error'; message: string };

export interface PurchaseCardProps {
  plan: SubscriptionPlan | null;
  /** The server says the account already subscribes. */
  alreadySubscribed: boolean;
  onSuccess: () => void;
}

/** One plan bought through Google Play: Digital Goods API + Payment Request, then server verification. */
export function PurchaseCard({ plan, alreadySubscribed, onSuccess }: PurchaseCardProps) {
  const { t } = useLingui();
  const { billing, ownedOnDevice, flow, buy } = usePlayPurchase(plan, onSuccess);

  if (!plan) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Subscription Plan Not Found</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The selected subscription plan could not be found.</Trans>
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const subscribed = alreadySubscribed || ownedOnDevice || flow.kind === 'subscribed';
  const features = parsePlanFeatures(plan.features).map(referenceText);

  return (
    <Card aria-labelledby="purchase-plan-name">
      <CardHeader>
        <CardTitle id="purchase-plan-name">{referenceText(planDisplayName(plan.name))}</CardTitle>
        <CardDescription>{referenceText(plan.description)}</CardDescription>
        <p className="text-3xl font-extrabold text-slate-900">
          {formatUsd(plan.price)}
          <span className="text-base font-medium text-slate-500">
            {plan.interval === 'annual' ? t`/yr` : t`/mo`}
          </span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PlanFeatures features={features} />
        {billing === null ? (
          <ErrorAlert>
            <p>
              <Trans>
                Google Play Billing is not available on this device: it works only in Pathway's Android app
                from Google Play.
              </Trans>
            </p>
            <p className="mt-1">
              <Link to="/subscriptions" className="font-semibold underline underline-offset-4">
                <Trans>Subscribe with a card instead</Trans>
              </Link>
            </p>
          </ErrorAlert>
        ) : null}
        {flow.kind === 'error' && flow.message !== playMessages().unavailable ? (
          <ErrorAlert>{flow.message}</ErrorAlert>
        ) : null}
        {subscribed ? (
          <>
            <div role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800">
              <p className="font-semibold">
                <Trans>Already Subscribed</Trans>
              </p>
              <p>
                <Trans>Your subscription is active on this account.</Trans>
              </p>
            </div>
            <Button disabled>
              <Trans>Currently Subscribed</Trans>
            </Button>
          </>
        ) : (
          <Button
            variant="accent"
            size="lg"
            onClick={() => void buy()}
            disabled={flow.kind === 'processing' || !billing}
          >
            {flow.kind === 'processing' ? t`Processing...` : t`Subscribe Now`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Google Play billing for one plan: whether the device offers it, whether the plan is already owned on
 * it, and the purchase (Digital Goods API + Payment Request), verified by the server before it counts.
 */
function usePlayPurchase(plan: SubscriptionPlan | null, onSuccess: () => void) {
  const { t } = useLingui();
  const [billing, setBilling] = useState<DigitalGoodsService | null | undefined>(undefined);
  const [ownedOnDevice, setOwnedOnDevice] = useState(false);
  const [flow, setFlow] = useState<Flow>({ kind: 'idle' });
  const busy = useRef(false);

  useEffect(() => {
    let active = true;
    void connectPlayBilling().then(async (service) => {
      if (!active) return;
      setBilling(service);
      if (service && plan?.googlePlayProductId) {
        const purchases = await service.listPurchases().catch(() => []);
        if (active) setOwnedOnDevice(purchases.some((p) => p.itemId === plan.googlePlayProductId));
      }
    });
    return () => {
      active = false;
    };
  }, [plan?.googlePlayProductId]);

  const buy = async () => {
    if (busy.current) return; // double submission is blocked while processing
    if (!billing || !plan) {
      setFlow({ kind: 'error', message: playMessages().unavailable });
      return;
    }
    if (!plan.googlePlayProductId) {
      setFlow({ kind: 'error', message: playMessages().invalidProduct });
      return;
    }
    busy.current = true;
    setFlow({ kind: 'processing' });
    try {
      const purchase = await startPlayPurchase(plan.googlePlayProductId);
      const verification = await verifyPurchase(plan.googlePlayProductId, purchase.purchaseToken).catch(
        () => null,
      );
      await purchase.complete(Boolean(verification?.isValid));
      if (!verification?.isValid) {
        const message = verification?.error || playMessages().verifyFailed;
        setFlow({ kind: 'error', message });
        toast({ title: t`Subscription Failed`, description: message, variant: 'destructive' });
        return;
      }
      setFlow({ kind: 'subscribed' });
      onSuccess();
    } catch (err) {
      const message = err instanceof PlayPurchaseError ? err.message : '';
      setFlow({ kind: 'error', message: message || playMessages().initiateFailed });
      toast({
        title: t`Subscription Error`,
        description: message || t`There was an error processing your subscription. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      busy.current = false;
    }
  };

  return { billing, ownedOnDevice, flow, buy };
}

function PlanFeatures({ features }: { features: string[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>What's included</Trans>
      </h3>
      {features.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>Features not available</Trans>
        </p>
      ) : (
        <ul className="grid gap-1.5 text-sm text-slate-700">
          {features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 text-emerald-600" />
              {f}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
