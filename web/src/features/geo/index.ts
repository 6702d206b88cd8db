export { fetchDistance, reverseGeocode } from './api';
