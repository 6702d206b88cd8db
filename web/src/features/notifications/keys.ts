/** The notifications domain's cache keys, apart from its reads (see jobs/keys.ts). */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  list: ['/api/notifications', 'list'] as const,
  preferences: ['/api/notifications', 'preferences'] as const,
};
