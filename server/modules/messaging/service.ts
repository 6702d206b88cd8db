import type { ContactView, MessageView, SendMessageBody } from '@core/contracts/messaging';
import type { LiveEvent } from '@core/live';
import {
  CONVERSATION_DAYS_AFTER_COMPLETION,
  type ContactRelation,
  MESSAGING_TEXTS,
  type MessagePriority,
} from '@core/messaging';
import type { Db } from '../../db/client';
import { bindActions } from '../../lib/actions';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Audience } from '../../lib/live-bus';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { JobsService } from '../jobs/service';
import { contactNoticeMessages } from '../notifications/messages';
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

/** What the functions take: the dependencies with the clock fixed. */
type MessagingContext = MessagingDeps & { now: () => Date };

const completedSince = (ctx: MessagingContext) =>
  new Date(ctx.now().getTime() - CONVERSATION_DAYS_AFTER_COMPLETION * DAY_MS);

/** How `other` relates to the actor, or null when they have nothing to do with each other. */
async function relationOf(
  ctx: MessagingContext,
  actor: SessionUser,
  otherId: string,
): Promise<Relation | null> {
  if (!isUuid(otherId) || otherId === actor.id) return null;
  const other = await ctx.accounts.getUser(otherId);
  if (!other || other.anonymisedAt) return null;
  if (other.isAdmin) return { relation: 'dispatch', active: true };
  if (actor.isAdmin) return { relation: other.role === 'driver' ? 'driver' : 'client', active: true };
  const shared = await ctx.jobs.counterparts(actor.id, completedSince(ctx), otherId);
  const job = shared.find((c) => c.userId === otherId);
  if (job) return { relation: job.relation, active: job.active };
  if (await messagingRepo.hasHistory(ctx.db, actor.id, otherId)) return { relation: 'user', active: false };
  return null;
}

const ownUser = (actor: SessionUser, userId: string) => {
  if (userId !== actor.id) throw notFound('Messages not found.');
};

export async function contacts(
  ctx: MessagingContext,
  actor: SessionUser,
  userId: string,
): Promise<ContactView[]> {
  ownUser(actor, userId);
  const [shared, partners, adminIds] = await Promise.all([
    actor.isAdmin ? Promise.resolve([]) : ctx.jobs.counterparts(actor.id, completedSince(ctx)),
    messagingRepo.partners(ctx.db, actor.id),
    ctx.accounts.adminIds(),
  ]);
  const byId = new Map<string, Relation>();
  for (const id of adminIds) if (id !== actor.id) byId.set(id, { relation: 'dispatch', active: true });
  for (const c of shared) {
    const known = byId.get(c.userId);
    if (!known || (c.active && !known.active)) byId.set(c.userId, { relation: c.relation, active: c.active });
  }
  const partnerIds = partners.map((p) => p.userId).filter((id) => !byId.has(id));
  const partnerUsers = partnerIds.length ? await ctx.accounts.getUsers(partnerIds) : [];
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
    ctx.accounts.getUsers(ids),
    messagingRepo.blockedBy(ctx.db, actor.id, ids),
    messagingRepo.whoBlocked(ctx.db, actor.id, ids),
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
      (a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || a.name.localeCompare(b.name),
    );
}

export async function conversation(
  ctx: MessagingContext,
  actor: SessionUser,
  userId: string,
  contactId: string,
): Promise<MessageView[]> {
  ownUser(actor, userId);
  if (!(await relationOf(ctx, actor, contactId))) throw noConversation();
  return (await messagingRepo.conversation(ctx.db, actor.id, contactId, CONVERSATION_LIMIT)).map(toView);
}

export async function send(
  ctx: MessagingContext,
  actor: SessionUser,
  body: Omit<SendMessageBody, 'senderId'>,
): Promise<MessageView> {
  const recipientId = body.recipientId;
  if (recipientId === actor.id) throw badRequest('You cannot send a message to yourself.', 'self_message');
  const [relation, blocked] = await Promise.all([
    relationOf(ctx, actor, recipientId),
    isUuid(recipientId) ? messagingRepo.isBlocked(ctx.db, recipientId, actor.id) : false,
  ]);
  if (!relation?.active) throw notFound(MESSAGING_TEXTS.noRelationship);
  if (blocked) throw forbidden(MESSAGING_TEXTS.blocked);
  const priority: MessagePriority = body.priority ?? 'normal';
  const values = {
    senderId: actor.id,
    recipientId,
    content: body.content.trim(),
    messageType: 'text' as const,
    priority,
  };
  const { clientKey } = body;
  const row = clientKey
    ? await messagingRepo.insertOnce(ctx.db, { ...values, clientKey })
    : await messagingRepo.insert(ctx.db, values);
  // A resend of a message the phone queued offline: the one stored answers, told to nobody again.
  if (!row) return toView(await storedOnce(ctx, actor.id, recipientId, clientKey!));
  await Promise.all([
    ctx
      .publish?.(
        { type: 'message.created', messageId: row.id, senderId: actor.id, recipientId, priority },
        { userIds: [actor.id, recipientId], private: true },
      )
      .catch(() => {}),
    // The notice names the sender, not the words: mail and the outbox never carry a conversation.
    ctx.notify(recipientId, priority === 'high' ? 'message_high_priority' : 'message', (locale) => ({
      ...contactNoticeMessages[locale].message({ sender: actor.name, high: priority === 'high' }),
      link: `/messages?contact=${actor.id}`,
    })),
  ]);
  return toView(row);
}

/** The message stored under this client key, which must be to the same person (a key is one message). */
async function storedOnce(
  ctx: MessagingContext,
  senderId: string,
  recipientId: string,
  clientKey: string,
): Promise<MessageRow> {
  const stored = await messagingRepo.byClientKey(ctx.db, senderId, clientKey);
  if (!stored || stored.recipientId !== recipientId)
    throw conflict('This message key was already used for another message.', 'client_key_reused');
  return stored;
}

export async function markRead(ctx: MessagingContext, actor: SessionUser, id: string): Promise<MessageView> {
  if (!isUuid(id)) throw notFound('Message not found.');
  const row = await messagingRepo.markRead(ctx.db, actor.id, id);
  if (!row) throw notFound('Message not found.');
  await ctx
    .publish?.(
      { type: 'message.read', readerId: actor.id, contactId: row.senderId },
      { userIds: [actor.id, row.senderId], private: true },
    )
    .catch(() => {});
  return toView(row);
}

/** Everything the contact sent the actor is read (an open conversation). */
export async function markConversationRead(
  ctx: MessagingContext,
  actor: SessionUser,
  contactId: string,
): Promise<number> {
  if (!(await relationOf(ctx, actor, contactId))) throw noConversation();
  const marked = await messagingRepo.markConversationRead(ctx.db, actor.id, contactId);
  if (marked > 0) {
    await ctx
      .publish?.(
        { type: 'message.read', readerId: actor.id, contactId },
        { userIds: [actor.id, contactId], private: true },
      )
      .catch(() => {});
  }
  return marked;
}

export async function unreadCount(
  ctx: MessagingContext,
  actor: SessionUser,
  userId: string,
): Promise<{ count: number }> {
  ownUser(actor, userId);
  return { count: await messagingRepo.unreadCount(ctx.db, actor.id) };
}

export async function highPriority(
  ctx: MessagingContext,
  actor: SessionUser,
  userId: string,
): Promise<MessageView[]> {
  ownUser(actor, userId);
  return (await messagingRepo.unreadHighPriority(ctx.db, actor.id)).map(toView);
}

export async function setBlocked(
  ctx: MessagingContext,
  actor: SessionUser,
  contactId: string,
  blocked: boolean,
) {
  if (!(await relationOf(ctx, actor, contactId))) throw noConversation();
  await messagingRepo.setBlocked(ctx.db, actor.id, contactId, blocked);
  return { contactId, blocked };
}

/**
 * Messages between people who work together: a client and the driver of their job (from acceptance until
 * CONVERSATION_DAYS_AFTER_COMPLETION after completion), any driver or client and dispatch (operators),
 * and operators with anyone. Nobody else, whatever ids a request names; a blocked contact cannot write.
 */
export function createMessagingService(deps: MessagingDeps) {
  const ctx: MessagingContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    ...bindActions(ctx, {
      contacts,
      conversation,
      send,
      markRead,
      markConversationRead,
      unreadCount,
      highPriority,
      setBlocked,
    }),
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
