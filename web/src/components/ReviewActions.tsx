import { Trans } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Check, X } from 'lucide-react';

/** An operator's Reject / Approve pair under something to review; the spinner shows on Approve while busy. */
export function ReviewActions({
  onReject,
  onApprove,
  disabled,
  busy,
  describedBy,
}: {
  onReject: () => void;
  onApprove: () => void;
  disabled: boolean;
  busy: boolean;
  /** The id of what is reviewed (its title), so each button says what it acts on. */
  describedBy?: string;
}) {
  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        className="flex-1"
        onClick={onReject}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <X aria-hidden="true" className="h-4 w-4" />
        <Trans>Reject</Trans>
      </Button>
      <Button className="flex-1" onClick={onApprove} disabled={disabled} aria-describedby={describedBy}>
        {busy ? <Spinner className="h-4 w-4 text-white" /> : <Check aria-hidden="true" className="h-4 w-4" />}
        <Trans>Approve</Trans>
      </Button>
    </div>
  );
}
