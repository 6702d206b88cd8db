import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A page's heading: its icon, the h1, one line on what the page is for, and optional actions at the end. */
export function PageTitle({
  icon: Icon,
  title,
  subtitle,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="flex items-center gap-3">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
