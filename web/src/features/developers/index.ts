/** What other features may use from the developers feature (API keys, the API reference). */
export { ApiKeysSection } from './components/ApiKeysSection';
