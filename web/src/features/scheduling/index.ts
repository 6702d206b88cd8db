/** What other features may use from scheduling. */
export { pendingRequestsQuery, schedulingKeys } from './api';
