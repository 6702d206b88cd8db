import type { PreferredDrivers } from '@core/contracts/dispatch';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { DispatchContext } from './context';
import { preferredRepo } from './repo';

/**
 * A client's preferred drivers: asked first when the client's jobs are dispatched. A client may prefer
 * only a driver who has driven one of their moves (picked up, delivered or completed).
 */

const NOT_YOUR_DRIVER = 'Driver not found among the drivers of your moves';

/** GET /api/preferred-drivers */
export async function preferredDrivers(ctx: DispatchContext, actor: SessionUser): Promise<PreferredDrivers> {
  const ids = await preferredRepo.of(ctx.db, actor.id);
  const names = await ctx.drivers.summaries(ids);
  return { drivers: ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)!.name }] : [])) };
}

/** 404 unless the driver has driven one of the client's moves (picked up, delivered or completed). */
async function requireTheirDriver(ctx: DispatchContext, actor: SessionUser, driverId: string) {
  if (!(await ctx.jobs.droveFor(actor.id, driverId))) throw notFound(NOT_YOUR_DRIVER);
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
