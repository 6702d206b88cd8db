import type {
  NotificationPreferences,
  NotificationsResponse,
  NotificationView,
} from '@core/contracts/notifications';
import type { LiveEvent } from '@core/live';
import {
  AWAY_AFTER_MS,
  jobCriticalKinds,
  type NotificationKind,
  normalizePhone,
  notificationKindOf,
  notificationKinds,
  SMS_MAX_LENGTH,
  transactionalKinds,
} from '@core/messaging';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Audience } from '../../lib/live-bus';
import { type AccountsService, textablePhone } from '../accounts/service';
import type { MailService } from '../mail/service';
import { createContactMessages } from './contacts';
import { type NotificationRow, notificationsRepo } from './repo';

export interface NotificationContent {
  title: string;
  body: string;
  /** A path in the app (e.g. /documents) or an absolute URL. */
  link?: string;
}

export interface NotifyOptions {
  /** One notification per event: the same key for the same person is sent once. */
  dedupeKey?: string;
}

export interface NotificationsDeps {
  db: Db;
  accounts: AccountsService;
  mail: MailService;
  publicUrl: string;
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  now?: () => Date;
}

const toView = (row: NotificationRow): NotificationView => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  isRead: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The phone for SMS and every kind's channels (on unless turned off). */
async function preferencesOf(
  db: Db,
  accounts: AccountsService,
  userId: string,
): Promise<NotificationPreferences> {
  const [user, rows] = await Promise.all([
    accounts.getUser(userId),
    notificationsRepo.preferences(db, userId),
  ]);
  const kinds = Object.fromEntries(notificationKinds.map((k) => [k, { email: true, sms: true }])) as Record<
    NotificationKind,
    { email: boolean; sms: boolean }
  >;
  for (const row of rows) kinds[row.kind] = { email: row.email, sms: row.sms };
  return { phone: user?.phone ?? null, kinds, phoneVerified: Boolean(user?.phone && user.phoneVerifiedAt) };
}

/**
 * Tells people about what happened, for every domain: each notification is stored (the bell), pushed
 * live to the person's open tabs, and, when they have not been connected for AWAY_AFTER_MS, sent by
 * e-mail and, for job-critical kinds with a confirmed phone on file, by SMS, unless they turned that channel off
 * for the kind in their profile.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { db, accounts, mail, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const absolute = (link: string | undefined) =>
    link ? (/^https?:\/\//.test(link) ? link : `${publicUrl}${link}`) : null;

  const preferences = (userId: string) => preferencesOf(db, accounts, userId);

  return {
    async notify(
      userId: string,
      kind: string,
      content: NotificationContent,
      opts: NotifyOptions = {},
    ): Promise<boolean> {
      const user = await accounts.getUser(userId);
      if (!user || user.anonymisedAt || user.deletionRequestedAt) return false;
      const row = await notificationsRepo.insert(db, {
        userId,
        kind,
        title: content.title,
        body: content.body,
        link: content.link ?? null,
        dedupeKey: opts.dedupeKey ?? null,
      });
      if (!row) return false;
      const [, connected] = await Promise.all([
        deps
          .publish?.(
            { type: 'notification', id: row.id, kind, title: row.title, body: row.body, link: row.link },
            { userIds: [userId], private: true },
          )
          .catch(() => {}),
        notificationsRepo.seenSince(db, userId, new Date(now().getTime() - AWAY_AFTER_MS)),
      ]);
      const setting = notificationKindOf(kind);
      const transactional = transactionalKinds.includes(setting);
      if (connected && !transactional) return true;
      const channels = await notificationsRepo.preference(db, userId, setting);
      const link = absolute(content.link);
      if (channels.email) {
        await mail.queue({
          to: user.email,
          subject: content.title,
          body: `Hello ${user.name},\n\n${content.body}${link ? `\n\n${link}` : ''}\n\n— Pathway`,
          kind,
          userId,
        });
      }
      // Only a number its owner confirmed with a code is texted; e-mail and the bell still go.
      const phone = textablePhone(user);
      const textable = !connected && channels.sms && phone && jobCriticalKinds.includes(setting);
      // A number that texted STOP gets nothing more, whoever it belongs to.
      if (textable && phone && !(await notificationsRepo.optedOut(db, 'sms', normalizePhone(phone)))) {
        await mail.queue({
          channel: 'sms',
          to: phone,
          subject: content.title,
          body: `Pathway: ${content.title}. ${content.body}${link ? ` ${link}` : ''}`.slice(
            0,
            SMS_MAX_LENGTH,
          ),
          kind,
          userId,
        });
      }
      return true;
    },

    async list(userId: string): Promise<NotificationsResponse> {
      const [rows, unreadCount] = await Promise.all([
        notificationsRepo.listForUser(db, userId, 30),
        notificationsRepo.unreadCount(db, userId),
      ]);
      return { notifications: rows.map(toView), unreadCount };
    },

    async markRead(userId: string, id: string): Promise<NotificationView> {
      const row = await notificationsRepo.markRead(db, userId, id);
      if (!row) throw notFound('Notification not found.');
      return toView(row);
    },

    markAllRead: (userId: string) => notificationsRepo.markAllRead(db, userId),

    preferences,

    async updatePreferences(
      userId: string,
      input: {
        phone?: string | null;
        kinds?: Partial<Record<NotificationKind, { email: boolean; sms: boolean }>>;
      },
    ): Promise<NotificationPreferences> {
      if (input.phone !== undefined) await accounts.setPhone(userId, input.phone);
      for (const [kind, channels] of Object.entries(input.kinds ?? {})) {
        if (channels)
          await notificationsRepo.setPreference(
            db,
            userId,
            kind as NotificationKind,
            channels.email,
            channels.sms,
          );
      }
      return preferences(userId);
    },

    ...createContactMessages(db, mail),

    /** The live connection's heartbeat: these people are connected now. */
    touchPresence: (userIds: string[]) => notificationsRepo.touchPresence(db, [...new Set(userIds)], now()),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
/**
 * The one way every domain tells a person something: a message of a kind to one account (the bell,
 * live, and mail or text as the notifications domain decides). Services take it as a dependency.
 */
export type Notify = (
  userId: string,
  kind: string,
  content: NotificationContent,
  opts?: NotifyOptions,
) => Promise<unknown>;
