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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl" closeLabel="Close messages">
        <DialogTitle className="sr-only">{label}</DialogTitle>
        <DialogDescription className="sr-only">Your conversation, updated live.</DialogDescription>
        {open ? <MessagingPanel userId={userId} contactId={contactId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
