/** The driver's pages' public face for other features. */
export { AvailablePositionReporter } from './useAvailablePosition';
