import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { Link, useParams } from 'react-router';
import { useCancelOrder, useOrder } from '../api';
import { OrderPayment } from '../components/OrderPayment';
import { paymentLabels, statusLabel } from '../format';

/** /orders/:id: the order's moves with their status and driver (live), one payment, tracking per move. */
export function OrderPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const cancel = useCancelOrder(id);
  if (order.isPending) return <LoadingBlock label={t`Loading the order…`} />;
  if (order.isError)
    return (
      <ErrorRetry
        message={t`Could not load this order: ${errorMessage(order.error)}`}
        onRetry={() => void order.refetch()}
        busy={order.isFetching}
      />
    );
  const o = order.data;
  const due = o.moves
    .filter((m) => m.status !== 'cancelled' && m.paymentStatus === 'unpaid')
    .reduce((s, m) => s + m.priceCents, 0);
  const cancellable = o.moves.some((m) => m.status === 'pending');
  const orderNumber = o.orderNumber;
  const count = o.moves.length;
  const total = formatUsd(o.totalCents);
  const poNumber = o.poNumber;
  const costCentre = o.costCentre;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Order {orderNumber}</Trans>
        </h1>
        <Badge tone={paymentLabels[o.paymentStatus].tone} data-testid="order-payment-status">
          {i18n._(paymentLabels[o.paymentStatus].label)}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        <Trans>
          {count} moves · {total}
        </Trans>
        {poNumber ? t` · PO ${poNumber}` : ''}
        {costCentre ? t` · Cost centre ${costCentre}` : ''}
      </p>
      {o.paymentMode === 'card' && due > 0 ? <OrderPayment orderId={o.id} dueCents={due} /> : null}
      <ul className="grid gap-2" aria-label={t`Moves`}>
        {o.moves.map((m) => (
          <li
            key={m.jobId}
            className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm"
            data-testid="order-move"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{m.jobNumber}</span>
              <Badge>{statusLabel(m.status)}</Badge>
            </span>
            <span className="font-mono text-xs">{m.vin ?? t`No VIN`}</span>
            <span>
              {m.pickupLocation} → {m.destination}
            </span>
            <span className="text-slate-600">
              {formatUsd(m.priceCents)} · {m.paymentStatus} ·{' '}
              {m.driverName ? t`Driver ${m.driverName}` : t`No driver yet`}
              {m.scheduledTime ? t` · Pickup ${formatDateTime(m.scheduledTime)}` : ''}
            </span>
            <Link
              to={`/tracking?id=${encodeURIComponent(m.jobId)}`}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              <Trans>Track {m.jobNumber}</Trans>
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Link to="/company/map" className={buttonClasses('outline')}>
          <Trans>See the moves on the map</Trans>
        </Link>
        {cancellable ? (
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? t`Cancelling…` : t`Cancel the moves not yet accepted`}
          </Button>
        ) : null}
      </div>
      {cancel.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
    </div>
  );
}
