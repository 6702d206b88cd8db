/** The ratings domain's public face: rate a completed job (both sides), a driver's own, operators' view. */
export { jobRatingsQuery, myRatingsQuery, ratingsKeys, useHideComment } from './api';
export { MyRatingsCard } from './components/MyRatingsCard';
export { RateJobCard, RatingShown } from './components/RateJobCard';
