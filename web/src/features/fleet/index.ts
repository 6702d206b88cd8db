/** What other features may reuse from the fleet domain. */
export { fleetKeys, useSaveVehicle, useVehicles, vehiclesQuery, vinPreview } from './api';
