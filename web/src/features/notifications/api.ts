/** The notifications domain (server module `notifications`): the bell and delivery settings. */
import type { NotificationPreferences } from '@core/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { notificationKeys } from './keys';

const schema = contractOf<typeof import('@core/contracts/notifications')>();
const common = contractOf<typeof import('@core/contracts/common')>();

export const notificationsQuery = () =>
  apiQuery(notificationKeys.list, '/api/notifications', schema('notificationsResponse'));

export const notificationPreferencesQuery = () =>
  apiQuery(notificationKeys.preferences, '/api/notifications/preferences', schema('notificationPreferences'));

/** The bell's list; live `notification` events refresh it at once, the minute poll is the fallback. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery(), enabled, refetchInterval: 60_000 });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`, schema('notificationView')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/notifications/read-all', common('markedCountResponse')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useNotificationPreferences(enabled: boolean) {
  return useQuery({ ...notificationPreferencesQuery(), enabled });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) =>
      sendJson('PUT', '/api/notifications/preferences', schema('notificationPreferences'), change),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
