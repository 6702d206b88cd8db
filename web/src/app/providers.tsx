import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getToasts, subscribeToasts } from '@web/components/ui/toast-store';
import { StepUpHost } from '@web/features/auth';
import { LiveProvider } from '@web/features/live';
import { i18n } from '@web/i18n/locale';
import { queryClient } from '@web/lib/queryClient';
import { classMerge } from '@web/lib/utils';
import { Fragment, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { AppReadyProvider } from './AppReady';

const Toaster = lazy(async () => {
  // A toast raised under the splash waits for the class merger too (lib/utils.ts).
  const [{ Toaster }] = await Promise.all([import('@web/components/ui/toaster'), classMerge]);
  return { default: Toaster };
});

/**
 * The toast viewport (Radix Toast) loads with the first toast, not with the first page: most visits
 * never raise one. The toast waits in the store meanwhile and shows as soon as the viewport is in.
 */
function ToasterOnFirstToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * A new language renders the app anew: every text, date and number is written in it, including those
 * formatted outside Lingui (core/moment.ts). The URL and the query cache stay.
 */
function RenderedInLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LiveProvider>
          <AppReadyProvider>
            <RenderedInLocale>{children}</RenderedInLocale>
          </AppReadyProvider>
        </LiveProvider>
        <ToasterOnFirstToast />
        <StepUpHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}
