import { DialogOnDemand } from '@web/components/ui/dialog-on-demand';
import { lazy } from 'react';
import type { ConfirmDialogProps } from './confirmDialogProps';

const loadPopup = () => import('./ConfirmDialogPopup');
const ConfirmDialogPopup = lazy(async () => ({ default: (await loadPopup()).ConfirmDialogPopup }));

/**
 * The one "are you sure?" step before an action that cannot be undone: it stays open until the server
 * answers (the caller closes it), and cannot be dismissed while the action runs. Its dialog code loads
 * when it is first reached for.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <DialogOnDemand
      open={props.open}
      onOpenChange={props.onOpenChange}
      preload={loadPopup}
      trigger={props.trigger}
    >
      <ConfirmDialogPopup {...props} />
    </DialogOnDemand>
  );
}
