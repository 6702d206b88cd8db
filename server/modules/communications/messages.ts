import type { Catalog } from '../../lib/i18n';

interface Relay {
  sender: string;
  number: string;
}

/** How a person's text, e-mail or notice to another on a job is framed, in the recipient's language. */
export interface RelayMessages {
  sms(p: Relay & { message: string }): { subject: string; body: string };
  email(p: Relay & { subject: string; body: string; tracking: string }): { subject: string; body: string };
  notice(p: Relay & { message: string }): string;
}

export const relayMessages = {
  en: {
    sms: ({ sender, number, message }) => ({
      subject: `Text from ${sender} about ${number}`,
      body: `Pathway ${number}, ${sender}: ${message}`,
    }),
    email: ({ sender, number, subject, body, tracking }) => ({
      subject: `[${number}] ${subject}`,
      body: `${body}\n\n— ${sender}, through Pathway (${tracking}). Reply in the app's messages.`,
    }),
    notice: ({ sender, number, message }) => `${sender} about ${number}: ${message}`,
  },
  es: {
    sms: ({ sender, number, message }) => ({
      subject: `Mensaje de texto de ${sender} sobre ${number}`,
      body: `Pathway ${number}, ${sender}: ${message}`,
    }),
    email: ({ sender, number, subject, body, tracking }) => ({
      subject: `[${number}] ${subject}`,
      body: `${body}\n\n— ${sender}, a través de Pathway (${tracking}). Responda en los mensajes de la aplicación.`,
    }),
    notice: ({ sender, number, message }) => `${sender} sobre ${number}: ${message}`,
  },
} satisfies Catalog<RelayMessages>;
