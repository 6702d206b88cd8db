import type { ReceiverInput } from '@core/contracts/tracking';
import { RECEIVER_CONTACT_MESSAGE } from '@core/jobs';

/** The receiver fields of the forms that take them (request and scheduling), as their inputs hold them. */
export interface ReceiverValues {
  receiverName: string;
  receiverPhone: string;
  receiverEmail: string;
  /** The receiver's link may show the exact position in the last mile. */
  receiverExact: boolean;
}

export const emptyReceiver: ReceiverValues = {
  receiverName: '',
  receiverPhone: '',
  receiverEmail: '',
  receiverExact: false,
};

/** The receiver as the API takes it, when the form names one (null when the three fields are empty). */
export function receiverBody(values: ReceiverValues): ReceiverInput | null {
  const name = values.receiverName.trim();
  const phone = values.receiverPhone.trim();
  const email = values.receiverEmail.trim();
  if (!name && !phone && !email) return null;
  return { name, phone: phone || null, email: email || null, exactNearDelivery: values.receiverExact };
}

/** The server's rules, checked in the browser first: a name, and a phone or an e-mail. */
export function receiverErrors(
  values: ReceiverValues,
): Partial<Record<'receiverName' | 'receiverPhone', string>> {
  const receiver = receiverBody(values);
  if (!receiver) return {};
  return {
    ...(receiver.name ? {} : { receiverName: "Give the receiver's name" }),
    ...(receiver.phone || receiver.email ? {} : { receiverPhone: RECEIVER_CONTACT_MESSAGE }),
  };
}
