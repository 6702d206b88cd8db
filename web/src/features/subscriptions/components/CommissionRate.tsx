import { COMMISSION_PERCENT_SUBSCRIBED, COMMISSION_PERCENT_TRIAL } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@web/lib/time';
import { Link } from 'react-router';
import { useUserSubscription } from '../api';

/**
 * The commission a driver pays now, and when the subscriber rate starts: the rate drops only once the
 * free trial is over and the subscription is paid (the server fixes each job's rate at acceptance).
 */
export function CommissionRate() {
  const { t } = useLingui();
  const status = useUserSubscription();
  const sub = status.data?.hasActiveSubscription ? status.data.subscription : null;
  if (status.isPending) return null;
  const until = sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : null;
  let text: string;
  if (sub && !sub.isTrial)
    text = t`Your commission is ${COMMISSION_PERCENT_SUBSCRIBED}%: your subscription is paid.`;
  else if (sub?.isTrial && sub.autoRenew && until)
    text = t`Your commission is ${COMMISSION_PERCENT_TRIAL}% during your free trial, and ${COMMISSION_PERCENT_SUBSCRIBED}% from ${until}, once the subscription's first payment goes through.`;
  else if (sub?.isTrial)
    text = t`Your commission is ${COMMISSION_PERCENT_TRIAL}% during your free trial. It stays ${COMMISSION_PERCENT_TRIAL}% unless the subscription renews.`;
  else
    text = t`Your commission is ${COMMISSION_PERCENT_TRIAL}%. A paid subscription lowers it to ${COMMISSION_PERCENT_SUBSCRIBED}%.`;
  return (
    <p className="text-sm text-slate-700" data-testid="commission-rate">
      {text}{' '}
      {sub && !sub.isTrial ? null : (
        <Link to="/subscriptions" className="font-semibold text-brand-700 underline underline-offset-4">
          <Trans>Plans</Trans>
        </Link>
      )}
    </p>
  );
}
