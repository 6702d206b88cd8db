import type { Locale } from '@core/i18n';
import { normalizePhone, SMS_MAX_LENGTH, SMS_START_WORDS, SMS_STOP_WORDS } from '@core/messaging';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/service';
import { receiverMessages } from '../tracking/messages';
import { notificationsRepo } from './repo';

/** The text: the message cut to fit, never the link or how to stop. */
function smsText(body: string, link: string | null, locale: Locale): string {
  const tail = `${link ? ` ${link}` : ''} ${receiverMessages[locale].smsTail}`;
  const room = SMS_MAX_LENGTH - 'Pathway: '.length - tail.length;
  const text = body.length > room ? `${body.slice(0, Math.max(0, room - 1))}…` : body;
  return `Pathway: ${text}${tail}`;
}

/**
 * Messages to people without an account (a job's receiver): e-mail and SMS through the mail and phone
 * ports, each channel stoppable by its address ("STOP" by text, the stop link in an e-mail).
 */
export function createContactMessages(db: Db, mail: MailService) {
  return {
    /**
     * Tells someone without an account (a job's receiver) by e-mail and SMS, each unless that address
     * asked to stop. The e-mail carries `stopLink`; the text says to reply STOP. Answers the channels used.
     */
    async notifyContact(
      contact: { name: string; phone: string | null; email: string | null; locale: Locale },
      kind: string,
      content: { subject: string; body: string; link: string | null; stopLink: string },
    ): Promise<('email' | 'sms')[]> {
      const used: ('email' | 'sms')[] = [];
      if (contact.email && !(await notificationsRepo.optedOut(db, 'email', contact.email.toLowerCase()))) {
        await mail.queue({
          to: contact.email,
          subject: content.subject,
          body: receiverMessages[contact.locale].email({ name: contact.name, ...content }),
          kind,
        });
        used.push('email');
      }
      if (contact.phone && !(await notificationsRepo.optedOut(db, 'sms', normalizePhone(contact.phone)))) {
        await mail.queue({
          channel: 'sms',
          to: contact.phone,
          subject: content.subject,
          body: smsText(content.body, content.link, contact.locale),
          kind,
        });
        used.push('sms');
      }
      return used;
    },

    /** An address outside Pathway stops (or, by SMS, restarts) the messages to it. */
    optOut: (channel: 'email' | 'sms', address: string) =>
      notificationsRepo.optOut(
        db,
        channel,
        channel === 'sms' ? normalizePhone(address) : address.toLowerCase(),
      ),
    optedOut: (channel: 'email' | 'sms', address: string) =>
      notificationsRepo.optedOut(
        db,
        channel,
        channel === 'sms' ? normalizePhone(address) : address.toLowerCase(),
      ),

    /**
     * A text to Pathway's number (the SMS provider's inbound webhook): STOP and its synonyms stop every
     * text to that number, START restarts them. The answer is the reply to send, or null for none.
     */
    async inboundSms(from: string, text: string): Promise<string | null> {
      const word = text.trim().toUpperCase();
      const phone = normalizePhone(from);
      if (SMS_STOP_WORDS.includes(word)) {
        await notificationsRepo.optOut(db, 'sms', phone);
        return 'Pathway: you will get no more texts from us. Reply START to get them again.';
      }
      if (SMS_START_WORDS.includes(word)) {
        await notificationsRepo.optIn(db, 'sms', phone);
        return 'Pathway: texts about your deliveries are back on. Reply STOP to stop them.';
      }
      return null;
    },
  };
}
