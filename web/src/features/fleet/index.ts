export { fleetKeys, useSaveVehicle, useVehicles, vehiclesQuery, vinPreview } from './api';
