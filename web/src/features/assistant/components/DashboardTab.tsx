import { RECENT_JOBS_SHOWN } from '@core/assistant';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { SignInLine } from '@web/features/auth';
import { Bot, CalendarClock, CreditCard, FileCheck, MessageSquare, Truck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAssistantStatus } from '../api';
import { AiJobList, type AiJobsState } from './AiJobList';

function StatusRow({
  icon,
  label,
  value,
  ok,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  ok: boolean;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
      <span className="text-brand-700">{icon}</span>
      <span className="flex-1 text-sm font-medium text-slate-900">{label}</span>
      <Badge tone={ok ? 'success' : 'danger'}>{value}</Badge>
    </li>
  );
}

function SystemStatus() {
  const { t } = useLingui();
  const status = useAssistantStatus();
  const s = status.data;
  const available = s?.drivers.available ?? 0;
  return (
    <RegionCard title={t`System status`}>
      {status.isPending ? (
        <SkeletonList label={t`Loading system status`} count={3} itemClassName="h-12" />
      ) : status.isError || !s ? (
        <p className="text-sm text-slate-600">
          <Trans>System status is unavailable right now.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          <StatusRow
            icon={<Bot aria-hidden="true" className="h-5 w-5" />}
            label={t`AI Dispatcher`}
            value={s.assistant.online ? t`Online` : t`Offline`}
            ok={s.assistant.online}
          />
          <StatusRow
            icon={<Users aria-hidden="true" className="h-5 w-5" />}
            label={t`Driver Network`}
            value={t`${available} Available`}
            ok={s.drivers.available > 0}
          />
          <StatusRow
            icon={<CreditCard aria-hidden="true" className="h-5 w-5" />}
            label={t({ message: 'Payment Processing', context: 'a service whose status is shown' })}
            value={s.payments.operational ? t`Operational` : t`Down`}
            ok={s.payments.operational}
          />
        </ul>
      )}
    </RegionCard>
  );
}

/** Dashboard (product/platform §2): live system status, quick actions and the 3 most recent jobs. */
export function DashboardTab({
  jobs,
  signedIn,
  onOpenAssistant,
  onOpenJob,
}: {
  jobs: AiJobsState;
  signedIn: boolean;
  onOpenAssistant: () => void;
  onOpenJob: (id: string) => void;
}) {
  const { t } = useLingui();
  const recent = (jobs.data ?? []).slice(0, RECENT_JOBS_SHOWN);
  const action = buttonClasses('outline', 'lg', 'h-auto w-full flex-col gap-1 py-3 text-center');
  return (
    <div className="grid gap-4">
      <SystemStatus />
      <RegionCard title={t`Quick actions`}>
        <div className="grid grid-cols-2 gap-2">
          <Link to="/request" className={action}>
            <Truck aria-hidden="true" className="h-5 w-5" /> <Trans>Request Recovery</Trans>
          </Link>
          <Link to="/profile" className={action}>
            <FileCheck aria-hidden="true" className="h-5 w-5" /> <Trans>Verify Documents</Trans>
          </Link>
          <button type="button" className={action} onClick={onOpenAssistant}>
            <CalendarClock aria-hidden="true" className="h-5 w-5" /> <Trans>Schedule Service</Trans>
          </button>
          <button type="button" className={action} onClick={onOpenAssistant}>
            <MessageSquare aria-hidden="true" className="h-5 w-5" /> <Trans>AI Chat</Trans>
          </button>
        </div>
      </RegionCard>
      <RegionCard title={t`Recent jobs`}>
        {!signedIn ? (
          <SignInLine next="/pathway-ai" text={t`to see your jobs.`} />
        ) : (
          <AiJobList jobs={jobs} shown={recent} onSelect={onOpenJob} />
        )}
      </RegionCard>
    </div>
  );
}
