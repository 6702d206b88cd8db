/** The quote preview other screens reuse: the price panel and the vehicle-type choices. */
export { PricePanel } from './components/PricePanel';
export { isVehicleType, requestHrefFor, vehicleTypeOptions } from './labels';
