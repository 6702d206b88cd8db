/** What other features may reuse from the tracking screens. */
export { newestRequest } from './current';
