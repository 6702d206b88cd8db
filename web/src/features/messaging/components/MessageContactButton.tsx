import { Button, type ButtonVariant } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { MessagingPanel } from './MessagingPanel';

/**
 * "Message driver", "Message client", "Message dispatch": opens the conversation with one contact in a
 * sheet.
 */
export function MessageContactButton({
  userId,
  contactId,
  label,
  variant = 'outline',
}: {
  userId: string;
  contactId: string;
  label: string;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl" closeLabel="Close messages">
        <DialogTitle className="sr-only">{label}</DialogTitle>
        <DialogDescription className="sr-only">Your conversation, updated live.</DialogDescription>
        {open ? <MessagingPanel userId={userId} contactId={contactId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
