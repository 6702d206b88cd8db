export { useSavedPlaces } from './api';
export { SavedPlacesCard } from './SavedPlacesCard';
