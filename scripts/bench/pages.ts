/**
 * Every page of the route table (web/src/app/router.tsx), each as the person who uses it, for the
 * Lighthouse benchmark. Pages whose path names something (a job, a link) get a real one from the demo
 * data through the API; `coverage` says which routes of the table no page here stands for.
 */
import fs from 'node:fs';
import { movingJob } from '../scale-out/users';
import { call, login } from './server';

export type Role = 'visitor' | 'client' | 'driver' | 'operator';
export interface PageRun {
  path: string;
  /** Demo account the page is opened as; none for a signed-out visitor. */
  as?: string;
  /** The route of the table it stands for. */
  route: string;
}

const accounts: Record<Exclude<Role, 'visitor'>, string> = {
  client: 'client@demo.pathway',
  driver: 'driver@demo.pathway',
  operator: 'admin@demo.pathway',
};

/** Routes that are not pages of their own: redirects, the development-only tool, the not-found match. */
const NOT_PAGES = new Set(['RequestService', 'request-service', 'pathway-test']);

/** The route table's paths ('' for the index, '*' for not-found). */
export function routeTablePaths(): string[] {
  const source = fs.readFileSync('web/src/app/router.tsx', 'utf8');
  const paths = [...source.matchAll(/path: '([^']*)'/g)].map((m) => m[1]!);
  return ['', ...paths.filter((p) => !NOT_PAGES.has(p))];
}

/** Every page, with the objects its path needs made or found through the API as the demo people. */
export async function allPages(base: string): Promise<PageRun[]> {
  const client = await login(base, accounts.client);
  const driver = await login(base, accounts.driver);
  const jobs = (await call(base, client, 'GET', '/api/recovery-requests')) as {
    id: string;
    status: string;
    paymentStatus: string;
  }[];
  const paid = jobs.find((j) => j.paymentStatus === 'paid' && j.status !== 'cancelled');
  const unpaid =
    jobs.find((j) => j.paymentStatus === 'unpaid') ??
    ((await call(base, client, 'POST', '/api/recovery-requests', {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Houston, TX 77002',
      isWorking: true,
    })) as { id: string });
  const link = paid
    ? ((await call(base, client, 'POST', `/api/recovery-requests/${paid.id}/tracking-links`, {
        lifetime: '24h',
      })) as { url: string })
    : null;
  const me = (await call(base, client, 'GET', '/api/me')) as { id: string };
  const docs = (await call(base, client, 'GET', `/api/users/${me.id}/documents`)) as {
    documents: { id: string }[];
  };
  const share = docs.documents[0]
    ? ((await call(base, client, 'POST', '/api/documents/one-click-share', {
        documentId: docs.documents[0].id,
        shareType: 'standard',
      })) as { shareId: string })
    : null;
  const driverJobs = (await call(base, driver, 'GET', '/api/driver/jobs')) as { id: string }[];
  // The driver's job page needs a job of theirs: one taken now when the demo has none.
  const driverJobId = driverJobs[0]?.id ?? (await movingJob(base, client, driver));

  const as = (role: Role, route: string, path = `/${route}`): PageRun =>
    role === 'visitor' ? { route, path } : { route, path, as: accounts[role] };
  return [
    as('visitor', '', '/'),
    ...['pricing', 'request', 'terms', 'privacy-policy', 'login', 'signup', 'subscriptions'].map((r) =>
      as('visitor', r),
    ),
    as('visitor', 'forgot-password'),
    // Links from e-mails, measured as the holder of an unknown one sees them.
    as('visitor', 'verify-email', `/verify-email?token=${'x'.repeat(43)}`),
    as('visitor', 'join/:token', `/join/${'x'.repeat(43)}`),
    as('visitor', 'developers'),
    // The page an e-mailed reset link opens; it asks the server nothing until its form is sent.
    as('visitor', 'reset-password', `/reset-password?token=${'x'.repeat(43)}`),
    ...['truck-stops', 'route-heatmap', 'premium-features', 'mobile-subscription-plans'].map((r) =>
      as('visitor', r),
    ),
    as('visitor', 't/:token', link ? new URL(link.url).pathname : '/t/unknown'),
    as('visitor', 'shared-documents/:shareId', `/shared-documents/${share?.shareId ?? 'unknown'}`),
    // A signing link is made only when nobody could sign on the spot: its page is measured as the
    // holder of an unknown link sees it.
    as('visitor', 'sign/:token', `/sign/${'x'.repeat(43)}`),
    // A bank change's "This wasn't me" link, likewise measured as an unknown link.
    as('visitor', 'payout-freeze/:token', `/payout-freeze/${'x'.repeat(43)}`),
    as('visitor', '*', '/no-such-page'),
    ...[
      'profile',
      'tracking',
      'payments',
      'scheduling',
      'documents',
      'messages',
      'dashboard',
      'analytics',
      'fleet',
      'pathway-ai',
      'contact',
      'subscription-success',
      'claims',
      'payment-success',
      'subscribe',
    ].map((r) => as('client', r)),
    // The demo client owns a company; each wildcard route measured at its first page.
    as('client', 'company/*', '/company'),
    as('client', 'orders/*', '/orders'),
    as('client', 'checkout', `/checkout?id=${unpaid.id}`),
    ...['driver', 'jobs', 'current-location'].map((r) => as('driver', r)),
    as('driver', 'driver/jobs/:id', `/driver/jobs/${driverJobId}`),
    ...[
      'admin',
      'admin/audit',
      'admin/operators',
      'admin/documents',
      'admin/payouts',
      'admin/services',
      'admin/outbox',
      'admin/drivers',
      'admin/receipts',
      'admin/companies',
    ].map((r) => as('operator', r)),
  ];
}

/** Routes of the table that no page stands for (should be none). */
export function uncovered(pages: PageRun[]): string[] {
  const covered = new Set(pages.map((p) => p.route));
  return routeTablePaths().filter((p) => !covered.has(p));
}
