/** The public API's keys (server module `api`, /api/company/api-keys) and its OpenAPI document. */
import type { CreateApiKeyBody } from '@core/contracts/api-v1';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/api-v1')>();

export const developerKeys = {
  apiKeys: ['/api/company/api-keys'] as const,
  openApi: ['/api/v1/openapi.json'] as const,
};

/** GET /api/company/api-keys: the company's keys, newest first (owners only). */
export const apiKeysQuery = () =>
  apiQuery(developerKeys.apiKeys, '/api/company/api-keys', schema('apiKeyList'));
export const useApiKeys = () => useQuery(apiKeysQuery());

/** POST /api/company/api-keys: asks for the step-up first (the request helper prompts); the secret comes once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) =>
      sendJson('POST', '/api/company/api-keys', schema('createdApiKey'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.apiKeys }),
  });
}

/** DELETE /api/company/api-keys/:id: refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('DELETE', `/api/company/api-keys/${encodeURIComponent(id)}`, schema('apiKey')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.apiKeys }),
  });
}

export type { OpenApiDocumentView as OpenApiDocument } from '@core/contracts/api-v1';

/** GET /api/v1/openapi.json (public). */
export const openApiQuery = () =>
  apiQuery(developerKeys.openApi, '/api/v1/openapi.json', schema('openApiDocumentView'));
export const useOpenApi = () => useQuery(openApiQuery());
