import { withdrawalBody } from '@core/contracts/operations';
import { missedTicketBody } from '@core/contracts/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { TextAreaField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useAppForm } from '@web/lib/forms';
import type { ReactElement } from 'react';
import type { ReasonDialogProps } from './reasonDialogProps';

const schemas = { withdrawal: withdrawalBody, missedTicket: missedTicketBody };

/** ReasonDialog's dialog and form (Radix, react-hook-form, the contract's zod schema), loaded when first reached for. */
export function ReasonDialogPopup({
  open,
  onOpenChange,
  trigger,
  ...props
}: ReasonDialogProps & { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactElement }) {
  const { t } = useLingui();
  const { form, formError, onSubmit } = useAppForm<{ reason: string }, { reason: string }>({
    resolver: zodResolver(schemas[props.schema]),
    defaultValues: { reason: '' },
    fields: ['reason'],
    send: async ({ reason }) => {
      await props.send(reason);
      onOpenChange(false);
      form.reset();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <TextAreaField
            label={t`What happened?`}
            rows={3}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel={t`Sending…`}>
            {props.submit}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
