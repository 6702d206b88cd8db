import { OpenOnIntent } from '@web/components/ui/open-on-intent';
import { lazy } from 'react';
import { type NavMenuProps, NavMenuTriggerContent, navItemClass } from './navItem';
import { isActive } from './navigation';

const loadPopup = () => import('./NavMenuPopup');
const NavMenuPopup = lazy(async () => ({ default: (await loadPopup()).NavMenuPopup }));

/** A bottom-navigation menu (Locations, Docs); its Radix menu loads when first reached for. */
export function NavMenu(props: NavMenuProps) {
  const active = isActive(props.page, props.items);
  return (
    <OpenOnIntent
      preload={loadPopup}
      trigger={(intent) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={navItemClass(active)}
          {...intent}
        >
          <NavMenuTriggerContent label={props.label} icon={props.icon} />
        </button>
      )}
    >
      <NavMenuPopup {...props} />
    </OpenOnIntent>
  );
}
