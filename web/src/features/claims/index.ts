/** The claims domain's public face: its keys (the page loads by route). */
export { claimsKeys } from './api';
