/** Webhooks (server module `webhooks`): a company's endpoints and their delivery log (owners only). */
import type { WebhookDelivery, WebhookEndpointBody } from '@core/contracts/webhooks';
import type { WebhookEventType } from '@core/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest, contractOf, sendJson } from '@web/lib/queryClient';

/** While a delivery is retried, its log is read again this often. */
const DELIVERIES_REFETCH_MS = 5_000;

const schema = contractOf<typeof import('@core/contracts/webhooks')>();

export const webhooksKeys = {
  all: ['/api/company/webhooks'] as const,
  deliveries: (id: string) => [...webhooksKeys.all, id, 'deliveries'] as const,
};

/** GET /api/company/webhooks */
export const webhookEndpointsQuery = () =>
  apiQuery(webhooksKeys.all, '/api/company/webhooks', schema('webhookEndpointList'));

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery());

/** GET /api/company/webhooks/:id/deliveries */
export const webhookDeliveriesQuery = (id: string) =>
  apiQuery(
    webhooksKeys.deliveries(id),
    `/api/company/webhooks/${encodeURIComponent(id)}/deliveries`,
    schema('webhookDeliveryList'),
  );

/** The endpoint's delivery log, refreshed while something is still being sent. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    ...webhookDeliveriesQuery(id),
    refetchInterval: (query) =>
      query.state.data?.some((d: WebhookDelivery) => d.status === 'pending') ? DELIVERIES_REFETCH_MS : false,
  });
}

/** POST /api/company/webhooks: the answer carries the signing secret, shown this once. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) =>
      sendJson('POST', '/api/company/webhooks', schema('createdWebhookEndpoint'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}

/** PATCH /api/company/webhooks/:id (on/off, events) */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; enabled?: boolean; events?: WebhookEventType[] }) =>
      sendJson('PATCH', `/api/company/webhooks/${encodeURIComponent(id)}`, schema('webhookEndpoint'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}

/** DELETE /api/company/webhooks/:id */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/company/webhooks/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}

/** POST /api/company/webhooks/deliveries/:id/resend */
export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest('POST', `/api/company/webhooks/deliveries/${encodeURIComponent(deliveryId)}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(endpointId) }),
  });
}
