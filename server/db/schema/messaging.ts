import { messagePriorities, messageTypes } from '@core/messaging';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const messageType = pgEnum('message_type', messageTypes);
export const messagePriority = pgEnum('message_priority', messagePriorities);

/** Messages between two people; who may write to whom is checked by the messaging service. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: messageType('message_type').notNull().default('text'),
    priority: messagePriority('priority').notNull().default('normal'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's phone's id for a message written offline: a resend is stored once (null: none). */
    clientKey: text('client_key'),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key_idx').on(t.senderId, t.clientKey),
    index('messages_pair_idx').on(t.senderId, t.recipientId, t.createdAt),
    index('messages_unread_idx').on(t.recipientId, t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

/** `blockerId` does not accept messages from `blockedId`. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);
