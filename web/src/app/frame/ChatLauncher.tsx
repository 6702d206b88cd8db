import { cn } from '@web/lib/utils';
import { ArrowLeftRight, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
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

/** The floating assistant button, with a small toggle that moves it to the other corner. */
export function ChatLauncher({
  position,
  onToggleSide,
}: {
  position: AgentPosition;
  onToggleSide: () => void;
}) {
  const other: AgentPosition = position === 'right' ? 'left' : 'right';
  return (
    <div
      data-testid="chat-launcher"
      data-position={position}
      className={cn(
        'fixed top-[calc(0.375rem+env(safe-area-inset-top))] z-50',
        position === 'right' ? 'right-3' : 'left-3',
      )}
    >
      <Link
        to="/pathway-ai"
        aria-label="Open Pathway AI assistant"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-500 text-slate-950 shadow-lg ring-2 ring-white hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <MessageCircle aria-hidden="true" className="h-6 w-6" />
      </Link>
      <button
        type="button"
        onClick={onToggleSide}
        aria-label={`Move assistant to the ${other}`}
        className={cn(
          'absolute -bottom-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-white text-brand-900 shadow ring-1 ring-slate-300',
          'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          position === 'right' ? '-left-2' : '-right-2',
        )}
      >
        <ArrowLeftRight aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    </div>
  );
}
