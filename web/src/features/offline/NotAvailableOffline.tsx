import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '@web/components/ui/button';
import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';

/** The driver's pages the phone keeps for a dead zone (the app's `app/offlineRoutes.ts` lists them too). */
const KEPT_PAGES = [
  { to: '/driver', label: msg`Driver Dashboard` },
  { to: '/jobs', label: msg`Jobs` },
  { to: '/messages', label: msg`Messages` },
  { to: '/documents', label: msg`Documents` },
];

/**
 * In place of a page that needs the server, while there is no signal: says so plainly (never a fetch
 * error) and leads to the pages the phone kept. The page itself comes back once the signal does.
 */
export function NotAvailableOffline() {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="not-offline"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h1 id="not-offline" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CloudOff aria-hidden="true" className="h-5 w-5 text-slate-600" />
        <Trans>Not available offline</Trans>
      </h1>
      <p className="text-sm text-slate-700">
        <Trans>
          This page needs a connection. It opens by itself when the signal returns. Kept on this phone:
        </Trans>
      </p>
      <nav aria-label={t`Kept on this phone`} className="grid gap-2 sm:grid-cols-2">
        {KEPT_PAGES.map((p) => (
          <Link key={p.to} to={p.to} className={buttonClasses('outline', 'md')}>
            {t(p.label)}
          </Link>
        ))}
      </nav>
    </section>
  );
}
