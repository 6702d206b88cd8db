/** What other features may reuse from the mail domain. */
export { mailQueries } from './api';
