import { actsForClient, COMPANY_ROLE_MESSAGE } from '@core/companies';
import { type Order, type OrderPage, orderNumber, parseOrderNumber } from '@core/contracts/orders';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import { ORDER_NOT_FOUND, type OrdersContext } from './context';
import { presentOrder, presentOrders } from './present';
import { type OrderRow, ordersRepo } from './repo';

/** The order by id or "ORD-<n>" when the actor may see it (a member with `view`, its client, operators); 404 otherwise. */
export async function findVisible(
  ctx: OrdersContext,
  actor: SessionUser,
  idOrNumber: string,
): Promise<OrderRow> {
  const number = parseOrderNumber(idOrNumber);
  const row =
    number != null
      ? await ordersRepo.findByNumber(ctx.db, number)
      : isUuid(idOrNumber)
        ? await ordersRepo.findById(ctx.db, idOrNumber)
        : undefined;
  if (!row || !(actor.isAdmin || actsForClient(actor, row, 'view'))) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The order when the actor may change it (`order`): 403 company_role for a member who may only look. */
export async function findOwned(
  ctx: OrdersContext,
  actor: SessionUser,
  idOrNumber: string,
): Promise<OrderRow> {
  const row = await findVisible(ctx, actor, idOrNumber);
  if (actsForClient(actor, row, 'order')) return row;
  if (row.companyId && actsForClient(actor, row, 'view'))
    throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
  throw notFound(ORDER_NOT_FOUND);
}

export async function get(ctx: OrdersContext, actor: SessionUser, idOrNumber: string): Promise<Order> {
  return presentOrder(ctx, await findVisible(ctx, actor, idOrNumber));
}

/** The opaque cursor: the last order's number, so pages never skip nor repeat as orders are added. */
const encodeCursor = (n: number) => Buffer.from(`o:${n}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const m = /^o:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m)
    throw badRequest('This page link is no longer valid. Start again from the first page.', 'bad_cursor');
  return Number(m[1]);
}

/** The company's orders (every member with `view`) or a personal client's, newest first, by cursor. */
export async function list(
  ctx: OrdersContext,
  actor: SessionUser,
  query: { cursor?: string; limit: number },
): Promise<OrderPage> {
  if (actor.role !== 'client' && !actor.companyId) return { items: [], nextCursor: null };
  const before = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await ordersRepo.page(
    ctx.db,
    { companyId: actor.companyId ?? null, clientId: actor.id },
    before,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  return {
    items: await presentOrders(ctx, page),
    nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!.number) : null,
  };
}

/**
 * Cancels every move not yet under way through the single job's cancellation (paid ones refunded by
 * its rules); moves a driver has accepted stay (they are cancelled by calling support, as any job).
 */
export async function cancel(ctx: OrdersContext, actor: SessionUser, idOrNumber: string): Promise<Order> {
  const row = await findOwned(ctx, actor, idOrNumber);
  // First the order's open payment: voided, or recorded when it went through (then refunded below).
  await ctx.payments.voidOrderIntent(row.id);
  for (const job of await ctx.jobs.ofOrders([row.id])) {
    if (job.status === 'pending' || (job.status === 'cancelled' && job.paymentStatus === 'paid'))
      await ctx.payments.cancel(actor, job.id);
  }
  return presentOrder(ctx, row);
}

/** The order's one card payment for its moves still to pay (amounts from the server's prices only). */
export async function pay(ctx: OrdersContext, actor: SessionUser, idOrNumber: string) {
  const row = await findOwned(ctx, actor, idOrNumber);
  if (row.paymentMode !== 'card')
    throw conflict('This order is invoiced on your terms: there is nothing to pay by card.', 'on_terms');
  const jobs = await ctx.jobs.ofOrders([row.id]);
  const due = jobs.filter((j) => j.status !== 'cancelled' && j.paymentStatus === 'unpaid');
  return ctx.payments.createOrderIntent(
    actor,
    { id: row.id, orderNumber: orderNumber(row.number), clientId: row.clientId },
    due,
  );
}
