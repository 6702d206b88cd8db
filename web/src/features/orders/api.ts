import type { CreateOrderInput, Order, OrderMoveInput, OrderPage } from '@core/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@web/features/jobs';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/orders')>();
const payments = contractOf<typeof import('@core/contracts/payments')>();

/** Everything about orders sits under `all`; a job's live event refreshes them too (their moves). */
export const orderKeys = {
  all: [...jobKeys.all, 'orders'] as const,
  one: (id: string) => [...jobKeys.all, 'orders', id] as const,
};

export const ORDER_TEMPLATE_URL = '/api/orders/template.csv';
const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** GET /api/orders: the company's orders (or a personal client's), newest first, first page. */
export function useOrders(limit = 50) {
  return useQuery(
    apiQuery(orderKeys.all, `/api/orders?limit=${limit}`, schema('orderPage'), (p): OrderPage => p),
  );
}

/** GET /api/orders/:id, read again while its moves are under way (live events refresh it sooner). */
export function useOrder(id: string) {
  return useQuery({
    // The answer's type named explicitly: inferred through useQuery it comes out wrong for this contract.
    ...apiQuery(orderKeys.one(id), orderPath(id), schema('order'), (o): Order => o),
    refetchInterval: 30_000,
  });
}

/** POST /api/orders/preview: the CSV's rows read and priced by the server; creates nothing. */
export function usePreviewOrder() {
  return useMutation({
    mutationFn: (csv: string) => sendJson('POST', '/api/orders/preview', schema('orderPreview'), { csv }),
  });
}

/** POST /api/orders: the order and all its moves at once (the key makes a repeated confirm harmless). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderInput) => sendJson('POST', '/api/orders', schema('order'), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', `${orderPath(id)}/cancel`, schema('order')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** POST /api/orders/:id/payment-intent: the order's one intent, its amount from the server. */
export const createOrderIntent = (id: string) =>
  sendJson('POST', `${orderPath(id)}/payment-intent`, payments('createPaymentIntentResponse'));

export type { OrderMoveInput };
