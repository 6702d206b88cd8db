import { MESSAGE_MAX_LENGTH, type MessagePriority } from '@core/messaging';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { newClientId } from '@web/features/inspections';
import { hasQueuedMessages, queueMessage } from '@web/features/offline';
import { apiErrorOf } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useSendMessage } from '../api';
import { messagingTexts } from '../labels';

const priorities: { value: MessagePriority; label: MessageDescriptor }[] = [
  { value: 'normal', label: msg`Normal` },
  { value: 'high', label: msg`High` },
];

/** Normal or high priority, as two radio buttons styled as chips. */
function PriorityChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: MessagePriority;
  onChange: (value: MessagePriority) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">
        <Trans>Priority</Trans>
      </legend>
      <span aria-hidden="true" className="mr-1 text-xs font-medium text-slate-600">
        <Trans>Priority</Trans>
      </span>
      {priorities.map((p) => (
        <label
          key={p.value}
          className={cn(
            'cursor-pointer rounded-lg border px-3 py-1.5 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            value === p.value
              ? p.value === 'high'
                ? 'border-red-600 bg-red-600 text-white'
                : 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 bg-white text-slate-700',
          )}
        >
          <input
            type="radio"
            name={name}
            value={p.value}
            checked={value === p.value}
            onChange={() => onChange(p.value)}
            className="sr-only"
          />
          {t(p.label)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The send box: Enter sends, Shift+Enter starts a new line; blank text is never sent. With no signal
 * (or behind messages still waiting) the message waits on the phone and goes out by itself.
 */
export function Composer({
  senderId,
  recipientId,
  recipientName,
}: {
  senderId: string;
  recipientId: string;
  recipientName: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [content, setContent] = useState('');
  const [priority, setPriority] = useState<MessagePriority>('normal');
  const [queueing, setQueueing] = useState(false);
  const send = useSendMessage();
  const blank = content.trim().length === 0;
  const busy = send.isPending || queueing;

  const reset = () => {
    setContent('');
    setPriority('normal');
  };

  /** Kept on the phone: shown in the thread as waiting, sent in order when the signal returns. */
  const keep = async (message: {
    recipientId: string;
    content: string;
    priority: MessagePriority;
    clientKey: string;
  }) => {
    setQueueing(true);
    try {
      await queueMessage({ ...message, senderId });
      reset();
      toast({
        title: t`Waiting for signal`,
        description: t`The message goes out by itself when the signal returns.`,
      });
    } catch {
      toast({
        title: t(messagingTexts.sendFailedTitle),
        description: t(messagingTexts.sendFailedBody),
        variant: 'destructive',
      });
    } finally {
      setQueueing(false);
    }
  };

  const submit = async () => {
    if (blank || busy) return;
    const message = { recipientId, content: content.trim(), priority, clientKey: newClientId() };
    if (await hasQueuedMessages(senderId).catch(() => false)) return keep(message);
    send.mutate(message, {
      onSuccess: () => {
        reset();
        toast({ title: t(messagingTexts.sent), duration: 2000 });
      },
      onError: (err) => {
        // No answer at all: the same message (same key) waits on the phone.
        if (err instanceof TypeError) return void keep(message);
        const refusal = apiErrorOf(err);
        toast({
          title: t(messagingTexts.sendFailedTitle),
          description:
            refusal && refusal.status >= 400 && refusal.status < 500
              ? refusal.reason
              : t(messagingTexts.sendFailedBody),
          variant: 'destructive',
        });
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="grid gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        <Trans>Message to {recipientName}</Trans>
      </label>
      <Textarea
        id={`${id}-text`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={2}
        placeholder={t`Type a message… (Enter sends, Shift+Enter for a new line)`}
        className="min-h-16 resize-none"
      />
      <div className="flex items-center justify-between gap-2">
        <PriorityChoice name={`${id}-priority`} value={priority} onChange={setPriority} />
        <Button type="submit" size="sm" disabled={blank || busy}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {busy ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  );
}
