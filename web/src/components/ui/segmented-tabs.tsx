import { cn } from '@web/lib/utils';
import type { KeyboardEvent } from 'react';

export interface SegmentedTab<T extends string> {
  value: T;
  label: string;
}

/** The id of a tab in a `SegmentedTabs` whose panel is `panelId` (the panel's aria-labelledby). */
export const segmentedTabId = (panelId: string, value: string) => `${panelId}-${value}`;

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Filter tabs in a grey track (a tablist whose tabs filter one panel, `panelId`): the chosen one raised
 * in white. `className` lays the track out (a grid of equal tabs, or a row that scrolls). As in the ARIA
 * tabs pattern, Tab reaches only the chosen tab and the arrow keys (Home, End) choose another.
 */
export function SegmentedTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  panelId,
  className,
  tabClassName,
}: {
  tabs: readonly SegmentedTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  panelId: string;
  className?: string;
  tabClassName?: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next =
      tabs[
        move(
          Math.max(
            0,
            tabs.findIndex((t) => t.value === value),
          ),
          tabs.length,
        )
      ]!;
    onChange(next.value);
    document.getElementById(segmentedTabId(panelId, next.value))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('gap-1 rounded-xl bg-slate-100 p-1', className)}
    >
      {tabs.map((t) => (
        <button
          key={t.value}
          id={segmentedTabId(panelId, t.value)}
          type="button"
          role="tab"
          aria-selected={value === t.value}
          aria-controls={panelId}
          tabIndex={value === t.value ? 0 : -1}
          onClick={() => onChange(t.value)}
          className={cn(
            'h-10 shrink-0 rounded-lg px-2 text-xs font-semibold sm:px-3 sm:text-sm',
            'focus-visible:outline-2 focus-visible:outline-brand-500',
            value === t.value ? 'bg-white text-brand-700 shadow' : 'text-slate-600 hover:text-slate-900',
            tabClassName,
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
