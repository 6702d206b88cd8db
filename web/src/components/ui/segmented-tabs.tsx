import { cn } from '@web/lib/utils';

export interface SegmentedTab<T extends string> {
  value: T;
  label: string;
}

/**
 * Filter tabs in a grey track (a tablist whose tabs filter one panel, `panelId`): the chosen one raised
 * in white. `className` lays the track out (a grid of equal tabs, or a row that scrolls).
 */
export function SegmentedTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  panelId,
  className,
}: {
  tabs: readonly SegmentedTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  panelId: string;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={cn('gap-1 rounded-xl bg-slate-100 p-1', className)}>
      {tabs.map((t) => (
        <button
          key={t.value}
          type="button"
          role="tab"
          aria-selected={value === t.value}
          aria-controls={panelId}
          onClick={() => onChange(t.value)}
          className={cn(
            'h-10 shrink-0 rounded-lg px-2 text-xs font-semibold sm:px-3 sm:text-sm',
            value === t.value ? 'bg-white text-brand-700 shadow' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
