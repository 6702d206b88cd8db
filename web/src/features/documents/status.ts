import type { Document, DocumentType } from '@core/contracts/documents';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { documentTypeMessages } from './labels';

/** The profile's three verification cards (product/clients §2) and what each reads without a file. */
export const verificationCards: {
  type: DocumentType;
  title: MessageDescriptor;
  missing: MessageDescriptor;
}[] = [
  { type: 'license', title: documentTypeMessages.license, missing: msg`Verification Required` },
  {
    type: 'registration',
    title: documentTypeMessages.registration,
    missing: msg`Needed for a Verified Account`,
  },
  { type: 'insurance', title: documentTypeMessages.insurance, missing: msg`Needed for a Verified Account` },
];

/** A card's state; its label is in the active language (cardState runs while rendering). */
export type CardState =
  | { kind: 'missing'; label: string }
  | { kind: 'pending'; label: string; document: Document }
  | { kind: 'verified'; label: string; document: Document }
  | { kind: 'rejected'; label: string; document: Document };

/** The newest document of a type (the list comes newest first). */
export function latestOfType(documents: readonly Document[], type: DocumentType): Document | undefined {
  return documents.find((d) => d.documentType === type);
}

/** A card reads Verified only once an operator approved the file; a new file waits as Submitted. */
export function cardState(document: Document | undefined, missing: string): CardState {
  if (!document) return { kind: 'missing', label: missing };
  if (document.reviewStatus === 'approved') return { kind: 'verified', label: t`Verified`, document };
  if (document.reviewStatus === 'rejected') return { kind: 'rejected', label: t`Rejected`, document };
  return { kind: 'pending', label: t`Submitted`, document };
}

export const isImage = (contentType: string) => contentType.startsWith('image/');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The page a share id opens. */
export const sharedPagePath = (shareId: string) => `/shared-documents/${shareId}`;

/**
 * What a Share All Documents link lists, in words that match the cards: the bills of lading kept from
 * moves are named as such, and the cards' own documents as verification documents. In the active
 * language: call it while rendering.
 */
export function shareAllContents(documents: readonly Document[]): string {
  const bols = documents.filter((d) => d.source === 'bill_of_lading').length;
  const cardTypes = new Set<DocumentType>(verificationCards.map((c) => c.type));
  const verification = documents.filter(
    (d) => d.source !== 'bill_of_lading' && cardTypes.has(d.documentType),
  );
  const others = documents.length - bols - verification.length;
  const verified = verification.length;
  const parts = [
    verified > 0
      ? plural(verified, { one: '# verification document', other: '# verification documents' })
      : '',
    others > 0 ? plural(others, { one: '# other document', other: '# other documents' }) : '',
    bols > 0 ? plural(bols, { one: '# bill of lading', other: '# bills of lading' }) : '',
  ].filter(Boolean);
  const [first, second, third] = parts;
  if (first === undefined) return t`no documents`;
  if (second === undefined) return first;
  if (third === undefined) return t`${first} and ${second}`;
  return t`${first}, ${second} and ${third}`;
}
