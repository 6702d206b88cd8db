export { configKeys, publicConfigQuery, usePublicConfig } from './api';
