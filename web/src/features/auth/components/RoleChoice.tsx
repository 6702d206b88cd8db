import type { UserRole } from '@core/contracts/accounts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import { Truck, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';

const options: {
  value: UserRole;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: typeof Truck;
}[] = [
  { value: 'client', label: msg`Customer`, description: msg`I need trucks moved`, icon: UserRound },
  { value: 'driver', label: msg`Driver`, description: msg`I want to drive jobs`, icon: Truck },
];

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value'>;

/** Two large radio cards: Customer (client) or Driver. Spread `register('role')` into `inputProps`. */
export function RoleChoice({ inputProps, error }: { inputProps: RadioProps; error?: string }) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>I am a</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map(({ value, label, description, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer flex-col gap-1 rounded-xl border border-slate-300 bg-white p-3',
              'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...inputProps} />
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <span className="font-semibold text-slate-900">{t(label)}</span>
            <span className="text-xs text-slate-600">{t(description)}</span>
          </label>
        ))}
      </div>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
