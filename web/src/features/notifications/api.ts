/** The notifications domain (server module `notifications`): the bell and delivery settings. */
import { markedCountResponse } from '@core/contracts/common';
import {
  type NotificationPreferences,
  notificationPreferences,
  notificationsResponse,
  notificationView,
} from '@core/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, sendJson } from '@web/lib/queryClient';
import { notificationKeys } from './keys';

export const notificationsQuery = () =>
  apiQuery(notificationKeys.list, '/api/notifications', notificationsResponse);

export const notificationPreferencesQuery = () =>
  apiQuery(notificationKeys.preferences, '/api/notifications/preferences', notificationPreferences);

/** The bell's list; live `notification` events refresh it at once, the minute poll is the fallback. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery(), enabled, refetchInterval: 60_000 });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`, notificationView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/notifications/read-all', markedCountResponse),
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
      sendJson('PUT', '/api/notifications/preferences', notificationPreferences, change),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
