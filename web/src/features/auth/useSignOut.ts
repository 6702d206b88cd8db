import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/queryClient';
import { forgetKeptCopy, useSetSignedInUser } from './api';

/**
 * Signs out. Nothing of the person stays on the phone: a driver's kept copy, queued positions, messages
 * and report writes, and the files the phone showed, are deleted. A driver's sign-out first sends what
 * waits and asks before deleting what could not go (features/offline's `SignOutButton`). Its own
 * module: the app shell does not sign anyone out.
 */
export function useSignOut() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout');
      await forgetKeptCopy('signed-out');
    },
    onSuccess: () => setUser(null),
  });
}
