import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, Suspense, useState } from 'react';

interface DialogOnDemandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts loading the real dialog's module (the same import its React.lazy uses). */
  preload: () => Promise<unknown>;
  /** The button that opens the dialog, as the real dialog renders it. */
  trigger: ReactElement;
  /** The real dialog (lazily loaded; Radix, focus trapping, scroll lock), rendering `trigger` itself. */
  children: ReactNode;
}

/**
 * A dialog whose code is not part of the page's first load (dialogs load when first opened).
 * Until it is first opened, the trigger alone stands in, announced as the real one is; pointing at or
 * focusing it fetches the dialog's code, pressing it opens the dialog as soon as that code is in. The
 * real dialog then stays mounted and returns focus to its own trigger on close.
 */
export function DialogOnDemand({ open, onOpenChange, preload, trigger, children }: DialogOnDemandProps) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const standIn = (
    <Slot.Root
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => onOpenChange(true)}
    >
      {trigger}
    </Slot.Root>
  );
  if (!used) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}
