import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import type { ButtonVariant } from '@web/components/ui/button';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (rendered as the trigger). */
  trigger: ReactNode;
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
 * answers (the caller closes it), and cannot be dismissed while the action runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  confirmVariant,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent onEscapeKeyDown={(event) => (pending ? event.preventDefault() : undefined)}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={confirmVariant}
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
