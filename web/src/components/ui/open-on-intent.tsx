import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

/** Handlers for the stand-in trigger: they fetch the real control early and ask for it to open. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

interface OpenOnIntentProps {
  /** Starts loading the real control's module (the same import its React.lazy uses). */
  preload: () => Promise<unknown>;
  /** The trigger as it looks closed, with the handlers spread on it. */
  trigger: (intent: IntentHandlers) => ReactElement;
  /** The real control, rendered open (e.g. a Radix menu with `defaultOpen`), lazily loaded. */
  children: ReactNode;
}

/**
 * A menu or popover whose code (Radix, positioning) is not part of the page's first load. Until someone
 * reaches for it, a trigger that looks and is announced the same stands in; pointing at or focusing it
 * fetches the real control, and pressing it (pointer, Enter, Space or the arrows) swaps the real one in,
 * already open.
 */
export function OpenOnIntent({ preload, trigger, children }: OpenOnIntentProps) {
  const [wanted, setWanted] = useState(false);
  const standIn = trigger({
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onPointerDown: (event) => {
      if (event.button === 0) setWanted(true);
    },
    onClick: () => setWanted(true),
    onKeyDown: (event) => {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      setWanted(true);
    },
  });
  if (!wanted) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}
