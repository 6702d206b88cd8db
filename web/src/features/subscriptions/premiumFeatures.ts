import type { RecoveryRequest } from '@core/contracts/jobs';

export type FeatureTab = 'tracking' | 'management' | 'analytics';

export interface PremiumFeature {
  id: string;
  title: string;
  description: string;
  tab: FeatureTab;
}

/** The six premium features of product/platform §2, each opening a real feature. */
export const premiumFeatures: PremiumFeature[] = [
  {
    id: 'realtime-tracking',
    title: 'Real-Time GPS Tracking',
    description: 'Follow every truck on the map as the driver shares their position, with a live ETA.',
    tab: 'tracking',
  },
  {
    id: 'route-optimization',
    title: 'Route Optimization',
    description: 'See the route, the remaining road miles and the recomputed ETA of your current job.',
    tab: 'tracking',
  },
  {
    id: 'fleet-management',
    title: 'Enhanced Fleet Management',
    description: 'Your vehicles with the full history of every job moved for each of them.',
    tab: 'management',
  },
  {
    id: 'secure-documents',
    title: 'Secure Document Storage',
    description:
      'Keep licences, registrations and insurance cards private, and share them with expiring links.',
    tab: 'management',
  },
  {
    id: 'advanced-analytics',
    title: 'Advanced Analytics',
    description:
      'Charts of spend, jobs and on-time delivery by month (drivers: earnings, miles and jobs by week).',
    tab: 'analytics',
  },
  {
    id: 'priority-dispatch',
    title: 'Priority Dispatch',
    description: "Subscribers' new jobs are shown to drivers first, marked Priority.",
    tab: 'analytics',
  },
];

/** Where each Access Feature button leads, for this user and their jobs. */
export function featureTarget(
  id: string,
  role: 'client' | 'driver',
  jobs: Pick<RecoveryRequest, 'id' | 'status' | 'createdAt'>[],
): string {
  switch (id) {
    case 'realtime-tracking':
      return role === 'driver' ? '/driver' : '/tracking';
    case 'route-optimization': {
      const active = jobs.find((j) => ['accepted', 'in_progress', 'delivered'].includes(j.status)) ?? jobs[0];
      if (!active) return role === 'driver' ? '/jobs' : '/tracking';
      return role === 'driver'
        ? `/driver/jobs/${encodeURIComponent(active.id)}`
        : `/tracking?id=${encodeURIComponent(active.id)}`;
    }
    case 'fleet-management':
      return '/fleet';
    case 'secure-documents':
      return '/documents';
    case 'advanced-analytics':
      return '/analytics';
    case 'priority-dispatch':
      return role === 'driver' ? '/jobs' : '/request';
    default:
      return '/premium-features';
  }
}
