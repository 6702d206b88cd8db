import type { ContactRelation } from '@core/messaging';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The web's words for core/messaging.ts's labels and texts (core keeps the English the server uses):
 * one message per core key.
 */
export const contactRelationMessages: Record<ContactRelation, MessageDescriptor> = {
  client: msg`Client`,
  driver: msg`Driver`,
  dispatch: msg`Dispatch`,
  user: msg`Pathway user`,
};

/** core's MESSAGING_TEXTS that the web shows itself (toasts after sending). */
export const messagingTexts = {
  sendFailedTitle: msg`Failed to send message`,
  sendFailedBody: msg`There was an error sending your message. Please try again.`,
  sent: msg`Message sent`,
} satisfies Record<string, MessageDescriptor>;
