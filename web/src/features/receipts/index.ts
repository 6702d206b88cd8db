/** The receipts domain's public face: the driver's "Fuel and receipts" section (the queue loads by route). */
export { ReceiptsSection } from './components/ReceiptsSection';
