import { formatUsd } from '@core/money';
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
  const orders = useOrders();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Orders</h1>
        <div className="flex gap-2">
          <Link to="/company/map" className={buttonClasses('outline')}>
            Live map
          </Link>
          <Link to="/orders/new" className={buttonClasses('primary')}>
            New order
          </Link>
        </div>
      </div>
      {orders.isPending ? (
        <LoadingBlock label="Loading orders…" />
      ) : orders.isError ? (
        <ErrorRetry
          message={`Could not load orders: ${errorMessage(orders.error)}`}
          onRetry={() => void orders.refetch()}
          busy={orders.isFetching}
        />
      ) : orders.data.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          No orders yet. Create one to move several trucks at once.
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
                    {paymentLabels[o.paymentStatus].label}
                  </Badge>
                </span>
                <span className="text-slate-600">
                  {o.moves.length} move{o.moves.length === 1 ? '' : 's'} · {formatUsd(o.totalCents)} ·{' '}
                  {formatDate(o.createdAt)}
                  {o.poNumber ? ` · PO ${o.poNumber}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
