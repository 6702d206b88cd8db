import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { ArrowRight } from 'lucide-react';

/** "Pickup → Destination" as a driver reads it at a glance. */
export function RouteLine({
  pickup,
  destination,
  className,
}: {
  pickup: string;
  destination: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-base text-slate-900', className)}>
      <span>{pickup}</span>
      <ArrowRight aria-label={t`to`} className="h-4 w-4 shrink-0 text-slate-500" />
      <span>{destination}</span>
    </p>
  );
}
