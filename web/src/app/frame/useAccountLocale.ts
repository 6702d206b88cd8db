import { isLocale } from '@core/i18n';
import { useMe } from '@web/features/auth';
import { activateLocale, currentLocale, tabLocaleFixed } from '@web/i18n/locale';
import { useEffect } from 'react';

/**
 * The signed-in person's language wins over this phone's guess: a driver who chose Spanish on one
 * phone reads Spanish on the next. A tab opened with `?lang=` keeps its own. Here in the frame, not in
 * features/language, so the first load does not carry the language menu (the footer loads it later).
 */
export function useAccountLocale() {
  const account = useMe().data?.locale;
  useEffect(() => {
    if (isLocale(account) && account !== currentLocale() && !tabLocaleFixed()) void activateLocale(account);
  }, [account]);
}
