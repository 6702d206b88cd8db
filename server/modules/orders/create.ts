import { COMPANY_ROLE_MESSAGE, roleMay } from '@core/companies';
import type { CreateRecoveryRequest } from '@core/contracts/jobs';
import type { CreateOrder, Order, OrderMove } from '@core/contracts/orders';
import { REQUEST_MESSAGES } from '@core/jobs';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { CLIENTS_ONLY_MESSAGE } from '../jobs/context';
import type { PreparedJob } from '../jobs/create';
import type { OrdersContext } from './context';
import { presentOrder } from './present';
import { type OrderRow, ordersRepo } from './repo';

/** How many moves are priced at a time (each may ask the geocoder). */
const PRICING_TURN = 4;

/** A move as a single request: trucks of an order are driven (working); its schedule only when scheduled. */
export function requestOf(move: OrderMove): CreateRecoveryRequest {
  if (move.serviceTime === 'scheduled' && !move.scheduledTime)
    throw badRequest(REQUEST_MESSAGES.scheduledRequired, 'scheduled_time_required', {
      scheduledTime: REQUEST_MESSAGES.scheduledRequired,
    });
  return {
    ...move,
    isWorking: true,
    idempotencyKey: null,
    scheduledTime: move.serviceTime === 'scheduled' ? (move.scheduledTime ?? null) : null,
  };
}

export type MoveOutcome = { prepared: PreparedJob; errors: null } | { prepared: null; errors: string[] };

/** Why a move cannot be ordered, as a person reads it: each field's message, else the error's. */
export function errorsOf(err: unknown): string[] {
  if (!(err instanceof AppError) || err.status >= 500) throw err;
  const fields = err.details ? Object.values(err.details) : [];
  return fields.length > 0 ? fields : [err.message];
}

/**
 * Every move checked and priced exactly as POST /api/recovery-requests does it (the jobs domain's
 * prepare), nothing written; a move that fails keeps its errors instead.
 */
export async function prepareMoves(
  ctx: OrdersContext,
  actor: SessionUser,
  moves: OrderMove[],
): Promise<MoveOutcome[]> {
  const out: MoveOutcome[] = [];
  for (let i = 0; i < moves.length; i += PRICING_TURN) {
    const turn = moves.slice(i, i + PRICING_TURN).map(async (move): Promise<MoveOutcome> => {
      try {
        return { prepared: await ctx.jobs.prepare(actor, requestOf(move)), errors: null };
      } catch (err) {
        return { prepared: null, errors: errorsOf(err) };
      }
    });
    out.push(...(await Promise.all(turn)));
  }
  return out;
}

/** Who may order: a client, and a company's member only with the `order` permission. */
export function checkOrderer(actor: SessionUser): void {
  if (actor.role !== 'client') throw forbidden(CLIENTS_ONLY_MESSAGE, 'clients_only');
  if (actor.companyId && !roleMay(actor.companyRole, 'order'))
    throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
}

/** How the order is paid: on terms for a company approved for monthly invoicing, else by card, once. */
export async function paymentModeFor(
  ctx: OrdersContext,
  actor: SessionUser,
): Promise<OrderRow['paymentMode']> {
  return actor.companyId && (await ctx.terms.onTerms(actor.companyId)) ? 'terms' : 'card';
}

async function checkReferences(ctx: OrdersContext, actor: SessionUser, body: CreateOrder) {
  if (!actor.companyId || !(await ordersRepo.requiresPo(ctx.db, actor.companyId))) return;
  const details: Record<string, string> = {};
  if (!body.poNumber) details.poNumber = 'Your company requires a PO number on every order';
  if (!body.costCentre) details.costCentre = 'Your company requires a cost centre on every order';
  if (Object.keys(details).length > 0)
    throw badRequest(
      'Enter the PO number and cost centre your company requires.',
      'reference_required',
      details,
    );
}

/** A repeated key's first order, only while the person still acts for the same company (or none). */
async function replay(ctx: OrdersContext, actor: SessionUser, row: OrderRow): Promise<Order> {
  if (row.companyId !== (actor.companyId ?? null))
    throw conflict(
      'This idempotency key was used for an order of another account. Use a new key.',
      'idempotency_key_reused',
    );
  return presentOrder(ctx, row);
}

/**
 * POST /api/orders: every move priced by the server, then the order and all its jobs written in one
 * transaction (all or nothing). Idempotent by (client, key): concurrent submissions with one key wait
 * on the unique index, and all but the first answer the first's order.
 */
export async function create(
  ctx: OrdersContext,
  actor: SessionUser,
  body: CreateOrder,
  opts: { livemode?: boolean } = {},
): Promise<{ order: Order; created: boolean }> {
  checkOrderer(actor);
  const livemode = opts.livemode ?? true;
  const key = body.idempotencyKey ?? null;
  const earlier = key ? await ordersRepo.findByKey(ctx.db, actor.id, key) : undefined;
  if (earlier) return { order: await replay(ctx, actor, earlier), created: false };
  await checkReferences(ctx, actor, body);
  // An overdue invoice on terms stops new orders until it is paid (the message says what to pay).
  if (actor.companyId) await ctx.terms.requireGoodStanding(actor.companyId);
  const outcomes = await prepareMoves(ctx, actor, body.moves);
  const details: Record<string, string> = {};
  outcomes.forEach((o, i) => {
    if (o.errors) details[`moves.${i}`] = `Move ${i + 1}: ${o.errors.join('; ')}`;
  });
  if (Object.keys(details).length > 0)
    throw badRequest('Some moves cannot be ordered. Correct them and try again.', 'invalid_moves', details);
  // Test data (a test API key's) is never paid, on terms or otherwise.
  const paymentMode = livemode ? await paymentModeFor(ctx, actor) : 'card';
  const row = await ctx.db.transaction(async (tx) => {
    const order = await ordersRepo.insert(tx, {
      clientId: actor.id,
      companyId: actor.companyId ?? null,
      poNumber: body.poNumber,
      costCentre: body.costCentre,
      paymentMode,
      livemode,
      idempotencyKey: key,
    });
    if (!order) return null;
    const jobIds: string[] = [];
    for (const o of outcomes)
      jobIds.push(
        (await ctx.jobs.insertPrepared(tx, actor.id, o.prepared!, { orderId: order.id, livemode })).row.id,
      );
    // On terms the moves are paid with the order (the receivable posted), under the company's lock.
    const paid = paymentMode === 'terms' ? await ctx.terms.dispatchOnTerms(tx, actor, jobIds) : [];
    return { order, paid };
  });
  if (row) {
    await ctx.terms.announcePaid(row.paid);
    return { order: await presentOrder(ctx, row.order), created: true };
  }
  // Another submission with this key committed first: its order is the answer.
  const first = await ordersRepo.findByKey(ctx.db, actor.id, key!);
  return { order: await replay(ctx, actor, first!), created: false };
}
