import { formatUsd } from '@core/money';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { Link } from 'react-router';
import { useOrders } from '../api';
import { paymentLabels } from '../format';

/** /orders: the company's orders (every member's), newest first. */
export function OrdersPage() {
  const { t, i18n } = useLingui();
  const orders = useOrders();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Orders</Trans>
        </h1>
        <div className="flex gap-2">
          <Link to="/company/map" className={buttonClasses('outline')}>
            <Trans>Live map</Trans>
          </Link>
          <Link to="/orders/new" className={buttonClasses('primary')}>
            <Trans>New order</Trans>
          </Link>
        </div>
      </div>
      {orders.isPending ? (
        <LoadingBlock label={t`Loading orders…`} />
      ) : orders.isError ? (
        <ErrorRetry
          message={t`Could not load orders: ${errorMessage(orders.error)}`}
          onRetry={() => void orders.refetch()}
          busy={orders.isFetching}
        />
      ) : orders.data.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          <Trans>No orders yet. Create one to move several trucks at once.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {orders.data.items.map((o) => (
            <li key={o.id}>
              <Link
                to={`/orders/${o.id}`}
                className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm hover:border-brand-300"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{o.orderNumber}</span>
                  <Badge tone={paymentLabels[o.paymentStatus].tone}>
                    {i18n._(paymentLabels[o.paymentStatus].label)}
                  </Badge>
                </span>
                <span className="text-slate-600">
                  <Plural value={o.moves.length} one="# move" other="# moves" /> · {formatUsd(o.totalCents)} ·{' '}
                  {formatDate(o.createdAt)}
                  {o.poNumber ? t` · PO ${o.poNumber}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
