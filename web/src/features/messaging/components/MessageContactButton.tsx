import { Button, type ButtonVariant } from '@web/components/ui/button';
import { DialogOnDemand } from '@web/components/ui/dialog-on-demand';
import { MessageSquare } from 'lucide-react';
import { lazy, useState } from 'react';

const loadDialog = () => import('./MessageContactDialog');
const MessageContactDialog = lazy(async () => ({ default: (await loadDialog()).MessageContactDialog }));

/**
 * "Message driver", "Message client", "Message dispatch": opens the conversation with one contact in a
 * sheet. The sheet and the conversation's code load when the button is first reached for.
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
  const trigger = (
    <Button variant={variant}>
      <MessageSquare aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
  return (
    <DialogOnDemand open={open} onOpenChange={setOpen} preload={loadDialog} trigger={trigger}>
      <MessageContactDialog
        userId={userId}
        contactId={contactId}
        label={label}
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
      />
    </DialogOnDemand>
  );
}
