import { Plural, useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Five radio buttons drawn as stars (keyboard: arrows move, the label names each choice). */
export function StarsField({
  legend,
  value,
  error,
  field,
}: {
  legend: string;
  value: number | undefined;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            {/* The radio covers its star (transparent): taps land on it, screen readers name it. */}
            <input
              type="radio"
              value={n}
              className="absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
              {...field}
            />
            <span className="sr-only">
              <Plural value={n} one="# star" other="# stars" />
            </span>
            <Star
              aria-hidden="true"
              className={cn(
                'h-7 w-7',
                value !== undefined && n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}

/** A score shown as stars with its number for screen readers. */
export function StarsShown({ value, label }: { value: number; label?: string }) {
  const { t } = useLingui();
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={label ? t`${label}: ${value} out of 5` : t`${value} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('h-4 w-4', n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
