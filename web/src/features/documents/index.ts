/** What other features may reuse from the documents domain. */
export { documentsQueries, useGenerateShareLink, useShareViaEmail, useUploadDocument } from './api';
export { ProfileDocuments } from './components/ProfileDocuments';
export { documentTypeMessages } from './labels';
export { cardState, latestOfType } from './status';
