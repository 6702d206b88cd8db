import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClasses } from '@web/components/ui/button';
import { OperatorGate, WithMe } from '@web/features/auth';
import { useLive } from '@web/features/live';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { operationsKeys } from '../api';
import { Board } from '../components/Board';
import { DriverPanel } from '../components/DriverPanel';
import { ExceptionsPanel } from '../components/ExceptionsPanel';
import { FiguresStrip } from '../components/FiguresStrip';
import { JobPanel } from '../components/JobPanel';
import { LiveMapPanel } from '../components/LiveMapPanel';

const tools = [
  { to: '/claims', label: msg`Claims` },
  { to: '/admin/audit', label: msg`Audit log` },
  { to: '/admin/operators', label: msg`Operators` },
  { to: '/admin/payouts', label: msg`Payouts` },
  { to: '/admin/receipts', label: msg`Receipts` },
  { to: '/admin/drivers', label: msg`Driver reviews` },
  { to: '/admin/documents', label: msg`Documents` },
  { to: '/admin/services', label: msg`Services` },
  { to: '/admin/outbox', label: msg`Outbox` },
];

/**
 * /admin: the operators' console. The day's figures, every job by status, the exceptions with their
 * timers, and the live map; a job or a driver opens in a panel (?job=… / ?driver=…, so links from
 * notifications land on it) with the actions that enforce the driver policy.
 */
export function ConsolePage() {
  const { t, i18n } = useLingui();
  return (
    // Desktop-first: wider than the app's phone column, centred on the page (up to 80rem).
    <div className="relative left-1/2 grid w-[min(80rem,calc(100vw-2rem))] -translate-x-1/2 gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Operations console</Trans>
          </h1>
          <p className="text-sm text-slate-600">
            <Trans>Every job and driver at a glance. Exceptions update live.</Trans>
          </p>
        </div>
        <nav aria-label={t`Operator tools`} className="flex flex-wrap gap-1.5">
          {tools.map((tool) => (
            <Link key={tool.to} to={tool.to} className={buttonClasses('outline', 'sm')}>
              {i18n._(tool.label)}
            </Link>
          ))}
        </nav>
      </header>
      <OperatorGate path="/admin" signInText={t`Sign in with an operator account to use the console.`}>
        <WithMe>{(me) => (me ? <Console meId={me.id} /> : null)}</WithMe>
      </OperatorGate>
    </div>
  );
}

function Console({ meId }: { meId: string }) {
  const [params, setParams] = useSearchParams();
  const live = useLive();
  const queryClient = useQueryClient();
  // Exceptions raised, taken or resolved anywhere: the console re-reads what it shows.
  useEffect(
    () =>
      live?.subscribe((event) => {
        if (event.type === 'exceptions.changed')
          void queryClient.invalidateQueries({ queryKey: operationsKeys.live });
      }),
    [live, queryClient],
  );
  const openJob = (id: string) => setParams({ job: id });
  const openDriver = (id: string) => setParams({ driver: id });
  const close = () => setParams({});
  return (
    <>
      <FiguresStrip />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Board onOpenJob={openJob} onOpenDriver={openDriver} />
        <aside className="grid content-start gap-4">
          <ExceptionsPanel meId={meId} onOpenJob={openJob} onOpenDriver={openDriver} />
          <LiveMapPanel onOpenJob={openJob} />
        </aside>
      </div>
      <JobPanel id={params.get('job')} onClose={close} onOpenDriver={openDriver} />
      <DriverPanel id={params.get('driver')} onClose={close} onOpenJob={openJob} />
    </>
  );
}
