import type { UserRole } from '@core/contracts/accounts';

/** The active page name: the path without its leading slash, or "home" for / (product/platform §2). */
export function activePageName(pathname: string): string {
  const name = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return name === '' ? 'home' : name;
}

export interface NavLinkItem {
  to: string;
  label: string;
}

export const locationsMenu: NavLinkItem[] = [
  { to: '/current-location', label: 'Current Location' },
  { to: '/truck-stops', label: 'Truck Stops' },
  { to: '/tracking', label: 'Tracking' },
  { to: '/route-heatmap', label: 'Route Heat Map' },
];

export const docsMenu: NavLinkItem[] = [
  { to: '/documents', label: 'Documents' },
  { to: '/pathway-ai', label: 'Pathway AI' },
  { to: '/scheduling', label: 'Scheduling' },
  { to: '/driver', label: 'Driver Dashboard' },
  { to: '/premium-features', label: 'Premium Features' },
];

/** Role-dependent parts of the bottom navigation: only the value driver is checked. */
export function roleNavigation(role: UserRole | null | undefined) {
  if (role === 'driver') {
    return {
      secondary: { to: '/jobs', label: 'Jobs' },
      action: { to: '/jobs', label: 'Find jobs', icon: 'search' as const },
    };
  }
  return {
    secondary: { to: '/pricing', label: 'Pricing' },
    action: { to: '/request', label: 'Request recovery', icon: 'plus' as const },
  };
}

/** Whether a link (or any link of a menu) is the page being shown. */
export function isActive(page: string, items: NavLinkItem | NavLinkItem[]): boolean {
  const list = Array.isArray(items) ? items : [items];
  return list.some((item) => activePageName(item.to) === page);
}
