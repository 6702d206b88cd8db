import type { AccountsService } from '../accounts/service';
import type { MailService } from '../mail/service';

export interface NotificationContent {
  title: string;
  body: string;
  /** A path in the app (e.g. /documents) or an absolute URL. */
  link?: string;
}

/**
 * Tells a user about something. For now every notification is an e-mail through the mail port; the
 * in-app notifications service will take this interface over.
 */
export function createNotificationsService(deps: {
  accounts: AccountsService;
  mail: MailService;
  publicUrl: string;
}) {
  return {
    async notify(userId: string, kind: string, content: NotificationContent): Promise<boolean> {
      const user = await deps.accounts.getUser(userId);
      if (!user || user.anonymisedAt || user.deletionRequestedAt) return false;
      const link = content.link
        ? /^https?:\/\//.test(content.link)
          ? content.link
          : `${deps.publicUrl}${content.link}`
        : null;
      await deps.mail.queue({
        to: user.email,
        subject: content.title,
        body: `Hello ${user.name},\n\n${content.body}${link ? `\n\n${link}` : ''}\n\n— Pathway`,
        kind,
        userId,
      });
      return true;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
export type Notify = NotificationsService['notify'];
