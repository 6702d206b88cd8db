import { LOCALE_NAMES, LOCALES } from '@core/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ReceiverValues } from '../receiver';

/**
 * Who takes the truck at the destination (optional): they get a tracking link when a driver is
 * assigned, then a message at pickup, about an hour out and at delivery, by text or e-mail, in the
 * language chosen here.
 */
export function ReceiverFields<V extends ReceiverValues>({
  register,
  errors,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  const { t } = useLingui();
  // The forms' own value types extend ReceiverValues: the names are theirs too.
  const reg = register as unknown as UseFormRegister<ReceiverValues>;
  const errs = errors as FieldErrors<ReceiverValues>;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        <Trans>Receiver at the destination (optional)</Trans>
      </legend>
      <p className="text-xs text-slate-600">
        <Trans>
          We text or e-mail them a tracking link when a driver is assigned, then when the truck is picked up,
          about an hour away and delivered. They never see the price.
        </Trans>
      </p>
      <TextField
        id="receiver-name"
        label={t`Receiver's name`}
        autoComplete="off"
        maxLength={120}
        error={errs.receiverName?.message}
        {...reg('receiverName')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="receiver-phone"
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          // i18n-ignore: an example number, the same in every language
          placeholder="+1 555 010 0199"
          error={errs.receiverPhone?.message}
          {...reg('receiverPhone')}
        />
        <TextField
          id="receiver-email"
          label={t`E-mail`}
          type="email"
          autoComplete="off"
          // i18n-ignore: an example address, the same in every language
          placeholder="yard@example.com"
          error={errs.receiverEmail?.message}
          {...reg('receiverEmail')}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="receiver-locale">
          <Trans>Language of their texts and e-mails</Trans>
        </Label>
        <NativeSelect id="receiver-locale" {...reg('receiverLocale')}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className="mt-1 h-4 w-4" {...reg('receiverExact')} />
        <Trans>Show them the truck's exact position in the last mile (otherwise to about 1 km)</Trans>
      </label>
    </fieldset>
  );
}
