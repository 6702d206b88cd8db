import { useLingui } from '@lingui/react/macro';
import { LoadingBlock } from '@web/components/ui/spinner';
import { usePublicConfig } from '@web/features/config';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { BareLayout } from './BareLayout';
import { MainLayout } from './MainLayout';
import { PageOutlet } from './PageOutlet';
import { useScrollRestoration } from './useScrollRestoration';

/**
 * Route table (product/platform §2). Each feature adds one line to the list for its layout: a lazy
 * import of its page module (the one deep import the app may make, see docs/ARCHITECTURE.md).
 * Paths not listed anywhere fall through to the not-found page inside the main layout.
 *
 * The routes are declarative (`useRoutes` under a `BrowserRouter`), not a data router: no page uses
 * loaders or actions, and the data router's machinery is 17 KB gzip of the first load. Pages are
 * React.lazy components; each layout suspends around its outlet, and navigations run as transitions,
 * so the page being left stays on screen until the next one has loaded.
 */

type LoadPage = () => Promise<ComponentType>;

/** A page module loaded on first use; `load` is kept in the route's handle for preloading. */
interface PageEntry {
  load: LoadPage;
  loaded?: ComponentType;
  lazy: LazyExoticComponent<ComponentType>;
}

/** Once loaded, a page renders directly: a preloaded page (main.tsx) shows without a fallback. */
function RoutePage({ entry }: { entry: PageEntry }) {
  const Loaded = entry.loaded ?? entry.lazy;
  return <Loaded />;
}

function page(load: LoadPage): Pick<RouteObject, 'element' | 'handle'> {
  const entry: PageEntry = {
    load: async () => {
      entry.loaded ??= await load();
      return entry.loaded;
    },
    lazy: lazy(async () => ({ default: await entry.load() })),
  };
  return { element: <RoutePage entry={entry} />, handle: entry };
}

/** Paths no route names (and the development-only test page in production builds). */
const notFound = page(async () => (await import('@web/features/not-found/pages/NotFoundPage')).NotFoundPage);

const tester = page(
  async () => (await import('@web/features/assistant/pages/PathwayTestPage')).PathwayTestPage,
);

/** A developer tool, shown when the server says it is not in production; the not-found page otherwise. */
function DeveloperTool({ tool }: { tool: Pick<RouteObject, 'element'> }) {
  const config = usePublicConfig();
  const { t } = useLingui();
  if (config.isPending) return <LoadingBlock label={t`Loading page…`} />;
  return config.data?.developerTools ? tool.element : notFound.element;
}

/** Bare layout (no app frame): /checkout, /payment-success. */
const bareRoutes: RouteObject[] = [
  {
    path: 'checkout',
    ...page(async () => (await import('@web/features/payments/pages/CheckoutPage')).CheckoutPage),
  },
  {
    path: 'payment-success',
    ...page(async () => (await import('@web/features/payments/pages/PaymentSuccessPage')).PaymentSuccessPage),
  },
  {
    path: 'subscribe',
    ...page(async () => (await import('@web/features/subscriptions/pages/SubscribePage')).SubscribePage),
  },
  {
    path: 'subscription-success',
    ...page(
      async () =>
        (await import('@web/features/subscriptions/pages/SubscriptionSuccessPage')).SubscriptionSuccessPage,
    ),
  },
  {
    path: 'mobile-subscription-plans',
    ...page(
      async () =>
        (await import('@web/features/subscriptions/pages/MobileSubscriptionPlansPage'))
          .MobileSubscriptionPlansPage,
    ),
  },
];

/** Pages without any layout: /shared-documents/:shareId, /t/:token. */
const standaloneRoutes: RouteObject[] = [
  {
    path: 't/:token',
    ...page(async () => (await import('@web/features/tracking/pages/PublicTrackingPage')).PublicTrackingPage),
  },
  {
    path: 'shared-documents/:shareId',
    ...page(
      async () => (await import('@web/features/documents/pages/SharedDocumentPage')).SharedDocumentPage,
    ),
  },
];

/** Main layout (app frame). */
const mainRoutes: RouteObject[] = [
  {
    index: true,
    ...page(async () => (await import('@web/features/home/pages/HomePage')).HomePage),
  },
  {
    path: 'login',
    ...page(async () => (await import('@web/features/auth/pages/LoginPage')).LoginPage),
  },
  {
    path: 'signup',
    ...page(async () => (await import('@web/features/auth/pages/SignupPage')).SignupPage),
  },
  {
    path: 'forgot-password',
    ...page(async () => (await import('@web/features/auth/pages/ForgotPasswordPage')).ForgotPasswordPage),
  },
  {
    path: 'reset-password',
    ...page(async () => (await import('@web/features/auth/pages/ResetPasswordPage')).ResetPasswordPage),
  },
  {
    path: 'verify-email',
    ...page(async () => (await import('@web/features/auth/pages/VerifyEmailPage')).VerifyEmailPage),
  },
  {
    path: 'payments',
    ...page(async () => (await import('@web/features/payments/pages/PaymentsPage')).PaymentsPage),
  },
  {
    path: 'profile',
    ...page(async () => (await import('@web/features/profile/pages/ProfilePage')).ProfilePage),
  },
  {
    path: 'company/*',
    ...page(async () => (await import('@web/app/CompanyRoutes')).CompanyRoutes),
  },
  {
    path: 'join/:token',
    ...page(async () => (await import('@web/features/companies/pages/CompanyPages')).JoinPage),
  },
  {
    path: 'request',
    ...page(async () => (await import('@web/features/request/pages/RequestPage')).RequestPage),
  },
  {
    path: 'pricing',
    ...page(async () => (await import('@web/features/pricing/pages/PricingPage')).PricingPage),
  },
  {
    path: 'tracking',
    ...page(async () => (await import('@web/features/tracking/pages/TrackingPage')).TrackingPage),
  },
  {
    path: 'terms',
    ...page(async () => (await import('@web/features/legal/pages/TermsOfServicePage')).TermsOfServicePage),
  },
  {
    path: 'privacy-policy',
    ...page(async () => (await import('@web/features/legal/pages/PrivacyPolicyPage')).PrivacyPolicyPage),
  },
  {
    path: 'driver',
    ...page(async () => (await import('@web/features/driver/pages/DriverDashboardPage')).DriverDashboardPage),
  },
  {
    path: 'driver/jobs/:id',
    ...page(async () => (await import('@web/features/driver/pages/ActiveJobPage')).ActiveJobPage),
  },
  {
    path: 'scheduling',
    ...page(async () => (await import('@web/features/scheduling/pages/SchedulingPage')).SchedulingPage),
  },
  // The driver dashboard's links (product/platform §2): /RequestService, /request-service and /Tracking. Paths
  // match case-insensitively, so /Tracking is the tracking page itself.
  { path: 'RequestService', element: <Navigate to="/request" replace /> },
  { path: 'request-service', element: <Navigate to="/request" replace /> },
  {
    path: 'jobs',
    ...page(async () => (await import('@web/features/open-jobs/pages/JobsPage')).JobsPage),
  },
  {
    path: 'pathway-ai',
    ...page(async () => (await import('@web/features/assistant/pages/PathwayAiPage')).PathwayAiPage),
  },
  // The AI response tester exists whenever the server is not in production (product/platform §2).
  { path: 'pathway-test', element: <DeveloperTool tool={tester} />, handle: tester.handle },
  {
    path: 'messages',
    ...page(async () => (await import('@web/features/messaging/pages/MessagesPage')).MessagesPage),
  },
  {
    path: 'route-heatmap',
    ...page(async () => (await import('@web/features/maps/pages/RouteHeatmapPage')).RouteHeatmapPage),
  },
  {
    path: 'current-location',
    ...page(async () => (await import('@web/features/maps/pages/CurrentLocationPage')).CurrentLocationPage),
  },
  {
    path: 'truck-stops',
    ...page(async () => (await import('@web/features/maps/pages/TruckStopsPage')).TruckStopsPage),
  },
  {
    path: 'documents',
    ...page(async () => (await import('@web/features/documents/pages/DocumentsPage')).DocumentsPage),
  },
  {
    path: 'admin',
    ...page(async () => (await import('@web/features/operations/pages/ConsolePage')).ConsolePage),
  },
  {
    path: 'claims',
    ...page(async () => (await import('@web/features/claims/pages/ClaimsPage')).ClaimsPage),
  },
  {
    path: 'admin/audit',
    ...page(async () => (await import('@web/features/operations/pages/AuditPage')).AuditPage),
  },
  {
    path: 'admin/operators',
    ...page(async () => (await import('@web/features/operations/pages/OperatorsPage')).OperatorsPage),
  },
  {
    path: 'admin/documents',
    ...page(
      async () => (await import('@web/features/documents/pages/AdminDocumentsPage')).AdminDocumentsPage,
    ),
  },
  {
    path: 'sign/:token',
    ...page(async () => (await import('@web/features/inspections/pages/SigningPage')).SigningPage),
  },
  {
    path: 'payout-freeze/:token',
    ...page(async () => (await import('@web/features/payouts/pages/PayoutFreezePage')).PayoutFreezePage),
  },
  {
    path: 'admin/payouts',
    ...page(async () => (await import('@web/features/payouts/pages/AdminPayoutsPage')).AdminPayoutsPage),
  },
  {
    path: 'admin/receipts',
    ...page(async () => (await import('@web/features/receipts/pages/ReceiptsQueuePage')).ReceiptsQueuePage),
  },
  {
    path: 'admin/services',
    ...page(async () => (await import('@web/features/catalog/pages/AdminServicesPage')).AdminServicesPage),
  },
  {
    path: 'admin/outbox',
    ...page(async () => (await import('@web/features/mail/pages/AdminOutboxPage')).AdminOutboxPage),
  },
  {
    path: 'subscriptions',
    ...page(
      async () => (await import('@web/features/subscriptions/pages/SubscriptionsPage')).SubscriptionsPage,
    ),
  },
  {
    path: 'premium-features',
    ...page(
      async () => (await import('@web/features/subscriptions/pages/PremiumFeaturesPage')).PremiumFeaturesPage,
    ),
  },
  {
    path: 'contact',
    ...page(async () => (await import('@web/features/subscriptions/pages/ContactPage')).ContactPage),
  },
  {
    path: 'dashboard',
    ...page(async () => (await import('@web/features/dashboard/pages/DashboardPage')).DashboardPage),
  },
  {
    path: 'analytics',
    ...page(async () => (await import('@web/features/analytics/pages/AnalyticsPage')).AnalyticsPage),
  },
  {
    path: 'fleet',
    ...page(async () => (await import('@web/features/fleet/pages/FleetPage')).FleetPage),
  },
  {
    path: 'admin/companies',
    ...page(async () => (await import('@web/features/billing/pages/AdminCompaniesPage')).AdminCompaniesPage),
  },
  {
    path: 'developers',
    ...page(async () => (await import('@web/features/developers/pages/DevelopersPage')).DevelopersPage),
  },
  {
    path: 'orders/*',
    ...page(async () => (await import('@web/features/orders/pages/OrdersRoutes')).OrdersRoutes),
  },
  {
    path: 'admin/drivers',
    ...page(async () => (await import('@web/features/admin/pages/AdminDriversPage')).AdminDriversPage),
  },
];

export const routes: RouteObject[] = [
  { element: <BareLayout />, children: bareRoutes },
  { element: <PageOutlet />, children: standaloneRoutes },
  {
    element: <MainLayout />,
    children: [...mainRoutes, { path: '*', ...notFound }],
  },
];

/** The page for the current location (rendered inside a BrowserRouter). */
export function AppRoutes() {
  useScrollRestoration();
  return useRoutes(routes);
}

/**
 * Starts loading the page chunk for `pathname` now, so it downloads alongside the session and
 * subscription calls instead of after them (the module is cached: React.lazy then finds it loaded).
 */
export function preloadPage(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as PageEntry | undefined;
    handle?.load().catch(() => {});
  }
}
