import { type JobFilter, jobFilters } from '@core/open-jobs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';

/** core/open-jobs.ts's jobFilterLabels in the reader's language (same English). */
const jobFilterMessages: Record<JobFilter, MessageDescriptor> = {
  all: msg`All Jobs`,
  bobtail: msg`Bobtail`,
  'box-truck': msg`Box Truck`,
  trailer: msg`Trailer`,
};

/** The vehicle-type filter: toggle buttons, exactly one pressed. */
export function JobFiltersBar({
  value,
  counts,
  onChange,
}: {
  value: JobFilter;
  counts?: Record<JobFilter, number>;
  onChange: (filter: JobFilter) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Filter jobs by vehicle type`}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
    >
      {jobFilters.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              pressed
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {t(jobFilterMessages[filter])}
            {counts ? (
              <span
                aria-hidden="true"
                className={cn(
                  'rounded-full px-1.5 text-xs',
                  pressed ? 'bg-white/20' : 'bg-slate-100 text-slate-600',
                )}
              >
                {counts[filter]}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
