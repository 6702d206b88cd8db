import type { UserRole } from '@core/contracts/accounts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The active page name: the path without its leading slash, or "home" for / (product/platform §2). */
export function activePageName(pathname: string): string {
  const name = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return name === '' ? 'home' : name;
}

export interface NavLinkItem {
  to: string;
  /** Read through Lingui (`i18n._(label)`) where it is shown. */
  label: MessageDescriptor;
}

export const locationsMenu: NavLinkItem[] = [
  { to: '/current-location', label: msg`Current Location` },
  { to: '/truck-stops', label: msg`Truck Stops` },
  { to: '/tracking', label: msg`Tracking` },
  { to: '/route-heatmap', label: msg`Route Heat Map` },
];

export const docsMenu: NavLinkItem[] = [
  { to: '/documents', label: msg`Documents` },
  { to: '/pathway-ai', label: msg`Pathway AI` },
  { to: '/scheduling', label: msg`Scheduling` },
  { to: '/driver', label: msg`Driver Dashboard` },
  { to: '/premium-features', label: msg`Premium Features` },
];

/** Role-dependent parts of the bottom navigation: only the value driver is checked. */
export function roleNavigation(role: UserRole | null | undefined) {
  if (role === 'driver') {
    return {
      secondary: { to: '/jobs', label: msg`Jobs` },
      action: { to: '/jobs', label: msg`Find jobs`, icon: 'search' as const },
    };
  }
  return {
    secondary: { to: '/pricing', label: msg`Pricing` },
    action: { to: '/request', label: msg`Request recovery`, icon: 'plus' as const },
  };
}

/** Whether a link (or any link of a menu) is the page being shown. */
export function isActive(page: string, items: NavLinkItem | NavLinkItem[]): boolean {
  const list = Array.isArray(items) ? items : [items];
  return list.some((item) => activePageName(item.to) === page);
}
