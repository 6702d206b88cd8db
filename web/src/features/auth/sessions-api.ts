/**
 * Where the person is signed in (the profile's card): its own module, as the app shell needs none of it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, contractOf, getJson, sendJson } from '@web/lib/queryClient';
import { accountKeys } from './api';

const sessionsResponse = contractOf<typeof import('@core/contracts/accounts')>()('sessionsResponse');
const endedSessionsResponse =
  contractOf<typeof import('@core/contracts/accounts')>()('endedSessionsResponse');

/** GET /api/me/sessions: where the person is signed in, the current session marked. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => getJson('/api/me/sessions', sessionsResponse, { signal }),
  });
}

/** DELETE /api/me/sessions/:id: signs out one session (its device's next request is signed out). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/me/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** DELETE /api/me/sessions: "Sign out everywhere else"; this session stays. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('DELETE', '/api/me/sessions', endedSessionsResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
