import type { DriverProfile } from '@core/contracts/drivers';
import { REJECT_REASON_MAX } from '@core/contracts/drivers';
import { useLingui } from '@lingui/react/macro';
import { RejectReasonDialog } from '@web/components/RejectReasonDialog';
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
  const { t } = useLingui();
  return (
    <RejectReasonDialog
      subject={
        driver
          ? {
              key: driver.userId,
              title: t`Reject ${driver.name}?`,
              description: t`The driver sees this reason and can fix their details and submit again.`,
            }
          : null
      }
      placeholder={t`e.g. The licence photo is blurred: the number cannot be read.`}
      submitLabel={t`Reject driver`}
      maxLength={REJECT_REASON_MAX}
      validate={rejectReasonError}
      pending={pending}
      serverError={serverError}
      onReject={onReject}
      onClose={onClose}
    />
  );
}
