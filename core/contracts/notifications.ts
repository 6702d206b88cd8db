/** In-app notifications and their delivery settings (server module `notifications`). */
import { z } from 'zod';
import { notificationKinds } from '../messaging';

export const notificationView = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationsResponse = z.object({
  notifications: z.array(notificationView),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const channelSettings = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });
/** A change of one kind's channels: push left out keeps what it was. */
const channelChange = channelSettings.extend({ push: z.boolean().optional() });

/** GET/PUT /api/notifications/preferences: the phone for SMS and, per kind, e-mail, SMS and push on or off. */
export const notificationPreferences = z.object({
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number like +1 555 010 0199.')
    .nullable(),
  kinds: z.record(z.enum(notificationKinds), channelSettings),
  /** Whether the phone was confirmed with a texted code: until then no text goes to it. */
  phoneVerified: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const updateNotificationPreferences = z
  .object({
    phone: notificationPreferences.shape.phone.optional(),
    kinds: z.partialRecord(z.enum(notificationKinds), channelChange).optional(),
  })
  .refine((body) => body.phone !== undefined || body.kinds !== undefined, {
    message: 'Send a phone number or the settings to change.',
  });
