export { catalogKeys, serviceTypesQuery, useLaunchInterest, useServiceTypes } from './api';
