/** Driver messaging (server module `messaging`): product/platform §3, §7. */
import { z } from 'zod';
import {
  contactRelations,
  MESSAGE_MAX_LENGTH,
  MESSAGING_TEXTS,
  messagePriorities,
  messageTypes,
} from '../messaging';

export const messageView = z.object({
  id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  messageType: z.enum(messageTypes),
  priority: z.enum(messagePriorities),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof messageView>;
export const messageList = z.array(messageView);

export const contactView = z.object({
  userId: z.string(),
  name: z.string(),
  relation: z.enum(contactRelations),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  /** False when the relationship has ended (the history stays readable) or the contact blocked you. */
  canWrite: z.boolean(),
  /** You blocked this contact: they cannot write to you. */
  blocked: z.boolean(),
});
export type ContactView = z.infer<typeof contactView>;
export const contactList = z.array(contactView);

export const unreadCountResponse = z.object({ count: z.number().int() });

export const userIdParams = z.object({ userId: z.string().max(64) });
export const conversationParams = z.object({ userId: z.string().max(64), contactId: z.string().max(64) });
export const contactIdParams = z.object({ contactId: z.string().max(64) });

/** POST /api/driver-messaging: the sender is the session; `senderId` is accepted and ignored. */
export const sendMessageBody = z.object({
  senderId: z.unknown().optional(),
  recipientId: z.string({ error: 'Choose who to send the message to.' }).max(64),
  content: z
    .string({ error: MESSAGING_TEXTS.contentRequired })
    .trim()
    .min(1, MESSAGING_TEXTS.contentRequired)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_TEXTS.contentTooLong),
  // product/platform §5: the screens always send text; alerts and system messages come from the server.
  messageType: z.literal('text', { error: 'messageType must be text.' }).default('text'),
  priority: z.enum(messagePriorities, { error: 'priority must be normal or high.' }).default('normal'),
  /** The phone's id for a message written offline and sent when the signal returns: stored once. */
  clientKey: z
    .string({ error: 'clientKey must be text.' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'clientKey must be 8 to 64 letters, digits or dashes.')
    .optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const blockResponse = z.object({ contactId: z.string(), blocked: z.boolean() });

export const blockBody = z.object({ blocked: z.boolean({ error: 'blocked must be true or false.' }) });
