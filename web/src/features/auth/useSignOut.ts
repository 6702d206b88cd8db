import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/queryClient';
import { forgetKeptCopy, useSetSignedInUser } from './api';

/**
 * Signs out. Nothing of the person stays on the phone: a driver's kept copy and queued positions
 * (features/offline's database) are deleted. Its own module: the app shell does not sign anyone out.
 */
export function useSignOut() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout');
      forgetKeptCopy();
    },
    onSuccess: () => setUser(null),
  });
}
