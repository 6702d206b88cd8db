import type { PreferredDrivers } from '@core/contracts/dispatch';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { DispatchContext } from './context';
import { preferredRepo } from './repo';

/**
 * A client's preferred drivers: asked first when the client's jobs are dispatched. A client may prefer
 * only a driver who has driven one of their moves (delivered or completed, or under way now).
 */

const NOT_YOUR_DRIVER = 'Driver not found among the drivers of your moves';

/** GET /api/preferred-drivers */
export async function preferredDrivers(ctx: DispatchContext, actor: SessionUser): Promise<PreferredDrivers> {
  const ids = await preferredRepo.of(ctx.db, actor.id);
  const names = await ctx.drivers.summaries(ids);
  return { drivers: ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)!.name }] : [])) };
}

/** 404 unless the driver has driven (or is driving) one of the client's moves. */
async function requireTheirDriver(ctx: DispatchContext, actor: SessionUser, driverId: string) {
  const shared = await ctx.jobs.counterparts(actor.id, new Date(0), driverId);
  if (!shared.some((c) => c.userId === driverId && c.relation === 'driver')) throw notFound(NOT_YOUR_DRIVER);
}

/** PUT /api/preferred-drivers/:driverId: idempotent. */
export async function preferDriver(ctx: DispatchContext, actor: SessionUser, driverId: string) {
  await requireTheirDriver(ctx, actor, driverId);
  await preferredRepo.add(ctx.db, actor.id, driverId);
  return preferredDrivers(ctx, actor);
}

/** DELETE /api/preferred-drivers/:driverId: idempotent for a driver of their moves; 404 for anyone else. */
export async function unpreferDriver(ctx: DispatchContext, actor: SessionUser, driverId: string) {
  await requireTheirDriver(ctx, actor, driverId);
  await preferredRepo.remove(ctx.db, actor.id, driverId);
  return preferredDrivers(ctx, actor);
}
