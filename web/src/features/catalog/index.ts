export {
  catalogKeys,
  serviceTypesQuery,
  useLaunchInterest,
  useServiceTypes,
  useSetServiceAvailability,
} from './api';
