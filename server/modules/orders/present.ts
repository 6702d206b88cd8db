import { type Order, orderNumber } from '@core/contracts/orders';
import type { Job } from '../jobs/service';
import type { OrdersContext } from './context';
import type { OrderRow } from './repo';

/** A move that counts toward what the order costs: all but those cancelled before they were paid. */
export const billable = (job: Job) => !(job.status === 'cancelled' && job.paymentStatus === 'unpaid');

/** What the order's one payment stands at, from its moves (the server's own record of each). */
export function orderPaymentStatus(row: OrderRow, jobs: readonly Job[]): Order['paymentStatus'] {
  const counted = jobs.filter(billable);
  if (counted.length > 0 && counted.every((j) => j.paymentStatus === 'refunded')) return 'refunded';
  if (counted.length > 0 && counted.every((j) => j.paymentStatus !== 'unpaid')) return 'paid';
  return row.paymentMode === 'terms' ? 'on_terms' : 'unpaid';
}

/** Orders with their moves, as members see them (drivers' names from the jobs domain). */
export async function presentOrders(ctx: OrdersContext, rows: readonly OrderRow[]): Promise<Order[]> {
  const jobs = await ctx.jobs.ofOrders(rows.map((r) => r.id));
  const described = new Map((await ctx.jobs.describeMany(jobs)).map((j) => [j.id, j]));
  return rows.map((row) => {
    const mine = jobs.filter((j) => j.orderId === row.id);
    return {
      id: row.id,
      orderNumber: orderNumber(row.number),
      companyId: row.companyId,
      poNumber: row.poNumber,
      costCentre: row.costCentre,
      paymentMode: row.paymentMode,
      livemode: row.livemode,
      paymentStatus: orderPaymentStatus(row, mine),
      totalCents: mine.filter(billable).reduce((sum, j) => sum + j.priceCents, 0),
      moves: mine.map((j) => {
        const view = described.get(j.id)!;
        return {
          jobId: j.id,
          jobNumber: view.jobNumber,
          vin: j.vin,
          vehicleType: j.vehicleType,
          pickupLocation: j.pickupLocation,
          destination: j.destinationLocation,
          scheduledTime: view.scheduledTime,
          status: j.status,
          paymentStatus: j.paymentStatus,
          priceCents: j.priceCents,
          driverName: view.driver?.name ?? null,
        };
      }),
      createdBy: row.clientId,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function presentOrder(ctx: OrdersContext, row: OrderRow): Promise<Order> {
  return (await presentOrders(ctx, [row]))[0]!;
}
