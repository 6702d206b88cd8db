/** What other features may reuse from the payments domain. */
export { confirmTestPayment, invoicesQuery, jobInvoiceQuery, paymentKeys, useCancelRequest } from './api';
export { CancelRequestButton, type CancelRequestButtonProps } from './components/CancelRequestButton';
export { JobPayment } from './components/JobPayment';
export { TestCardForm, type TestCardFormProps } from './components/TestCardForm';
export { payNowHref } from './format';
/** Stripe's card form, loaded only where a Stripe payment is shown (an order's one payment). */
export const loadStripePaymentForm = () => import('./components/StripePaymentForm');
