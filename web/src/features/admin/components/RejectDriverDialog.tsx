import type { DriverProfile } from '@core/contracts/drivers';
import { REJECT_REASON_MAX } from '@core/contracts/drivers';
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
import { rejectReasonError } from '../review';

/** Asks for the reason the driver will read, then rejects. */
export function RejectDriverDialog({
  driver,
  pending,
  serverError,
  onReject,
  onClose,
}: {
  driver: DriverProfile | null;
  pending: boolean;
  serverError: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={driver !== null} onOpenChange={(open) => !open && onClose()}>
      {driver ? (
        <DialogContent>
          <RejectForm
            key={driver.userId}
            driver={driver}
            pending={pending}
            serverError={serverError}
            onReject={onReject}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RejectForm({
  driver,
  pending,
  serverError,
  onReject,
  onClose,
}: {
  driver: DriverProfile;
  pending: boolean;
  serverError: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const error = rejectReasonError(reason);
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
        <DialogTitle>Reject {driver.name}?</DialogTitle>
        <DialogDescription>
          The driver sees this reason and can fix their details and submit again.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>Reason</Label>
        <Textarea
          id={fieldId}
          value={reason}
          maxLength={REJECT_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? errorId : undefined}
          placeholder="e.g. The licence photo is blurred: the number cannot be read."
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
          Cancel
        </Button>
        <SubmitButton variant="destructive" pending={pending}>
          Reject driver
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
