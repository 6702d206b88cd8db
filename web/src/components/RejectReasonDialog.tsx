import { Trans } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { useId, useState } from 'react';

export interface RejectReasonDialogProps {
  /** What is being rejected; null closes the dialog. A new subject starts with an empty reason. */
  subject: { key: string; title: string; description: string } | null;
  placeholder: string;
  submitLabel: string;
  maxLength?: number;
  /** The reason's problem in words, or null when it can be sent (the contract's rule). */
  validate: (reason: string) => string | null;
  pending: boolean;
  serverError: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** An operator's rejection: asks for the reason the person will read, then rejects. */
export function RejectReasonDialog({ subject, ...props }: RejectReasonDialogProps) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && props.onClose()}>
      {subject ? (
        <DialogContent>
          <ReasonForm key={subject.key} title={subject.title} description={subject.description} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReasonForm({
  title,
  description,
  placeholder,
  submitLabel,
  maxLength,
  validate,
  pending,
  serverError,
  onReject,
  onClose,
}: Omit<RejectReasonDialogProps, 'subject'> & { title: string; description: string }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const error = validate(reason);
  const showError = touched && error;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!error) onReject(reason.trim());
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>
          <Trans>Reason</Trans>
        </Label>
        <Textarea
          id={fieldId}
          value={reason}
          maxLength={maxLength}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? errorId : undefined}
          placeholder={placeholder}
        />
        {showError ? (
          <p id={errorId} className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton variant="destructive" pending={pending}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
