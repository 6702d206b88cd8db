import type { ReceiverInput } from '@core/contracts/tracking';
import { DEFAULT_LOCALE, isLocale } from '@core/i18n';
import { t } from '@lingui/core/macro';

/** The receiver fields of the forms that take them (request and scheduling), as their inputs hold them. */
export interface ReceiverValues {
  receiverName: string;
  receiverPhone: string;
  receiverEmail: string;
  /** The receiver's link may show the exact position in the last mile. */
  receiverExact: boolean;
  /** The language the receiver's texts and e-mails are written in (a Locale; a select's value). */
  receiverLocale: string;
}

export const emptyReceiver: ReceiverValues = {
  receiverName: '',
  receiverPhone: '',
  receiverEmail: '',
  receiverExact: false,
  receiverLocale: DEFAULT_LOCALE,
};

/** The receiver as the API takes it, when the form names one (null when the three fields are empty). */
export function receiverBody(values: ReceiverValues): ReceiverInput | null {
  const name = values.receiverName.trim();
  const phone = values.receiverPhone.trim();
  const email = values.receiverEmail.trim();
  if (!name && !phone && !email) return null;
  return {
    name,
    phone: phone || null,
    email: email || null,
    exactNearDelivery: values.receiverExact,
    // A draft saved before the choice existed holds none: English, as the server's default.
    locale: isLocale(values.receiverLocale) ? values.receiverLocale : DEFAULT_LOCALE,
  };
}

/** The server's rules, checked in the browser first: a name, and a phone or an e-mail. */
export function receiverErrors(
  values: ReceiverValues,
): Partial<Record<'receiverName' | 'receiverPhone', string>> {
  const receiver = receiverBody(values);
  if (!receiver) return {};
  return {
    ...(receiver.name ? {} : { receiverName: t`Give the receiver's name` }),
    // The same words as core/jobs.ts RECEIVER_CONTACT_MESSAGE (the server's), in the reader's language.
    ...(receiver.phone || receiver.email
      ? {}
      : { receiverPhone: t`Give the receiver's mobile number or e-mail address, or both.` }),
  };
}
