/** The dispatch domain's public face: the driver's job queries and actions, and delivery confirmation. */
export {
  acceptanceProgressQuery,
  confirmDeliveryMutationKey,
  driverJobsQuery,
  driverStatsQuery,
  jobPhotosQuery,
  OPEN_JOBS_REFETCH_MS,
  type OpenJobsParams,
  openJobsPath,
  postLocation,
  useAcceptJob,
  useAgreeToPolicy,
  useCompletePretrip,
  useConfirmDelivery,
  useDriverJobs,
  useJobPhotos,
  useOpenJobs,
  useRecordDelivery,
  useUploadIdentityPhoto,
  useUploadJobPhoto,
} from './api';
export { dispatchKeys } from './keys';
