import { useLingui } from '@lingui/react/macro';
import {
  ASSISTANT_OPEN_EVENT,
  type AssistantOpenDetail,
  LazyChatPanel,
  LazyIncomingCallDot,
  preloadChatPanel,
} from '@web/features/assistant';
import { useMe } from '@web/features/auth';
import { cn } from '@web/lib/utils';
import { ArrowLeftRight, MessageCircle } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { type AgentPosition, readAgentPosition, saveAgentPosition } from './agentPosition';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The assistant's side of the screen, remembered under `pathwayAgentPosition`. */
export function useAgentPosition() {
  const [position, setPosition] = useState<AgentPosition>(() => readAgentPosition(browserStorage()));
  const toggle = () => {
    const next: AgentPosition = position === 'right' ? 'left' : 'right';
    setPosition(next);
    saveAgentPosition(browserStorage(), next);
  };
  return { position, toggle };
}

/** Signed-in people hear about calls: the poll starts a few seconds after the page, not with it. */
function useAfterFirstPaint(delayMs = 3000) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return ready;
}

/**
 * The floating assistant button, with a small toggle that moves it to the other corner. It opens the
 * chat panel (its code loads on first use); other screens open it with a job as context.
 */
export function ChatLauncher({
  position,
  onToggleSide,
}: {
  position: AgentPosition;
  onToggleSide: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<AssistantOpenDetail | null>(null);
  const signedIn = Boolean(useMe().data);
  const watchCalls = useAfterFirstPaint() && signedIn;
  const close = useCallback(() => setOpen(null), []);
  useEffect(() => {
    const onOpen = (event: Event) => setOpen((event as CustomEvent<AssistantOpenDetail>).detail ?? {});
    window.addEventListener(ASSISTANT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(ASSISTANT_OPEN_EVENT, onOpen);
  }, []);
  return (
    <>
      <div
        data-testid="chat-launcher"
        data-position={position}
        className={cn(
          'fixed top-[calc(0.375rem+env(safe-area-inset-top))] z-50',
          position === 'right' ? 'right-3' : 'left-3',
        )}
      >
        <button
          type="button"
          aria-label={open ? t`Close Pathway AI assistant` : t`Open Pathway AI assistant`}
          aria-expanded={Boolean(open)}
          onPointerEnter={() => void preloadChatPanel()}
          onFocus={() => void preloadChatPanel()}
          onClick={() => setOpen(open ? null : {})}
          className="relative flex h-12 w-12 items-center justify-center rounded-full bg-accent-500 text-slate-950 shadow-lg ring-2 ring-white hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <MessageCircle aria-hidden="true" className="h-6 w-6" />
          {watchCalls && !open ? (
            <Suspense fallback={null}>
              <LazyIncomingCallDot />
            </Suspense>
          ) : null}
        </button>
        <button
          type="button"
          onClick={onToggleSide}
          aria-label={position === 'right' ? t`Move assistant to the left` : t`Move assistant to the right`}
          className={cn(
            'absolute -bottom-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-white text-brand-900 shadow ring-1 ring-slate-300',
            'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
            position === 'right' ? '-left-2' : '-right-2',
          )}
        >
          <ArrowLeftRight aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <LazyChatPanel side={position} jobId={open.jobId} jobNumber={open.jobNumber} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
