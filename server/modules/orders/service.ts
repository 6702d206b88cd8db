import { bindActions } from '../../lib/actions';
import type { OrdersServiceDeps } from './context';
import { create } from './create';
import { preview } from './preview';
import { cancel, get, list, pay } from './read';

export type { OrdersServiceDeps } from './context';

/**
 * Orders of many moves: each move a job of its own (the jobs domain prices and writes them), the
 * order and its jobs written together, a CSV previewed before anything is created.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  return bindActions(deps, { create, get, list, cancel, preview, pay });
}
export type OrdersService = ReturnType<typeof createOrdersService>;
