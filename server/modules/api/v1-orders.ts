import { createHash } from 'node:crypto';
import { type V1Order, v1IdParams, v1Order, v1OrderPage, v1PageQuery } from '@core/contracts/api-v1';
import { type CreateOrder, createOrderBody, type Order, type OrderPage } from '@core/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { ApiActor } from './service';
import { apiActor } from './v1-plugin';
import { isLive } from './v1-routes';

/** What the API needs of the orders service (server/modules/orders). */
export interface OrdersPort {
  create(
    actor: SessionUser,
    body: CreateOrder,
    opts: { livemode: boolean },
  ): Promise<{ order: Order; created: boolean }>;
  get(actor: SessionUser, idOrNumber: string): Promise<Order>;
  list(actor: SessionUser, page: { cursor?: string | null; limit: number }): Promise<OrderPage>;
  cancel(actor: SessionUser, idOrNumber: string): Promise<Order>;
}

/** The API's order body: the app's, the Idempotency-Key header standing for the body's key. */
export const v1CreateOrderBody = createOrderBody.omit({ idempotencyKey: true }).meta({
  id: 'CreateOrder',
  example: {
    poNumber: 'PO-7781',
    costCentre: 'West fleet',
    moves: [
      {
        vehicleType: 'bobtail',
        vin: '1M8GDM9AXKP042788',
        pickupLocation: 'Dallas, TX 75201',
        destination: 'Phoenix, AZ 85001',
        serviceTime: 'now',
      },
    ],
  },
});

export function toV1Order(order: Order, livemode: boolean): V1Order {
  return {
    object: 'order',
    id: order.id,
    number: order.orderNumber,
    livemode,
    poNumber: order.poNumber,
    costCentre: order.costCentre,
    paymentMode: order.paymentMode,
    paymentStatus: order.paymentStatus,
    totalCents: order.totalCents,
    jobs: order.moves.map((m) => ({
      id: m.jobId,
      number: m.jobNumber,
      vin: m.vin,
      status: m.status,
      priceCents: m.priceCents,
    })),
    createdAt: order.createdAt,
  };
}

/** Orders: created, read, listed by cursor and cancelled through the orders service. */
export const v1OrderRoutes: FastifyPluginAsyncZod<{ orders: OrdersPort }> = async (app, { orders }) => {
  /** The key's company's orders of the key's mode only; anything else is 404. */
  async function visible(actor: ApiActor, order: Order): Promise<boolean> {
    return order.companyId === actor.apiKey.companyId && order.livemode === isLive(actor);
  }
  async function readOrder(actor: ApiActor, idOrNumber: string): Promise<Order> {
    const order = await orders.get(actor, idOrNumber);
    if (!(await visible(actor, order))) throw notFound('Order not found');
    return order;
  }

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Create an order of one or more moves',
        tags: ['Orders'],
        body: v1CreateOrderBody,
        response: { 200: v1Order, 201: v1Order },
      },
      config: { v1: { scope: 'write' } },
    },
    async (request, reply) => {
      const actor = apiActor(request);
      const header = request.headers['idempotency-key'];
      // The orders service's own key per client as a second guard: scoped to this API key.
      const idempotencyKey =
        typeof header === 'string'
          ? `v1:${createHash('sha256').update(`${actor.apiKey.id}\n${header}`).digest('hex').slice(0, 40)}`
          : null;
      const { order, created } = await orders.create(
        actor,
        { ...request.body, idempotencyKey },
        { livemode: isLive(actor) },
      );
      return reply.status(created ? 201 : 200).send(toV1Order(order, isLive(actor)));
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        summary: 'List orders',
        tags: ['Orders'],
        querystring: v1PageQuery,
        response: { 200: v1OrderPage },
      },
    },
    async (request) => {
      const actor = apiActor(request);
      const page = await orders.list(actor, request.query);
      const data: V1Order[] = [];
      for (const order of page.items)
        if (await visible(actor, order)) data.push(toV1Order(order, isLive(actor)));
      return { object: 'list' as const, data, nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: { summary: 'Read an order', tags: ['Orders'], params: v1IdParams, response: { 200: v1Order } },
    },
    async (request) => {
      const actor = apiActor(request);
      return toV1Order(await readOrder(actor, request.params.id), isLive(actor));
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        summary: 'Cancel an order',
        tags: ['Orders'],
        params: v1IdParams,
        response: { 200: v1Order },
      },
      config: { v1: { scope: 'write' } },
    },
    async (request) => {
      const actor = apiActor(request);
      const order = await readOrder(actor, request.params.id);
      return toV1Order(await orders.cancel(actor, order.id), isLive(actor));
    },
  );
};
