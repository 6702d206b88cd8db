import { LOCALE_NAMES, LOCALES, type Locale } from '@core/i18n';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@web/components/ui/native-select';
import { currentLocale } from '@web/i18n/locale';
import { cn } from '@web/lib/utils';
import { useId } from 'react';
import { useChooseLocale } from '../api';

/**
 * The language menu (the frame's footer and the profile). Each language is named in itself, so a
 * person who cannot read the current one still finds theirs.
 */
export function LanguageSelect({ className, showLabel = true }: { className?: string; showLabel?: boolean }) {
  const { t } = useLingui();
  const choose = useChooseLocale();
  const id = useId();
  const value = currentLocale();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm text-slate-700' : 'sr-only'}>
        {t`Language`}
      </label>
      <NativeSelect
        id={id}
        className="h-10 min-w-36"
        value={value === 'pseudo' ? 'en' : value}
        disabled={choose.isPending}
        onChange={(event) => choose.mutate(event.target.value as Locale)}
        aria-describedby={choose.isError ? `${id}-error` : undefined}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect>
      {choose.isError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t`The language could not be saved. Try again.`}
        </p>
      ) : null}
    </div>
  );
}
