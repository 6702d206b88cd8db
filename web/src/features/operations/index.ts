/** The operations domain's public face: the console's cache keys (its pages load by route). */
export { operationsKeys } from './api';
