import type { ButtonVariant } from '@web/components/ui/button';
import { DialogOnDemand } from '@web/components/ui/dialog-on-demand';
import { lazy, type ReactElement, type ReactNode } from 'react';

const loadPopup = () => import('./ConfirmDialogPopup');
const ConfirmDialogPopup = lazy(async () => ({ default: (await loadPopup()).ConfirmDialogPopup }));

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (rendered as the trigger). */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  /** The confirm button's contents; `pending` shows while the server has not answered. */
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  confirmVariant?: ButtonVariant;
  /** While true the dialog cannot be closed and both buttons are disabled. */
  pending: boolean;
  onConfirm: () => void;
}

/**
 * The one "are you sure?" step before an action that cannot be undone: it stays open until the server
 * answers (the caller closes it), and cannot be dismissed while the action runs. Its dialog code loads
 * when it is first reached for.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <DialogOnDemand
      open={props.open}
      onOpenChange={props.onOpenChange}
      preload={loadPopup}
      trigger={props.trigger}
    >
      <ConfirmDialogPopup {...props} />
    </DialogOnDemand>
  );
}
