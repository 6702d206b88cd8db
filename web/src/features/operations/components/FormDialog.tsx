import { ErrorAlert } from '@web/components/ui/alert';
import type { ButtonVariant } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { SubmitButton } from '@web/components/ui/submit-button';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The console's action dialogs: a title, what the action does, the fields, the server's refusal above
 * them and one submit button. The form itself is the caller's (useAppForm).
 */
export function FormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  pendingLabel: string;
  submit: string;
  submitVariant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={props.onSubmit} noValidate className="grid gap-3">
          {props.formError ? <ErrorAlert>{props.formError}</ErrorAlert> : null}
          {props.children}
          <SubmitButton
            pending={props.pending}
            pendingLabel={props.pendingLabel}
            variant={props.submitVariant}
          >
            {props.submit}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
