import type { DocumentReviewDecision, DocumentType, ShareType } from '@core/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@web/features/auth';
import { apiJson, apiQuery, contractOf, sendJson } from '@web/lib/queryClient';
import { uploadFile } from '@web/lib/upload';

/** Every call of the documents domain: one query definition or mutation per endpoint. */

const documents = contractOf<typeof import('@core/contracts/documents')>();

const read = <K extends string>(path: K) => [path] as const;

export const documentsQueries = {
  /** GET /api/users/{id}/documents: the user's own documents, newest first. */
  list: (userId: string) => {
    const path = `/api/users/${encodeURIComponent(userId)}/documents`;
    return apiQuery(read(path), path, documents('documentsResponse'), (a) => a.documents);
  },
  /** GET /api/documents/shares: the owner's links that still work, with view counts. */
  shares: () =>
    apiQuery(
      read('/api/documents/shares'),
      '/api/documents/shares',
      documents('shareLinksResponse'),
      (a) => a.links,
    ),
  /** GET /api/documents/shared/{shareId}: public, no sign-in; every load counts a view. */
  shared: (shareId: string) => {
    const path = `/api/documents/shared/${encodeURIComponent(shareId)}`;
    return { ...apiQuery(read(path), path, documents('sharedDocumentResponse')), gcTime: 0 };
  },
  /** GET /api/admin/documents: uploads waiting for an operator (403 for others). */
  reviewQueue: () => ({
    ...apiQuery(
      read('/api/admin/documents'),
      '/api/admin/documents',
      documents('documentsForReviewResponse'),
      (a) => a.documents,
    ),
    refetchInterval: 60_000,
  }),
};

/** Refreshes every list a document change shows up in (documents, links, the badge on `me`). */
function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const first = query.queryKey[0];
        return (
          typeof first === 'string' &&
          ((first.startsWith('/api/users/') && first.endsWith('/documents')) ||
            first === '/api/documents/shares' ||
            first === accountKeys.me[0])
        );
      },
    });
}

export interface UploadDocumentInput {
  file: File;
  documentType: DocumentType;
  expiresOn?: string;
  onProgress?: (percent: number) => void;
}

/** POST /api/documents (multipart): the fields first, then the file; real upload progress. */
export function useUploadDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: async ({ file, documentType, expiresOn, onProgress }: UploadDocumentInput) => {
      const fields: Record<string, string> = { documentType, fileName: file.name, isPublic: 'false' };
      if (expiresOn) fields.expiresOn = expiresOn;
      const answer = await uploadFile('/api/documents', file, documents('uploadDocumentResponse'), {
        fields,
        onProgress,
      });
      return answer.document;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiJson<unknown>('DELETE', `/api/documents/${encodeURIComponent(documentId)}`),
    onSuccess: invalidate,
  });
}

/** POST /api/documents/one-click-share: a link to one document with the chosen lifetime. */
export function useOneClickShare() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (input: { documentId: string; shareType: ShareType }) =>
      sendJson('POST', '/api/documents/one-click-share', documents('oneClickShareResponse'), input),
    onSuccess: invalidate,
  });
}

/** POST /api/documents/generate-share-link: the latest document of a type (or all), 24 hours. */
export function useGenerateShareLink() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (input: { documentType: DocumentType | 'all'; expiresIn?: '1h' | '24h' | '7d' }) =>
      sendJson('POST', '/api/documents/generate-share-link', documents('generateShareLinkResponse'), {
        expiresIn: '24h',
        ...input,
      }),
    onSuccess: invalidate,
  });
}

export type ShareTarget = { documentId: string } | { documentType: DocumentType | 'all' };

/** POST /api/documents/share-via-email: the server mails a 24 hour link (never the file). */
export function useShareViaEmail() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (input: ShareTarget & { email: string }) =>
      sendJson('POST', '/api/documents/share-via-email', documents('shareViaEmailResponse'), input),
    onSuccess: invalidate,
  });
}

export function useRevokeShare() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiJson<unknown>('DELETE', `/api/documents/shares/${encodeURIComponent(linkId)}`),
    onSuccess: invalidate,
  });
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, ...body }: { documentId: string } & DocumentReviewDecision) =>
      sendJson(
        'POST',
        `/api/admin/documents/${encodeURIComponent(documentId)}/review`,
        documents('documentSchema'),
        body,
      ),
    onSuccess: (reviewed) => {
      const key = documentsQueries.reviewQueue().queryKey;
      queryClient.setQueryData(key, (list) => list?.filter((d) => d.id !== reviewed.id));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
