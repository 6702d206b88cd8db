import { Button } from '@web/components/ui/button';
import { DialogOnDemand } from '@web/components/ui/dialog-on-demand';
import { lazy, useState } from 'react';
import type { ReasonDialogProps } from './reasonDialogProps';

const loadPopup = () => import('./ReasonDialogPopup');
const ReasonDialogPopup = lazy(async () => ({ default: (await loadPopup()).ReasonDialogPopup }));

/**
 * A driver tells dispatch something with a reason (they can't make it, they missed their ticket home):
 * a button opens the dialog, the server's refusal shows on the field or above it. The dialog's code loads
 * when it is first reached for.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const trigger = (
    <Button variant={props.buttonVariant ?? 'outline'} onClick={() => setOpen(true)}>
      {props.button}
    </Button>
  );
  return (
    <DialogOnDemand open={open} onOpenChange={setOpen} preload={loadPopup} trigger={trigger}>
      <ReasonDialogPopup {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
    </DialogOnDemand>
  );
}
