import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, type ButtonVariant } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextAreaField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useAppForm } from '@web/lib/forms';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * A driver tells dispatch something with a reason (they can't make it, they missed their ticket home):
 * a button opens the dialog, the server's refusal shows on the field or above it.
 */
export function ReasonDialog(props: {
  schema: ReasonSchema;
  button: ReactNode;
  buttonVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  submit: string;
  send: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const { form, formError, onSubmit } = useAppForm<{ reason: string }, { reason: string }>({
    resolver: zodResolver(props.schema),
    defaultValues: { reason: '' },
    fields: ['reason'],
    send: async ({ reason }) => {
      await props.send(reason);
      setOpen(false);
      form.reset();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={props.buttonVariant ?? 'outline'} onClick={() => setOpen(true)}>
        {props.button}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <TextAreaField
            label="What happened?"
            rows={3}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
            {props.submit}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
