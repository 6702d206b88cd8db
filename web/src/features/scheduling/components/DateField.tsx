import { dateParts, formatMonthDayYear, weekdayName } from '@core/format';
import { formatMoment } from '@core/moment';
import { WEEK_STARTS_ON } from '@core/scheduling';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

/** "Tue, Jun 3, 2025" (core's words); in Spanish "3 jun 2025" (the one time formatter's). */
const dateText = (d: Date, locale: string) => {
  if (locale === 'es') return formatMoment(d, { style: 'date', locale: 'es' });
  const parts = dateParts(d);
  return `${weekdayName(parts)}, ${formatMonthDayYear(parts)}`;
};

/** A date chosen on a calendar whose week starts on Sunday (product/platform §9); days before `from` are disabled. */
export function DateField({
  id,
  label,
  value,
  onChange,
  from,
}: {
  id: string;
  label: string;
  value: Date | null;
  onChange: (d: Date | null) => void;
  from: Date;
}) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            variant="outline"
            className="h-12 w-full justify-start font-normal"
            aria-labelledby={`${id}-label ${id}`}
          >
            <CalendarDays aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {value ? (
              dateText(value, i18n.locale)
            ) : (
              <span className="text-slate-500">
                <Trans>Pick a date</Trans>
              </span>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2" align="start">
          <DayPicker
            mode="single"
            // The calendar's month and day names in the reader's language (Sunday first either way).
            locale={i18n.locale === 'es' ? es : undefined}
            weekStartsOn={WEEK_STARTS_ON}
            selected={value ?? undefined}
            defaultMonth={value ?? from}
            disabled={{ before: from }}
            onSelect={(d) => {
              onChange(d ?? null);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
