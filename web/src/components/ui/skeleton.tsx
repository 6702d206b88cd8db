import { cn } from '@web/lib/utils';
import type { ComponentProps } from 'react';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-slate-200', className)} {...props} />
  );
}

/** A loading placeholder for a list: `count` grey blocks, announced to screen readers as `label`. */
export function SkeletonList({
  label,
  count = 2,
  className,
  itemClassName,
}: {
  label: string;
  count?: number;
  /** Layout of the list (default: one column, gap-2). */
  className?: string;
  /** Size of each block, e.g. "h-20". */
  itemClassName: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn('grid gap-2', className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
