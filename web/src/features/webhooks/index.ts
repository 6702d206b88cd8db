export { WebhooksSection } from './WebhooksSection';
