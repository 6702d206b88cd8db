/** The quote preview other screens reuse: the price panel and the vehicle-type choices. */

export { useBasisOrDefaults } from './api';
export { JobPriceBreakdown, quoteOfJob } from './components/JobPriceBreakdown';
export { PricePanel } from './components/PricePanel';
export { TripCostSettingsCard } from './components/TripCostSettingsCard';
export { isVehicleType, requestHrefFor, vehicleTypeOptions } from './labels';
