import type { Me, SignInBody, SignUpBody, UserRole } from '@core/contracts/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, getQueryFn } from '@web/lib/queryClient';

export const meKey = ['/api/me'] as const;

/** The signed-in user, `null` when signed out (401). */
export function useMe() {
  return useQuery<Me | null>({
    queryKey: meKey,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });
}

/** Stores the new user and refreshes everything that depends on who is signed in. */
function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (me: Me | null) => {
    queryClient.setQueryData(meKey, me);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
  };
}

export function useSignIn() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (body: SignInBody) => apiJson<Me>('POST', '/api/auth/login', body),
    onSuccess: setUser,
  });
}

export function useSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (body: SignUpBody) => apiJson<Me>('POST', '/api/auth/signup', body),
    onSuccess: setUser,
  });
}

export function useSignOut() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout');
    },
    onSuccess: () => setUser(null),
  });
}

/** Switches between client (Customer) and driver; the cache changes at once so the navigation follows. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: UserRole) => apiJson<Me>('PATCH', '/api/me', { role }),
    onMutate: async (role) => {
      await queryClient.cancelQueries({ queryKey: meKey });
      const previous = queryClient.getQueryData<Me | null>(meKey);
      if (previous) queryClient.setQueryData<Me>(meKey, { ...previous, role });
      return { previous };
    },
    onError: (_err, _role, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(meKey, context.previous);
    },
    onSuccess: (me) => {
      queryClient.setQueryData(meKey, me);
    },
  });
}
