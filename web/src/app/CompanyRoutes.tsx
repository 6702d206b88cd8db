import { type ComponentType, lazy } from 'react';
import { useRoutes } from 'react-router';

/** A page of another chunk, loaded when its path is first opened (the layout's outlet suspends). */
const later = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const CompanyPage = later(
  async () => (await import('@web/features/companies/pages/CompanyPages')).CompanyPage,
);
const CompanyBillingPage = later(
  async () => (await import('@web/features/billing/pages/CompanyBillingPage')).CompanyBillingPage,
);
const WebhooksPage = later(
  async () => (await import('@web/features/webhooks/pages/WebhooksPage')).WebhooksPage,
);
const ApiKeysPage = later(
  async () => (await import('@web/features/developers/pages/ApiKeysPage')).ApiKeysPage,
);
const CompanyMapPage = later(
  async () => (await import('@web/features/orders/pages/CompanyMapPage')).CompanyMapPage,
);

/**
 * /company and its pages (billing, webhooks, API keys, the live map): one line in the app's route table,
 * which the first load carries (scripts/build/entry-budget.ts); each page keeps its own chunk.
 */
export function CompanyRoutes() {
  return useRoutes([
    { index: true, element: <CompanyPage /> },
    { path: 'billing', element: <CompanyBillingPage /> },
    { path: 'webhooks', element: <WebhooksPage /> },
    { path: 'api-keys', element: <ApiKeysPage /> },
    { path: 'map', element: <CompanyMapPage /> },
  ]);
}
