export {
  fetchDistance,
  geoKeys,
  placeSuggestionsQuery,
  reverseGeocode,
  type TripQuoteParams,
  tripQuoteQuery,
} from './api';
export { PlaceField } from './PlaceField';
export { type PlaceProblem, placeProblemOf } from './places';
