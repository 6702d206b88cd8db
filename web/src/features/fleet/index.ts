/** What other features may reuse from the fleet domain. */
export { useVehicles } from './api';
