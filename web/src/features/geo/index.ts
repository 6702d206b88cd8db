export { fetchDistance, geoKeys, reverseGeocode, type TripQuoteParams, tripQuoteQuery } from './api';
