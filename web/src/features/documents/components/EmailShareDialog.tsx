import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type ShareTarget, useShareViaEmail } from '../api';

type Delivery = 'queued' | 'held';

export interface EmailShareTexts {
  /**
   * What happened, as it happened: on its way (a mail server took it), or waiting in the outbox. In the
   * active language: called when the answer comes.
   */
  success: (email: string, delivery: Delivery) => { title: string; description?: string };
  failureTitle: MessageDescriptor;
  failureFallback: MessageDescriptor;
}

/** No mail server: the message is kept, not sent, and the toast says so. */
const heldInOutbox = (email: string) => ({
  title: t`Queued for sending`,
  description: t`No mail server is set up yet, so the message to ${email} waits in Pathway's outbox.`,
});

/** The documents page's texts (product/platform §8). */
export const documentsPageEmailTexts: EmailShareTexts = {
  success: (email, delivery) =>
    delivery === 'held'
      ? heldInOutbox(email)
      : { title: t`Document Shared`, description: t`A 24-hour link is on its way to ${email}.` },
  failureTitle: msg`Sharing Failed`,
  failureFallback: msg`Failed to share document`,
};

/** The profile's texts (product/clients §8). */
export const profileEmailTexts: EmailShareTexts = {
  success: (email, delivery) =>
    delivery === 'held'
      ? heldInOutbox(email)
      : { title: t`Email Queued`, description: t`A 24-hour link is on its way to ${email}.` },
  failureTitle: msg`Email Failed`,
  failureFallback: msg`Failed to send email. Please try again.`,
};

/** Share Document via Email: the server mails a 24-hour link, never the file. Closes on success. */
export function EmailShareDialog({
  target,
  subject,
  texts = documentsPageEmailTexts,
  onClose,
}: {
  target: ShareTarget | null;
  /** What is shared, for the description (a file name, or "all your documents"). */
  subject: string;
  texts?: EmailShareTexts;
  onClose: () => void;
}) {
  const { t: translate } = useLingui();
  const [email, setEmail] = useState('');
  const share = useShareViaEmail();

  const close = () => {
    setEmail('');
    share.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const value = email.trim();
    if (!value.includes('@')) {
      toast({
        title: translate`Invalid Email`,
        description: translate`Please enter a valid email address.`,
        variant: 'destructive',
      });
      return;
    }
    share.mutate(
      { ...target, email: value },
      {
        onSuccess: (answer) => {
          toast(texts.success(value, answer.delivery));
          close();
        },
        onError: (err) =>
          toast({
            title: translate(texts.failureTitle),
            description: errorMessage(err) || translate(texts.failureFallback),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Share Document via Email</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              We e-mail a link to {subject} that works for 24 hours. The file itself is never attached.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <TextField
            label={translate`Recipient email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={translate`dispatch@example.com`}
          />
          <Button type="submit" disabled={share.isPending}>
            {share.isPending ? (
              <Spinner className="h-4 w-4 text-white" />
            ) : (
              <Send aria-hidden="true" className="h-4 w-4" />
            )}
            {share.isPending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
