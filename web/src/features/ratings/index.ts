/** The ratings domain's public face: rate a completed job (both sides), a driver's own ratings. */
export { myRatingsQuery, ratingsKeys } from './api';
export { MyRatingsCard } from './components/MyRatingsCard';
export { RateJobCard } from './components/RateJobCard';
