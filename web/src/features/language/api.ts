/** The person's language (server: PUT /api/me/locale), and keeping the page in it. */
import type { Locale } from '@core/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, useMe } from '@web/features/auth';
import { activateLocale } from '@web/i18n/locale';
import { contractOf, sendJson } from '@web/lib/queryClient';

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
