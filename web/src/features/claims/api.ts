/** The claims domain (server module `claims`): a client's claims, their threads, operators' decisions. */
import type { ClaimDecisionBody, ClaimView, OpenClaimBody } from '@core/contracts/claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { uploadTo } from '@web/lib/upload';

const contract = contractOf<typeof import('@core/contracts/claims')>();

export const claimsKeys = {
  all: ['/api/claims'] as const,
  one: (id: string) => ['/api/claims', id] as const,
};

/** A claim as every claim write answers it. */
export const claimContract = contract('claimView');

/** GET /api/claims */
export const claimsQuery = () => apiQuery(claimsKeys.all, '/api/claims', contract('claimsResponse'));
/** GET /api/claims/:id */
export const claimQuery = (id: string) =>
  apiQuery(claimsKeys.one(id), `/api/claims/${encodeURIComponent(id)}`, contract('claimView'));

export function useClaims() {
  return useQuery(claimsQuery());
}

/** Every claim write answers the claim as it now is. */
function useClaimWrite<V>(send: (v: V) => Promise<ClaimView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (claim) => {
      queryClient.setQueryData(claimsKeys.one(claim.id), claim);
      void queryClient.invalidateQueries({ queryKey: claimsKeys.all, exact: true });
    },
  });
}

/** POST /api/claims */
export const useOpenClaim = () =>
  useClaimWrite((body: OpenClaimBody) => sendJson('POST', '/api/claims', contract('claimView'), body));
/** POST /api/claims/:id/messages */
export const useClaimMessage = (id: string) =>
  useClaimWrite((body: { body: string; to?: 'client' | 'driver' }) =>
    sendJson('POST', `/api/claims/${encodeURIComponent(id)}/messages`, contract('claimView'), body),
  );
/** POST /api/admin/claims/:id/decision */
export const useDecideClaim = (id: string) =>
  useClaimWrite((body: ClaimDecisionBody) =>
    sendJson('POST', `/api/admin/claims/${encodeURIComponent(id)}/decision`, contract('claimView'), body),
  );

/** POST /api/claims/:id/photos: a photo added to the thread as evidence. */
export function useAddClaimPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTo(`/api/claims/${encodeURIComponent(id)}/photos`, claimContract),
    onSuccess: (claim: ClaimView) => queryClient.setQueryData(claimsKeys.one(claim.id), claim),
  });
}
