import type { Catalog } from '../../lib/i18n';

interface Notice {
  title: string;
  body: string;
}

/** What a driver is told about their payout account and their payouts. */
export interface PayoutMessages {
  accountReady(bankLast4: string | null): Notice;
  failed(amount: string, reason: string): Notice;
  paid(p: { amount: string; instant: boolean; fee: string }): Notice;
}

export const payoutMessages = {
  en: {
    accountReady: (last4) => ({
      title: 'Your payout account is ready',
      body: last4
        ? `Your pay now goes to the bank account ending ${last4}.`
        : 'Your pay now goes to your bank.',
    }),
    failed: (amount, reason) => ({
      title: 'Your payout failed',
      body: `${amount} could not be paid: ${reason} The money is back in your balance.`,
    }),
    paid: ({ amount, instant, fee }) => ({
      title: `${amount} paid to your bank`,
      body: instant
        ? `Your instant payout has reached your bank (fee ${fee}).`
        : 'Your daily payout has reached your bank.',
    }),
  },
  es: {
    accountReady: (last4) => ({
      title: 'Su cuenta de pagos está lista',
      body: last4
        ? `Su pago ahora va a la cuenta bancaria que termina en ${last4}.`
        : 'Su pago ahora va a su banco.',
    }),
    failed: (amount, reason) => ({
      title: 'Su pago falló',
      body: `No se pudo pagar ${amount}: ${reason} El dinero volvió a su saldo.`,
    }),
    paid: ({ amount, instant, fee }) => ({
      title: `${amount} pagados a su banco`,
      body: instant
        ? `Su pago instantáneo llegó a su banco (cargo ${fee}).`
        : 'Su pago diario llegó a su banco.',
    }),
  },
} satisfies Catalog<PayoutMessages>;

/** The e-mail and text when a driver's payout bank changes (payouts/bank-hold.ts). */
export interface BankChangedMessages {
  email(p: { name: string; last4: string | null; when: string; link: string }): {
    subject: string;
    body: string;
  };
  sms(p: { last4: string | null; when: string; link: string }): { subject: string; body: string };
}

export const bankChangedMessages = {
  en: {
    email: ({ name, last4, when, link }) => ({
      subject: 'Your Pathway payout bank was changed',
      body: [
        `Hello ${name},`,
        '',
        `Your Pathway pay now goes to ${last4 ? `the bank account ending ${last4}` : 'a new bank account'}. For your safety, payouts to it start on ${when}.`,
        '',
        'If this was not you, open this link now: it freezes your payouts and tells our team.',
        link,
      ].join('\n'),
    }),
    sms: ({ last4, when, link }) => ({
      subject: 'Payout bank changed',
      body: `Pathway: your payout bank changed to ${last4 ? `the bank account ending ${last4}` : 'a new bank account'}. Payouts start ${when}. Not you? Tap to freeze them: ${link}`,
    }),
  },
  es: {
    email: ({ name, last4, when, link }) => ({
      subject: 'Se cambió el banco de sus pagos de Pathway',
      body: [
        `Hola, ${name}:`,
        '',
        `Su pago de Pathway ahora va a ${last4 ? `la cuenta bancaria que termina en ${last4}` : 'una cuenta bancaria nueva'}. Por su seguridad, los pagos a esa cuenta empiezan el ${when}.`,
        '',
        'Si no fue usted, abra este enlace ahora: congela sus pagos y avisa a nuestro equipo.',
        link,
      ].join('\n'),
    }),
    sms: ({ last4, when, link }) => ({
      subject: 'Se cambió el banco de sus pagos',
      body: `Pathway: el banco de sus pagos cambió a ${last4 ? `la cuenta que termina en ${last4}` : 'una cuenta nueva'}. Los pagos empiezan el ${when}. ¿No fue usted? Toque para congelarlos: ${link}`,
    }),
  },
} satisfies Catalog<BankChangedMessages>;
