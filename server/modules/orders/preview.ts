import { MAX_ORDER_MOVES, type OrderMove, type OrderPreview, orderMoveInput } from '@core/contracts/orders';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { OrdersContext } from './context';
import { checkOrderer, prepareMoves } from './create';
import { type CsvRow, readOrderCsv } from './csv';

function rowsOf(ctx: OrdersContext, text: string, places: Parameters<typeof readOrderCsv>[1]): CsvRow[] {
  try {
    return readOrderCsv(text, places, ctx.timeZone);
  } catch (err) {
    throw badRequest((err as Error).message, 'bad_csv', { csv: (err as Error).message });
  }
}

/**
 * POST /api/orders/preview: each row of the CSV read, checked by the order's contract and by the same
 * server checks as creating it (VIN, places, schedule, the price), and priced. Creates nothing: the
 * app then posts the valid rows' moves to POST /api/orders.
 */
export async function preview(
  ctx: OrdersContext,
  actor: SessionUser,
  csvText: string,
): Promise<OrderPreview> {
  checkOrderer(actor);
  const rows = rowsOf(ctx, csvText, await ctx.places.list(actor));
  if (rows.length === 0)
    throw badRequest('The file has no moves below its header.', 'empty_csv', {
      csv: 'Add one row per truck',
    });
  if (rows.length > MAX_ORDER_MOVES)
    throw badRequest(`An order holds at most ${MAX_ORDER_MOVES} moves: split the file.`, 'too_many_rows', {
      csv: `At most ${MAX_ORDER_MOVES} rows`,
    });
  const parsed: { index: number; move: OrderMove }[] = [];
  const errors = rows.map((r, index) => {
    const result = orderMoveInput.safeParse(r.move);
    if (!result.success) return [...r.errors, ...result.error.issues.map((i) => i.message)];
    if (r.errors.length === 0) parsed.push({ index, move: result.data });
    return r.errors;
  });
  const outcomes = await prepareMoves(
    ctx,
    actor,
    parsed.map((p) => p.move),
  );
  const prices = new Map<number, number>();
  outcomes.forEach((o, i) => {
    const index = parsed[i]!.index;
    if (o.errors) errors[index] = o.errors;
    else prices.set(index, o.prepared.values.priceCents);
  });
  const answer = rows.map((r, index) => ({
    row: r.row,
    move: r.move,
    priceCents: prices.get(index) ?? null,
    errors: errors[index]!,
  }));
  const valid = answer.filter((r) => r.errors.length === 0);
  return {
    rows: answer,
    validCount: valid.length,
    errorCount: answer.length - valid.length,
    totalCents: valid.reduce((sum, r) => sum + (r.priceCents ?? 0), 0),
  };
}
