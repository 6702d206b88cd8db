/** What other features may reuse from the request form: the receiver fields (scheduling takes them too). */
export { ReceiverFields } from './components/ReceiverFields';
export { emptyReceiver, type ReceiverValues, receiverBody, receiverErrors } from './receiver';
