import { useLingui } from '@lingui/react/macro';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';
import { type NavMenuProps, NavMenuTriggerContent, navItemClass } from './navItem';
import { isActive } from './navigation';

/** The Radix menu behind a bottom-navigation menu button; loaded the first time one is reached for. */
export function NavMenuPopup({ label, icon, items, page }: NavMenuProps) {
  const { i18n } = useLingui();
  const active = isActive(page, items);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={cn(navItemClass(active), 'data-[state=open]:text-brand-700')}>
        <NavMenuTriggerContent label={label} icon={icon} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="center">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        {items.map((item) => {
          const current = isActive(page, item);
          return (
            <DropdownMenuItem key={item.to} asChild>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(current && 'font-semibold text-brand-700')}
              >
                {i18n._(item.label)}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
