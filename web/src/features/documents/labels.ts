import type { DocumentType, ShareType } from '@core/contracts/documents';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The web's words for the document labels of core/contracts/documents.ts (shared with the server's
 * e-mails, which keep their English): one message per core key.
 */
export const documentTypeMessages: Record<DocumentType, MessageDescriptor> = {
  license: msg`Driver's License`,
  insurance: msg`Insurance Card`,
  registration: msg`Vehicle Registration`,
  certification: msg`Certifications`,
  medical: msg`Medical Certificate`,
  other: msg({ message: 'Other', context: 'document type' }),
};

export const shareTypeMessages: Record<ShareType, MessageDescriptor> = {
  temporary: msg`Temporary (1 hour)`,
  standard: msg`Standard (24 hours)`,
  extended: msg`Extended (7 days)`,
};
