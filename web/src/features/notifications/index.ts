/** The notifications domain's public face: the bell's data, cache keys and the settings card. */
export {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './api';
export { NotificationBell } from './components/NotificationBell';
export { NotificationSettings } from './components/NotificationSettings';
export { notificationKeys } from './keys';
