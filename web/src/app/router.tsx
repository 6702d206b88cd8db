import { LoginPage } from '@web/features/auth/pages/LoginPage';
import { SignupPage } from '@web/features/auth/pages/SignupPage';
import { HomePage } from '@web/features/home/pages/HomePage';
import { PrivacyPolicyPage } from '@web/features/legal/pages/PrivacyPolicyPage';
import { NotFoundPage } from '@web/features/not-found/pages/NotFoundPage';
import { ProfilePage } from '@web/features/profile/pages/ProfilePage';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BareLayout } from './BareLayout';
import { MainLayout } from './MainLayout';

/**
 * Route table (platform-areas §2). Each feature adds one line to the list for its layout: a lazy
 * import of its page module (the one deep import the app may make, see docs/ARCHITECTURE.md).
 * Paths not listed anywhere fall through to the not-found page inside the main layout.
 */

/** Bare layout (no app frame): /checkout, /payment-success. */
const bareRoutes: RouteObject[] = [
  {
    path: 'checkout',
    lazy: async () => ({
      Component: (await import('@web/features/payments/pages/CheckoutPage')).CheckoutPage,
    }),
  },
  {
    path: 'payment-success',
    lazy: async () => ({
      Component: (await import('@web/features/payments/pages/PaymentSuccessPage')).PaymentSuccessPage,
    }),
  },
  {
    path: 'subscribe',
    lazy: async () => ({
      Component: (await import('@web/features/subscriptions/pages/SubscribePage')).SubscribePage,
    }),
  },
  {
    path: 'subscription-success',
    lazy: async () => ({
      Component: (await import('@web/features/subscriptions/pages/SubscriptionSuccessPage'))
        .SubscriptionSuccessPage,
    }),
  },
  {
    path: 'mobile-subscription-plans',
    lazy: async () => ({
      Component: (await import('@web/features/subscriptions/pages/MobileSubscriptionPlansPage'))
        .MobileSubscriptionPlansPage,
    }),
  },
];

/** Pages without any layout: /shared-documents/:shareId. */
const standaloneRoutes: RouteObject[] = [
  {
    path: 'shared-documents/:shareId',
    lazy: async () => ({
      Component: (await import('@web/features/documents/pages/SharedDocumentPage')).SharedDocumentPage,
    }),
  },
];

/** Main layout (app frame). */
const mainRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'profile', element: <ProfilePage /> },
  {
    path: 'request',
    lazy: async () => ({ Component: (await import('@web/features/request/pages/RequestPage')).RequestPage }),
  },
  {
    path: 'pricing',
    lazy: async () => ({ Component: (await import('@web/features/pricing/pages/PricingPage')).PricingPage }),
  },
  {
    path: 'tracking',
    lazy: async () => ({
      Component: (await import('@web/features/tracking/pages/TrackingPage')).TrackingPage,
    }),
  },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  {
    path: 'driver',
    lazy: async () => ({
      Component: (await import('@web/features/driver/pages/DriverDashboardPage')).DriverDashboardPage,
    }),
  },
  {
    path: 'driver/jobs/:id',
    lazy: async () => ({
      Component: (await import('@web/features/driver/pages/ActiveJobPage')).ActiveJobPage,
    }),
  },
  {
    path: 'scheduling',
    lazy: async () => ({
      Component: (await import('@web/features/scheduling/pages/SchedulingPage')).SchedulingPage,
    }),
  },
  // The driver dashboard's links (spec §2): /RequestService, /request-service and /Tracking. Paths
  // match case-insensitively, so /Tracking is the tracking page itself.
  { path: 'RequestService', element: <Navigate to="/request" replace /> },
  { path: 'request-service', element: <Navigate to="/request" replace /> },
  {
    path: 'jobs',
    lazy: async () => ({ Component: (await import('@web/features/open-jobs/pages/JobsPage')).JobsPage }),
  },
  {
    path: 'messages',
    lazy: async () => ({
      Component: (await import('@web/features/messaging/pages/MessagesPage')).MessagesPage,
    }),
  },
  {
    path: 'route-heatmap',
    lazy: async () => ({
      Component: (await import('@web/features/maps/pages/RouteHeatmapPage')).RouteHeatmapPage,
    }),
  },
  {
    path: 'current-location',
    lazy: async () => ({
      Component: (await import('@web/features/maps/pages/CurrentLocationPage')).CurrentLocationPage,
    }),
  },
  {
    path: 'truck-stops',
    lazy: async () => ({
      Component: (await import('@web/features/maps/pages/TruckStopsPage')).TruckStopsPage,
    }),
  },
  {
    path: 'documents',
    lazy: async () => ({
      Component: (await import('@web/features/documents/pages/DocumentsPage')).DocumentsPage,
    }),
  },
  {
    path: 'admin/documents',
    lazy: async () => ({
      Component: (await import('@web/features/documents/pages/AdminDocumentsPage')).AdminDocumentsPage,
    }),
  },
  {
    path: 'admin/outbox',
    lazy: async () => ({
      Component: (await import('@web/features/mail/pages/AdminOutboxPage')).AdminOutboxPage,
    }),
  },
  {
    path: 'subscriptions',
    lazy: async () => ({
      Component: (await import('@web/features/subscriptions/pages/SubscriptionsPage')).SubscriptionsPage,
    }),
  },
  {
    path: 'premium-features',
    lazy: async () => ({
      Component: (await import('@web/features/subscriptions/pages/PremiumFeaturesPage')).PremiumFeaturesPage,
    }),
  },
  {
    path: 'contact',
    lazy: async () => ({
      Component: (await import('@web/features/subscriptions/pages/ContactPage')).ContactPage,
    }),
  },
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('@web/features/dashboard/pages/DashboardPage')).DashboardPage,
    }),
  },
  {
    path: 'analytics',
    lazy: async () => ({
      Component: (await import('@web/features/analytics/pages/AnalyticsPage')).AnalyticsPage,
    }),
  },
  {
    path: 'fleet',
    lazy: async () => ({ Component: (await import('@web/features/fleet/pages/FleetPage')).FleetPage }),
  },
  {
    path: 'admin/drivers',
    lazy: async () => ({
      Component: (await import('@web/features/admin/pages/AdminDriversPage')).AdminDriversPage,
    }),
  },
];

export const routes: RouteObject[] = [
  { element: <BareLayout />, children: bareRoutes },
  ...standaloneRoutes,
  {
    element: <MainLayout />,
    children: [...mainRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export const router = createBrowserRouter(routes);
