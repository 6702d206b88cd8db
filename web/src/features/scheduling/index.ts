/** What other features may use from scheduling. */
export { pendingRequestsQuery } from './api';
