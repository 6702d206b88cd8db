import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

const linkClass =
  'rounded underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

// Below the fold on every page: the menu (and its save call) loads after the page, in a box its size.
const LanguageSelect = lazy(() =>
  import('@web/features/language').then((m) => ({ default: m.LanguageSelect })),
);

export function Footer() {
  const { t } = useLingui();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:justify-between">
        <nav aria-label={t`Legal`} className="flex flex-wrap items-center justify-center gap-4">
          <Link to="/privacy-policy" className={linkClass}>
            <Trans>Privacy Policy</Trans>
          </Link>
          <Link to="/terms" className={linkClass}>
            <Trans>Terms of Service</Trans>
          </Link>
        </nav>
        <Suspense fallback={<div className="h-10 w-56" />}>
          <LanguageSelect />
        </Suspense>
        <p>
          <Trans>© 2025 Pathway</Trans>
        </p>
      </div>
    </footer>
  );
}
