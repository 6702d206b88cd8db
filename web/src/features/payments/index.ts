/** What other features may reuse from the payment screens. */
export { useCancelRequest } from './api';
export { CancelRequestButton, type CancelRequestButtonProps } from './components/CancelRequestButton';
