import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '@core/contracts/documents';
import { bindActions } from '../../lib/actions';
import { linkSigner } from '../../lib/link-tokens';
import type { DocumentsContext, DocumentsDeps } from './context';
import * as review from './review';
import * as shareLinks from './share-links';
import * as uploads from './uploads';

export type { DocumentsDeps } from './context';

/** The documents domain, assembled from its action files: uploads, share-links and review. */
export function createDocumentsService(deps: DocumentsDeps) {
  const ctx: DocumentsContext = {
    ...deps,
    fileUrls: linkSigner(deps.signingSecret, 'pathway shared document files'),
  };
  return {
    tmpDir: deps.tmpDir,
    uploadLimits: { maxBytes: MAX_DOCUMENT_BYTES, tooLargeMessage: DOCUMENT_TOO_LARGE },
    ...bindActions(ctx, uploads),
    ...bindActions(ctx, shareLinks),
    ...bindActions(ctx, review),
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
