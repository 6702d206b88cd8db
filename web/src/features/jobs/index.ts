/** The jobs domain's public face: request queries, their keys and the current-request storage. */
export {
  ACTIVE_JOB_REFETCH_MS,
  activityQuery,
  jobPath,
  recoveryRequestQuery,
  recoveryRequestsQuery,
  useActivity,
  useCreateRecoveryRequest,
  useRecoveryRequest,
  useRecoveryRequests,
} from './api';
export { HoursEtaLine, hoursEtaText } from './components/HoursEtaLine';
export { JobRouteMap } from './components/JobRouteMap';
export {
  clearStoredRequestId,
  readStoredRequestId,
  storeCurrentRequestId,
} from './currentRequest';
export { jobKeys } from './keys';
export { licenseClassesText, vehicleTypeMessages, vehicleTypeText } from './labels';
