import { type Document, type DocumentType, documentTypeLabels } from '@core/contracts/documents';

/** The profile's three verification cards (product/clients §2) and what each reads without a file. */
export const verificationCards: { type: DocumentType; title: string; missing: string }[] = [
  { type: 'license', title: documentTypeLabels.license, missing: 'Verification Required' },
  { type: 'registration', title: documentTypeLabels.registration, missing: 'Needed for a Verified Account' },
  { type: 'insurance', title: documentTypeLabels.insurance, missing: 'Needed for a Verified Account' },
];

export type CardState =
  | { kind: 'missing'; label: string }
  | { kind: 'pending'; label: 'Submitted'; document: Document }
  | { kind: 'verified'; label: 'Verified'; document: Document }
  | { kind: 'rejected'; label: 'Rejected'; document: Document };

/** The newest document of a type (the list comes newest first). */
export function latestOfType(documents: readonly Document[], type: DocumentType): Document | undefined {
  return documents.find((d) => d.documentType === type);
}

/** A card reads Verified only once an operator approved the file; a new file waits as Submitted. */
export function cardState(document: Document | undefined, missing: string): CardState {
  if (!document) return { kind: 'missing', label: missing };
  if (document.reviewStatus === 'approved') return { kind: 'verified', label: 'Verified', document };
  if (document.reviewStatus === 'rejected') return { kind: 'rejected', label: 'Rejected', document };
  return { kind: 'pending', label: 'Submitted', document };
}

export const isImage = (contentType: string) => contentType.startsWith('image/');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The page a share id opens. */
export const sharedPagePath = (shareId: string) => `/shared-documents/${shareId}`;

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * What a Share All Documents link lists, in words that match the cards: the bills of lading kept from
 * moves are named as such, and the cards' own documents as verification documents.
 */
export function shareAllContents(documents: readonly Document[]): string {
  const bols = documents.filter((d) => d.source === 'bill_of_lading').length;
  const cardTypes = new Set<DocumentType>(verificationCards.map((c) => c.type));
  const verification = documents.filter(
    (d) => d.source !== 'bill_of_lading' && cardTypes.has(d.documentType),
  );
  const others = documents.length - bols - verification.length;
  const parts = [
    verification.length > 0
      ? count(verification.length, 'verification document', 'verification documents')
      : '',
    others > 0 ? count(others, 'other document', 'other documents') : '',
    bols > 0 ? count(bols, 'bill of lading', 'bills of lading') : '',
  ].filter(Boolean);
  const listed =
    parts.length <= 1 ? (parts[0] ?? 'no documents') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return listed;
}
