/** The person's language (server: PUT /api/me/locale), and keeping the page in it. */
import { isLocale, type Locale } from '@core/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, useMe } from '@web/features/auth';
import { activateLocale, currentLocale, tabLocaleFixed } from '@web/i18n/locale';
import { contractOf, sendJson } from '@web/lib/queryClient';
import { useEffect } from 'react';

const meResponse = contractOf<typeof import('@core/contracts/accounts')>()('meResponse');

/**
 * Chooses the language: kept on the account when someone is signed in (their e-mails, texts, push and
 * PDFs follow it), on this phone otherwise; the page switches once the catalog is in.
 */
export function useChooseLocale() {
  const me = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      if (me.data) {
        const updated = await sendJson('PUT', '/api/me/locale', meResponse, { locale });
        queryClient.setQueryData(accountKeys.me, updated);
      }
      await activateLocale(locale);
    },
  });
}

/**
 * The signed-in person's language wins over this phone's guess: a driver who chose Spanish on one
 * phone reads Spanish on the next. A tab opened with `?lang=` keeps its own.
 */
export function useAccountLocale() {
  const account = useMe().data?.locale;
  useEffect(() => {
    if (isLocale(account) && account !== currentLocale() && !tabLocaleFixed()) void activateLocale(account);
  }, [account]);
}
