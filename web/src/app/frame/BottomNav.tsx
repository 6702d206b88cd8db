import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMe } from '@web/features/auth';
import { cn } from '@web/lib/utils';
import { Calculator, FileText, House, MapPin, Plus, Search, Truck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NavMenu } from './NavMenuTrigger';
import { navItemClass } from './navItem';
import {
  activePageName,
  docsMenu,
  isActive,
  locationsMenu,
  type NavLinkItem,
  roleNavigation,
} from './navigation';

function NavItem({ to, label, icon, page }: NavLinkItem & { icon: ReactNode; page: string }) {
  const { i18n } = useLingui();
  const active = isActive(page, { to, label });
  return (
    <Link to={to} className={navItemClass(active)} aria-current={active ? 'page' : undefined}>
      {icon}
      <span className="truncate">{i18n._(label)}</span>
    </Link>
  );
}

const iconClass = 'h-5 w-5';

/** Bottom navigation; drivers get Jobs and a search button, everyone else Pricing and a plus button. */
export function BottomNav() {
  const { pathname } = useLocation();
  const page = activePageName(pathname);
  const { data: me } = useMe();
  const { secondary, action } = roleNavigation(me?.role);
  const actionActive = isActive(page, action);
  const { t, i18n } = useLingui();

  return (
    <nav
      aria-label={t`Main`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div className="mx-auto flex h-20 w-full max-w-3xl items-center gap-1 px-2">
        <NavItem
          to="/"
          label={msg`Home`}
          page={page}
          icon={<House aria-hidden="true" className={iconClass} />}
        />
        <NavItem
          {...secondary}
          page={page}
          icon={
            secondary.to === '/jobs' ? (
              <Truck aria-hidden="true" className={iconClass} />
            ) : (
              <Calculator aria-hidden="true" className={iconClass} />
            )
          }
        />
        <div className="flex flex-1 justify-center">
          <Link
            to={action.to}
            aria-label={i18n._(action.label)}
            aria-current={actionActive ? 'page' : undefined}
            className={cn(
              '-mt-8 flex h-14 w-14 items-center justify-center rounded-full bg-accent-500 text-slate-950 shadow-lg ring-4 ring-white',
              'hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            )}
          >
            {action.icon === 'search' ? (
              <Search aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Plus aria-hidden="true" className="h-7 w-7" />
            )}
          </Link>
        </div>
        <NavMenu
          label={t`Locations`}
          items={locationsMenu}
          page={page}
          icon={<MapPin aria-hidden="true" className={iconClass} />}
        />
        <NavMenu
          label={t`Docs`}
          items={docsMenu}
          page={page}
          icon={<FileText aria-hidden="true" className={iconClass} />}
        />
        <NavItem
          to="/profile"
          label={msg`Profile`}
          page={page}
          icon={<User aria-hidden="true" className={iconClass} />}
        />
      </div>
    </nav>
  );
}
