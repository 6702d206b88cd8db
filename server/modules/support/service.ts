import { type ContactInput, contactBody, subscriptionMessages } from '@core/contracts/subscriptions';
import type { Db } from '../../db/client';
import type { SessionUser } from '../accounts/service';
import type { Notify } from '../notifications/service';
import { supportRepo } from './repo';

export interface SupportDeps {
  db: Db;
  accounts: { adminIds(): Promise<string[]> };
  notify: Notify;
}

/** The Contact Sales form: the message is kept and every operator is told. */
export function createSupportService({ db, accounts, notify }: SupportDeps) {
  return {
    async contact(actor: SessionUser | null, input: ContactInput) {
      const body = contactBody.parse(input);
      const row = await supportRepo.insertContact(db, {
        ...body,
        userId: actor?.id ?? null,
        company: body.company || null,
      });
      const title = `Contact form (${body.topic}): ${body.name}${body.company ? `, ${body.company}` : ''}`;
      const text = `From ${body.name} <${body.email}>${actor ? ` (account ${actor.email})` : ''}:\n\n${body.message}`;
      await Promise.all(
        (await accounts.adminIds()).map((id) =>
          // A notice that cannot be stored must not lose the message, which is kept above.
          notify(id, 'contact_message', { title, body: text, link: `mailto:${body.email}` }).catch(() => {}),
        ),
      );
      return { ok: true as const, message: subscriptionMessages.contactSent, id: row.id };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
