/** What a bottom-navigation entry looks like, shared by the links, the menu buttons and their menus. */
import { cn } from '@web/lib/utils';
import { ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NavLinkItem } from './navigation';

export interface NavMenuProps {
  label: string;
  icon: ReactNode;
  items: NavLinkItem[];
  page: string;
}

export const navItemClass = (active: boolean) =>
  cn(
    'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-[11px] font-medium',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    active ? 'text-brand-700' : 'text-slate-500 hover:text-slate-800',
  );

export function NavMenuTriggerContent({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <>
      {icon}
      <span className="flex items-center gap-0.5 truncate">
        {label}
        <ChevronUp aria-hidden="true" className="h-3 w-3" />
      </span>
    </>
  );
}
