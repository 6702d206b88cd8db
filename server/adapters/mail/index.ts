import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export type DeliveryResult = { status: 'sent'; messageId: string | null } | { status: 'held' };

/** The mail port: SMTP when configured, otherwise the persisted outbox (nothing leaves the app). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<DeliveryResult>;
}

/** SMTP through nodemailer; `url` is SMTP_URL (smtp://user:pass@host:587 or smtps://…). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(mail) {
      const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return { status: 'sent', messageId: info.messageId ?? null };
    },
  };
}

/** The offline default: the message stays in the outbox table, where operators read it. */
export function createOutboxTransport(): MailTransport {
  return {
    kind: 'outbox',
    async deliver() {
      return { status: 'held' };
    },
  };
}

export function createMailTransport(config: { SMTP_URL?: string; SUPPORT_EMAIL: string }): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, `"Pathway" <${config.SUPPORT_EMAIL}>`)
    : createOutboxTransport();
}
