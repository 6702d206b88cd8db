export { catalogKeys, serviceTypesQuery, useServiceTypes } from './api';
