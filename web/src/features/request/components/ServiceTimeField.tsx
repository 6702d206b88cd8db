import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';
import { CalendarClock, Zap } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { RequestServiceTime } from '../form';

const toggleClass = (active: boolean) =>
  cn(
    'flex h-12 items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    active
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-300',
  );

/** Now or Schedule; Schedule reveals a required date-and-time input that starts no earlier than now. */
export function ServiceTimeField({
  value,
  onChange,
  min,
  error,
  inputProps,
}: {
  value: RequestServiceTime;
  onChange: (value: RequestServiceTime) => void;
  min: string;
  error?: string;
  inputProps: ComponentProps<'input'>;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      <div role="group" aria-labelledby="service-time-label" className="grid gap-2">
        <span id="service-time-label" className="text-sm font-medium text-slate-800">
          <Trans>When do you need it?</Trans>
        </span>
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            aria-pressed={value === 'now'}
            className={toggleClass(value === 'now')}
            onClick={() => onChange('now')}
          >
            <Zap aria-hidden="true" className="h-4 w-4" />
            <Trans>Now</Trans>
          </button>
          <button
            type="button"
            aria-pressed={value === 'scheduled'}
            className={toggleClass(value === 'scheduled')}
            onClick={() => onChange('scheduled')}
          >
            <CalendarClock aria-hidden="true" className="h-4 w-4" />
            <Trans>Schedule</Trans>
          </button>
        </div>
      </div>
      {value === 'scheduled' ? (
        <TextField
          id="scheduled-time"
          label={t`Pickup date and time`}
          type="datetime-local"
          required
          min={min}
          error={error}
          {...inputProps}
        />
      ) : null}
    </div>
  );
}
