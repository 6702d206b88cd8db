import { cn } from '@web/lib/utils';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * A styled native `<select>`: the phone's own picker on mobile, full keyboard support everywhere.
 * Label it with a `<Label htmlFor>` like any input.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900',
          'focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40',
          'aria-invalid:border-red-500 disabled:opacity-50',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
