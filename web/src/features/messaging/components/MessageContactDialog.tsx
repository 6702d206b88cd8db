import { Trans, useLingui } from '@lingui/react/macro';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import type { ReactElement } from 'react';
import { MessagingPanel } from './MessagingPanel';

export interface MessageContactDialogProps {
  userId: string;
  contactId: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}

/** MessageContactButton's sheet with the conversation, loaded when it is first reached for. */
export function MessageContactDialog({
  userId,
  contactId,
  label,
  open,
  onOpenChange,
  trigger,
}: MessageContactDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl" closeLabel={t`Close messages`}>
        <DialogTitle className="sr-only">{label}</DialogTitle>
        <DialogDescription className="sr-only">
          <Trans>Your conversation, updated live.</Trans>
        </DialogDescription>
        {open ? <MessagingPanel userId={userId} contactId={contactId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
