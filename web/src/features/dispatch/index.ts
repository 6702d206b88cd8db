/** The dispatch domain's public face: the driver's job queries and actions, and delivery confirmation. */
export {
  acceptanceProgressQuery,
  confirmDeliveryMutationKey,
  driverJobsQuery,
  driverOffersQuery,
  driverStatsQuery,
  OPEN_JOBS_REFETCH_MS,
  type OpenJobsParams,
  openJobsPath,
  postLocation,
  preferredDriversQuery,
  useAcceptJob,
  useAgreeToPolicy,
  useConfirmDelivery,
  useDeclineOffer,
  useDriverJobs,
  useOpenJobs,
  usePreferDriver,
  useUploadIdentityPhoto,
  useWithdrawal,
} from './api';
export { dispatchKeys } from './keys';
