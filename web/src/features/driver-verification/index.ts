/** The drivers domain's public face for other features. */
export {
  driverKeys,
  driverProfileQuery,
  nearbyDriversQuery,
  postDriverPosition,
  useDriverProfile,
  useNearbyDrivers,
  useSetAvailability,
} from './api';
export { SuspensionBanner, VerificationUnderReview } from './components/DriverStanding';
export {
  DRIVER_VERIFICATION_ANCHOR,
  DriverVerificationSection,
} from './components/DriverVerificationSection';
export { formatExpiry } from './status';
