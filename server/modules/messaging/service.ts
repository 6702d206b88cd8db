import type { ContactView, MessageView, SendMessageBody } from '@core/contracts/messaging';
import type { LiveEvent } from '@core/live';
import {
  CONVERSATION_DAYS_AFTER_COMPLETION,
  type ContactRelation,
  MESSAGING_TEXTS,
  type MessagePriority,
} from '@core/messaging';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Audience } from '../../lib/live-bus';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { JobsService } from '../jobs/service';
import type { Notify } from '../notifications/service';
import { type MessageRow, messagingRepo } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A conversation shows its latest messages; older ones stay stored. */
const CONVERSATION_LIMIT = 200;

export interface MessagingDeps {
  db: Db;
  accounts: Pick<AccountsService, 'getUser' | 'getUsers' | 'adminIds'>;
  jobs: Pick<JobsService, 'counterparts'>;
  notify: Notify;
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  now?: () => Date;
}

interface Relation {
  relation: ContactRelation;
  /** The relationship allows writing now (a job underway or recently completed, or dispatch). */
  active: boolean;
}

const toView = (row: MessageRow): MessageView => ({
  id: row.id,
  senderId: row.senderId,
  recipientId: row.recipientId,
  content: row.content,
  messageType: row.messageType,
  priority: row.priority,
  isRead: row.readAt !== null,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const noConversation = () => notFound('Conversation not found.');

/**
 * Messages between people who work together: a client and the driver of their job (from acceptance until
 * CONVERSATION_DAYS_AFTER_COMPLETION after completion), any driver or client and dispatch (operators),
 * and operators with anyone. Nobody else, whatever ids a request names; a blocked contact cannot write.
 */
export function createMessagingService(deps: MessagingDeps) {
  const { db, accounts, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const completedSince = () => new Date(now().getTime() - CONVERSATION_DAYS_AFTER_COMPLETION * DAY_MS);

  /** How `other` relates to the actor, or null when they have nothing to do with each other. */
  async function relationOf(actor: SessionUser, otherId: string): Promise<Relation | null> {
    if (!isUuid(otherId) || otherId === actor.id) return null;
    const other = await accounts.getUser(otherId);
    if (!other || other.anonymisedAt) return null;
    if (other.isAdmin) return { relation: 'dispatch', active: true };
    if (actor.isAdmin) return { relation: other.role === 'driver' ? 'driver' : 'client', active: true };
    const shared = await jobs.counterparts(actor.id, completedSince(), otherId);
    const job = shared.find((c) => c.userId === otherId);
    if (job) return { relation: job.relation, active: job.active };
    if (await messagingRepo.hasHistory(db, actor.id, otherId)) return { relation: 'user', active: false };
    return null;
  }

  const ownUser = (actor: SessionUser, userId: string) => {
    if (userId !== actor.id) throw notFound('Messages not found.');
  };

  return {
    async contacts(actor: SessionUser, userId: string): Promise<ContactView[]> {
      ownUser(actor, userId);
      const [shared, partners, adminIds] = await Promise.all([
        actor.isAdmin ? Promise.resolve([]) : jobs.counterparts(actor.id, completedSince()),
        messagingRepo.partners(db, actor.id),
        accounts.adminIds(),
      ]);
      const byId = new Map<string, Relation>();
      for (const id of adminIds) if (id !== actor.id) byId.set(id, { relation: 'dispatch', active: true });
      for (const c of shared) {
        const known = byId.get(c.userId);
        if (!known || (c.active && !known.active))
          byId.set(c.userId, { relation: c.relation, active: c.active });
      }
      const partnerIds = partners.map((p) => p.userId).filter((id) => !byId.has(id));
      const partnerUsers = partnerIds.length ? await accounts.getUsers(partnerIds) : [];
      for (const u of partnerUsers) {
        byId.set(
          u.id,
          actor.isAdmin
            ? { relation: u.role === 'driver' ? 'driver' : 'client', active: true }
            : {
                relation: u.isAdmin ? 'dispatch' : 'user',
                active: u.isAdmin,
              },
        );
      }
      const ids = [...byId.keys()];
      const [users, iBlocked, blockedMe] = await Promise.all([
        accounts.getUsers(ids),
        messagingRepo.blockedBy(db, actor.id, ids),
        messagingRepo.whoBlocked(db, actor.id, ids),
      ]);
      const activity = new Map(partners.map((p) => [p.userId, p]));
      return users
        .filter((u) => !u.anonymisedAt)
        .map((u) => {
          const rel = byId.get(u.id)!;
          const seen = activity.get(u.id);
          return {
            userId: u.id,
            name: u.name,
            relation: rel.relation,
            lastMessageAt: seen?.lastAt.toISOString() ?? null,
            unreadCount: seen?.unread ?? 0,
            canWrite: rel.active && !blockedMe.has(u.id),
            blocked: iBlocked.has(u.id),
          };
        })
        .sort(
          (a, b) =>
            (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || a.name.localeCompare(b.name),
        );
    },

    async conversation(actor: SessionUser, userId: string, contactId: string): Promise<MessageView[]> {
      ownUser(actor, userId);
      if (!(await relationOf(actor, contactId))) throw noConversation();
      return (await messagingRepo.conversation(db, actor.id, contactId, CONVERSATION_LIMIT)).map(toView);
    },

    async send(actor: SessionUser, body: Omit<SendMessageBody, 'senderId'>): Promise<MessageView> {
      const recipientId = body.recipientId;
      if (recipientId === actor.id)
        throw badRequest('You cannot send a message to yourself.', 'self_message');
      const [relation, blocked] = await Promise.all([
        relationOf(actor, recipientId),
        isUuid(recipientId) ? messagingRepo.isBlocked(db, recipientId, actor.id) : false,
      ]);
      if (!relation?.active) throw notFound(MESSAGING_TEXTS.noRelationship);
      if (blocked) throw forbidden(MESSAGING_TEXTS.blocked);
      const priority: MessagePriority = body.priority ?? 'normal';
      const row = await messagingRepo.insert(db, {
        senderId: actor.id,
        recipientId,
        content: body.content.trim(),
        messageType: 'text',
        priority,
      });
      await Promise.all([
        deps
          .publish?.(
            { type: 'message.created', messageId: row.id, senderId: actor.id, recipientId, priority },
            { userIds: [actor.id, recipientId], private: true },
          )
          .catch(() => {}),
        // The notice names the sender, not the words: mail and the outbox never carry a conversation.
        deps.notify(recipientId, priority === 'high' ? 'message_high_priority' : 'message', {
          title: `${priority === 'high' ? 'High-priority message' : 'New message'} from ${actor.name}`,
          body: `${actor.name} sent you a${priority === 'high' ? ' high-priority' : ''} message. Open Pathway to read and answer it.`,
          link: `/messages?contact=${actor.id}`,
        }),
      ]);
      return toView(row);
    },

    async markRead(actor: SessionUser, id: string): Promise<MessageView> {
      if (!isUuid(id)) throw notFound('Message not found.');
      const row = await messagingRepo.markRead(db, actor.id, id);
      if (!row) throw notFound('Message not found.');
      await deps
        .publish?.(
          { type: 'message.read', readerId: actor.id, contactId: row.senderId },
          { userIds: [actor.id, row.senderId], private: true },
        )
        .catch(() => {});
      return toView(row);
    },

    /** Everything the contact sent the actor is read (an open conversation). */
    async markConversationRead(actor: SessionUser, contactId: string): Promise<number> {
      if (!(await relationOf(actor, contactId))) throw noConversation();
      const marked = await messagingRepo.markConversationRead(db, actor.id, contactId);
      if (marked > 0) {
        await deps
          .publish?.(
            { type: 'message.read', readerId: actor.id, contactId },
            { userIds: [actor.id, contactId], private: true },
          )
          .catch(() => {});
      }
      return marked;
    },

    async unreadCount(actor: SessionUser, userId: string): Promise<{ count: number }> {
      ownUser(actor, userId);
      return { count: await messagingRepo.unreadCount(db, actor.id) };
    },

    async highPriority(actor: SessionUser, userId: string): Promise<MessageView[]> {
      ownUser(actor, userId);
      return (await messagingRepo.unreadHighPriority(db, actor.id)).map(toView);
    },

    async setBlocked(actor: SessionUser, contactId: string, blocked: boolean) {
      if (!(await relationOf(actor, contactId))) throw noConversation();
      await messagingRepo.setBlocked(db, actor.id, contactId, blocked);
      return { contactId, blocked };
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
