import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@web/components/PageTitle';
import { SegmentedTabs } from '@web/components/ui/segmented-tabs';
import { SignInLine, useMe } from '@web/features/auth';
import { useTabParam } from '@web/hooks/useTabParam';
import { Bot } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useAiJobs } from '../api';
import { AssistantTab } from '../components/AssistantTab';
import { DashboardTab } from '../components/DashboardTab';
import { RecoveryJobsTab } from '../components/RecoveryJobsTab';

const tabs = [
  { value: 'dashboard', label: msg`Dashboard` },
  { value: 'jobs', label: msg`Recovery Jobs` },
  { value: 'assistant', label: msg`AI Assistant` },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** /pathway-ai (product/platform §2): the AI dispatch dashboard over the person's real jobs (all jobs for operators). */
export function PathwayAiPage() {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const [params] = useSearchParams();
  const me = useMe().data ?? null;
  const jobs = useAiJobs(Boolean(me));
  const [tab, setTab] = useTabParam(tabs);
  const show = (next: Tab, job?: string) => setTab(next, job ? { job } : {});
  const labelled = tabs.map((item) => ({ value: item.value, label: i18n._(item.label) }));

  return (
    <div className="grid gap-4">
      <PageTitle
        icon={Bot}
        title={t`Pathway AI`}
        subtitle={t`Dispatch dashboard, recovery jobs and the assistant`}
      />
      <SegmentedTabs
        tabs={labelled}
        value={tab}
        onChange={(t) => show(t)}
        label={t`Pathway AI sections`}
        panelId={panelId}
        className="grid grid-cols-3"
      />
      <div id={panelId} role="tabpanel" aria-label={labelled.find((item) => item.value === tab)?.label}>
        {tab === 'dashboard' ? (
          <DashboardTab
            jobs={jobs}
            signedIn={Boolean(me)}
            onOpenAssistant={() => show('assistant')}
            onOpenJob={(id) => show('jobs', id)}
          />
        ) : tab === 'jobs' ? (
          me ? (
            <RecoveryJobsTab
              jobs={jobs}
              selected={params.get('job')}
              onSelect={(id) => show('jobs', id)}
              isOperator={me.isAdmin}
            />
          ) : (
            <SignInLine next="/pathway-ai?tab=jobs" text={t`to see your recovery jobs.`} />
          )
        ) : (
          <AssistantTab />
        )}
      </div>
    </div>
  );
}
