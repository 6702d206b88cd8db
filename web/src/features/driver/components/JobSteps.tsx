import type { JobStatus } from '@core/jobs';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { Check } from 'lucide-react';

const steps = [msg`Pre-trip`, msg`On the road`, msg`Delivery`, msg`Confirmed`] as const;

/** Which step the driver is on: 0 pre-trip … 3 confirmed; 4 when everything is done. */
function stepIndex(status: JobStatus): number {
  switch (status) {
    case 'accepted':
      return 0;
    case 'in_progress':
      return 1;
    case 'delivered':
      return 3;
    case 'completed':
      return 4;
    default:
      return -1;
  }
}

/** A compact progress line: done steps ticked, the current one marked for screen readers. */
export function JobSteps({ status }: { status: JobStatus }) {
  const { t } = useLingui();
  const current = stepIndex(status);
  if (current < 0) return null;
  return (
    <nav aria-label={t`Job progress`}>
      <ol className="grid grid-cols-4 gap-1.5">
        {steps.map((step, i) => {
          const done = i < current;
          // On the road, the delivery form is on the same page: both steps are lit.
          const active = i === current || (status === 'in_progress' && i === 2);
          return (
            <li
              key={step.id}
              aria-current={i === current ? 'step' : undefined}
              className="grid justify-items-center gap-1 text-center"
            >
              <span
                className={cn(
                  'h-1.5 w-full rounded-full',
                  done ? 'bg-emerald-500' : active ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
              <span
                className={cn(
                  'inline-flex items-center gap-0.5 text-xs',
                  done ? 'text-emerald-700' : active ? 'font-semibold text-brand-700' : 'text-slate-500',
                )}
              >
                {done ? <Check aria-hidden="true" className="h-3 w-3" /> : null}
                {t(step)}
                {done ? (
                  <span className="sr-only">
                    {' '}
                    <Trans>(done)</Trans>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
