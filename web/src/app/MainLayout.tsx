import { Trans } from '@lingui/react/macro';
import { PendingDeletionDialog, useMe } from '@web/features/auth';
import { useLive } from '@web/features/live';
import { UrgentMessageAlerts } from '@web/features/messaging';
import { Suspense } from 'react';
import { BottomNav } from './frame/BottomNav';
import { ChatLauncher, useAgentPosition } from './frame/ChatLauncher';
import { ConnectionNotices } from './frame/ConnectionNotices';
import { Footer } from './frame/Footer';
import { OfflineSupport } from './frame/OfflineSupport';
import { TopBar } from './frame/TopBar';
import { useAccountLocale } from './frame/useAccountLocale';
import { PageOutlet } from './PageOutlet';

/** The app frame: top bar, page, footer, floating assistant button and bottom navigation. */
export function MainLayout() {
  const agent = useAgentPosition();
  const { data: me } = useMe();
  const live = useLive();
  useAccountLocale();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ConnectionNotices />
      <OfflineSupport />
      <TopBar agentSide={agent.position} />
      {me ? <UrgentMessageAlerts userId={me.id} live={live} /> : null}
      {me?.deletionScheduledFor ? (
        <Suspense fallback={null}>
          <PendingDeletionDialog scheduledFor={me.deletionScheduledFor} />
        </Suspense>
      ) : null}
      <ChatLauncher position={agent.position} onToggleSide={agent.toggle} />
      {/* At least a screen tall: the footer starts below the fold, so pages growing as their data
          arrives never push visible content (no layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-3xl flex-1 px-4 pt-4 pb-6 outline-none"
      >
        <PageOutlet />
      </main>
      <Footer />
      {/* Room for the fixed bottom navigation so it never hides content. */}
      <div aria-hidden="true" className="h-[calc(5rem+env(safe-area-inset-bottom))] shrink-0" />
      <BottomNav />
    </div>
  );
}
