import type { Db } from '../../db/client';
import type { JobsService } from '../jobs/service';
import type { PaymentsService } from '../payments/service';
import type { PlacesService } from '../places/service';

export interface OrdersServiceDeps {
  db: Db;
  /** Each move is a job: the jobs domain prepares, prices and writes them. */
  jobs: JobsService;
  /** Cancelling an order cancels (and refunds) each move as a single job's cancellation does. */
  payments: Pick<PaymentsService, 'cancel' | 'createOrderIntent' | 'voidOrderIntent'>;
  /** A CSV names saved places by name: the actor's own (the places domain decides which). */
  places: Pick<PlacesService, 'list'>;
  /** The zone a CSV's pickup date and time are read in (the operators'). */
  timeZone: string;
}

export type OrdersContext = OrdersServiceDeps;

export const ORDER_NOT_FOUND = 'Order not found';
