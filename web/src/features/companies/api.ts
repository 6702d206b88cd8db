/** Company accounts (server module `companies`): the signed-in client's company, its people and invitations. */
import { actsForClient, type CompanyPermission, type CompanyRole, roleMay } from '@core/companies';
import type { CompanyDetailsBody, InviteMemberBody } from '@core/contracts/companies';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest, contractOf, getJson, sendJson } from '@web/lib/queryClient';

const schema = contractOf<typeof import('@core/contracts/companies')>();

export const companyKeys = {
  mine: ['/api/company'] as const,
  people: ['/api/company/people'] as const,
  invitation: (token: string) => ['/api/company/invitations', token] as const,
};

/** GET /api/company: the company and the person's role (nulls: a personal account). */
export const myCompanyQuery = () => apiQuery(companyKeys.mine, '/api/company', schema('myCompany'));

/** The signed-in client's company; not fetched while `enabled` is false (signed out, a driver). */
export function useMyCompany(enabled = true) {
  return useQuery({ ...myCompanyQuery(), enabled });
}

/** GET /api/company/people */
export const companyPeopleQuery = () =>
  apiQuery(companyKeys.people, '/api/company/people', schema('companyPeople'));

export function useCompanyPeople() {
  return useQuery(companyPeopleQuery());
}

/** GET /api/company/invitations/:token: what the link shows (no sign-in needed). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: companyKeys.invitation(token),
    queryFn: ({ signal }) =>
      getJson(`/api/company/invitations/${encodeURIComponent(token)}`, schema('invitationView'), { signal }),
    retry: false,
  });
}

/** Membership changes change what every list shows: everything is fetched again. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /api/company (create) or PATCH /api/company (edit the details). */
export function useSaveCompany(editing: boolean) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: CompanyDetailsBody) =>
      sendJson(editing ? 'PATCH' : 'POST', '/api/company', schema('myCompany'), body),
    onSuccess: refresh,
  });
}

/** POST /api/company/invites */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) =>
      sendJson('POST', '/api/company/invites', schema('companyInvite'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.people }),
  });
}

/** DELETE /api/company/invites/:id */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/company/invites/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.people }),
  });
}

/** PATCH /api/company/members/:userId */
export function useChangeRole() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: CompanyRole }) =>
      apiRequest('PATCH', `/api/company/members/${encodeURIComponent(userId)}`, { role }),
    onSuccess: refresh,
  });
}

/** DELETE /api/company/members/:userId (removing someone, or leaving). */
export function useRemoveMember() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest('DELETE', `/api/company/members/${encodeURIComponent(userId)}`),
    onSuccess: refresh,
  });
}

/** POST /api/company/invitations/:token/accept */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendJson('POST', `/api/company/invitations/${encodeURIComponent(token)}/accept`, schema('myCompany')),
    // Everything but the invitation, now used: fetched again, it would answer "already used" and
    // replace the page before it moves on to the company.
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== companyKeys.invitation(token)[0],
      });
    },
  });
}

/**
 * Whether the signed-in person's role allows the permission in their company (true for a personal
 * account). Buttons follow it; the server refuses anyway.
 */
export function useCompanyMay(permission: CompanyPermission, enabled = true): boolean {
  const mine = useMyCompany(enabled);
  if (!mine.data?.role) return true;
  return roleMay(mine.data.role, permission);
}

/** Whether the person may pay for, cancel and manage this move (its client, or a member who may order). */
export function useActsForJob(
  job: Pick<RecoveryRequest, 'userId' | 'companyId'> | undefined,
  me: { id: string; role: string },
): boolean {
  const mine = useMyCompany(me.role === 'client');
  if (!job || me.role !== 'client') return false;
  const actor = {
    id: me.id,
    companyId: mine.data?.company?.id ?? null,
    companyRole: mine.data?.role ?? null,
  };
  return actsForClient(actor, { clientId: job.userId, companyId: job.companyId }, 'order');
}
