import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { Bot, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useChat } from '../useChat';
import { ChatConversation } from './ChatConversation';
import { IncomingCallNotice } from './IncomingCall';

/**
 * The chat widget's panel (product/platform §2): under the launcher on its side of the screen, a full-width sheet
 * on a phone. Escape closes it.
 */
export function ChatPanel({
  side,
  jobNumber,
  jobId,
  onClose,
}: {
  side: 'left' | 'right';
  jobId?: string | null;
  jobNumber?: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const chat = useChat(jobId);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="assistant-panel"
      className={cn(
        'fixed top-[calc(4rem+env(safe-area-inset-top))] bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-50 flex flex-col',
        'inset-x-2 rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:w-96',
        side === 'right' ? 'sm:right-3' : 'sm:left-3',
      )}
    >
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-accent-500 text-slate-950">
          <Bot aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-slate-900">
            <Trans>Pathway AI</Trans>
          </h2>
          <p className="truncate text-xs text-slate-600">
            {jobNumber ? t`About ${jobNumber}` : t`Dispatch assistant`}
          </p>
        </div>
        <Button type="button" variant="ghost" size="icon" onClick={onClose} aria-label={t`Close assistant`}>
          <X aria-hidden="true" />
        </Button>
      </header>
      <IncomingCallNotice />
      <ChatConversation chat={chat} onFollowLink={onClose} className="flex-1" autoFocus />
    </section>
  );
}
