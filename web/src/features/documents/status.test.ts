import type { Document } from '@core/contracts/documents';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cardState, formatBytes, latestOfType, shareAllContents, verificationCards } from './status';

const doc = (over: Partial<Document>): Document => ({
  id: 'd1',
  documentType: 'insurance',
  fileName: 'card.png',
  contentType: 'image/png',
  sizeBytes: 10,
  checksum: 'x',
  isPublic: false,
  source: 'upload',
  expiresOn: null,
  reviewStatus: 'pending',
  rejectionReason: null,
  createdAt: '2025-05-01T00:00:00Z',
  fileUrl: '/api/documents/d1/file',
  ...over,
});

describe('verification cards', () => {
  it('reads Verification Required for the licence and Needed for a Verified Account for the others', () => {
    expect(verificationCards.map((c) => [c.type, i18n._(c.missing)])).toEqual([
      ['license', 'Verification Required'],
      ['registration', 'Needed for a Verified Account'],
      ['insurance', 'Needed for a Verified Account'],
    ]);
  });
  it('is Verified only once approved; a new file is Submitted; a rejected one says so', () => {
    expect(cardState(undefined, 'Needed for a Verified Account')).toEqual({
      kind: 'missing',
      label: 'Needed for a Verified Account',
    });
    expect(cardState(doc({}), 'x').label).toBe('Submitted');
    expect(cardState(doc({ reviewStatus: 'approved' }), 'x').label).toBe('Verified');
    expect(cardState(doc({ reviewStatus: 'rejected' }), 'x').label).toBe('Rejected');
  });
  it('uses the newest document of a type', () => {
    const list = [doc({ id: 'new' }), doc({ id: 'old' }), doc({ id: 'reg', documentType: 'registration' })];
    expect(latestOfType(list, 'insurance')?.id).toBe('new');
    expect(latestOfType(list, 'license')).toBeUndefined();
  });
});

describe('formatBytes', () => {
  it('says B, KB or MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

describe('shareAllContents', () => {
  const of = (documentType: Document['documentType'], source: Document['source']) =>
    doc({ documentType, source });
  it('names what the link lists as the cards do', () => {
    expect(shareAllContents([of('other', 'bill_of_lading'), of('other', 'bill_of_lading')])).toBe(
      '2 bills of lading',
    );
    expect(shareAllContents([of('license', 'upload'), of('other', 'bill_of_lading')])).toBe(
      '1 verification document and 1 bill of lading',
    );
    expect(
      shareAllContents([of('license', 'upload'), of('medical', 'upload'), of('other', 'bill_of_lading')]),
    ).toBe('1 verification document, 1 other document and 1 bill of lading');
  });
});
