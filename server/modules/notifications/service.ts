import type {
  NotificationPreferences,
  NotificationsResponse,
  NotificationView,
} from '@core/contracts/notifications';
import type { LiveEvent } from '@core/live';
import { AWAY_AFTER_MS, type NotificationKind, notificationKinds } from '@core/messaging';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type Localized, localized } from '../../lib/i18n';
import type { Audience } from '../../lib/live-bus';
import type { AccountsService } from '../accounts/service';
import type { MailService } from '../mail/service';
import type { PushService } from '../push/service';
import { type NotificationContent, type NotifyOptions, sendOut } from './channels';
import { createContactMessages } from './contacts';
import { type NotificationRow, notificationsRepo } from './repo';

export type { NotificationContent, NotifyOptions, PushOptions } from './channels';

export interface NotificationsDeps {
  db: Db;
  accounts: AccountsService;
  mail: MailService;
  push: Pick<PushService, 'endpointsOf'>;
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
  const kinds = Object.fromEntries(
    notificationKinds.map((k) => [k, { email: true, sms: true, push: true }]),
  ) as NotificationPreferences['kinds'];
  for (const row of rows) kinds[row.kind] = { email: row.email, sms: row.sms, push: row.push };
  return { phone: user?.phone ?? null, kinds, phoneVerified: Boolean(user?.phone && user.phoneVerifiedAt) };
}

/**
 * Tells people about what happened, for every domain, in their language (`content` may be written per
 * language: server/lib/i18n.ts): each notification is stored (the bell), sent live
 * to the person's open tabs, and, when they have not been connected for AWAY_AFTER_MS, sent by e-mail,
 * Web Push to the phones they subscribed and, for job-critical kinds with a confirmed phone on file, by
 * SMS, unless they turned that channel off for the kind in their profile (channels.ts: the kinds that go
 * whether or not they are connected).
 *
 * An offer: `notify(driverId, 'job_offered', { title, body, link }, { dedupeKey, push: { jobId, offerId,
 * actions: ['view', 'decline'], ttlSeconds } })` pushes it to every phone of the driver at once, with
 * View and Decline under it, and texts it when they chose SMS.
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
      written: Localized<NotificationContent>,
      opts: NotifyOptions = {},
    ): Promise<boolean> {
      const user = await accounts.getUser(userId);
      if (!user || user.anonymisedAt || user.deletionRequestedAt) return false;
      // Written in the person's language: the bell, live, e-mail, text and push alike.
      const content = localized(written, user.locale);
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
      await sendOut(
        { db, mail, push: deps.push, absolute, now },
        { user, kind, content, opts, connected, notificationId: row.id },
      );
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
        kinds?: Partial<Record<NotificationKind, { email: boolean; sms: boolean; push?: boolean }>>;
      },
    ): Promise<NotificationPreferences> {
      if (input.phone !== undefined) await accounts.setPhone(userId, input.phone);
      for (const [kind, channels] of Object.entries(input.kinds ?? {})) {
        if (channels) await notificationsRepo.setPreference(db, userId, kind as NotificationKind, channels);
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
  content: Localized<NotificationContent>,
  opts?: NotifyOptions,
) => Promise<unknown>;
