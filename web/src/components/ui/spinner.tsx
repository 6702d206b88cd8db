import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { LoaderCircle } from 'lucide-react';

export interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when the spinner sits next to visible text. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('h-5 w-5 animate-spin text-brand-600', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A centred spinner for a section or page that is loading. */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner className="h-8 w-8" label={label ?? t`Loading…`} />
    </div>
  );
}
