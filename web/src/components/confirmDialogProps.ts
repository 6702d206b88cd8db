import type { ButtonVariant } from '@web/components/ui/button';
import type { ReactElement, ReactNode } from 'react';

/**
 * ConfirmDialog's props, which the popup it loads takes too: a module of their own, so the popup never
 * imports the dialog that loads it.
 */
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
