/** What other features may reuse from the tracking screens. */
export { useRecoveryRequests } from './api';
export { newestRequest } from './current';
export { isActiveJob } from './format';
