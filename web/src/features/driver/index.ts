/** What other features may reuse from the driver screens. */
export { useDriverJobs, useEarnings } from './api';
