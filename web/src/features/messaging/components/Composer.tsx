import { MESSAGE_MAX_LENGTH, MESSAGING_TEXTS, type MessagePriority } from '@core/messaging';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorOf } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useSendMessage } from '../api';

const priorities: { value: MessagePriority; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
];

/** The send box: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function Composer({ recipientId, recipientName }: { recipientId: string; recipientName: string }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [priority, setPriority] = useState<MessagePriority>('normal');
  const send = useSendMessage();
  const blank = content.trim().length === 0;

  const submit = () => {
    if (blank || send.isPending) return;
    send.mutate(
      { recipientId, content: content.trim(), priority },
      {
        onSuccess: () => {
          setContent('');
          setPriority('normal');
          toast({ title: MESSAGING_TEXTS.sent, duration: 2000 });
        },
        onError: (err) => {
          const refusal = apiErrorOf(err);
          toast({
            title: MESSAGING_TEXTS.sendFailedTitle,
            description:
              refusal && refusal.status >= 400 && refusal.status < 500
                ? refusal.reason
                : MESSAGING_TEXTS.sendFailedBody,
            variant: 'destructive',
          });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="grid gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        Message to {recipientName}
      </label>
      <Textarea
        id={`${id}-text`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={2}
        placeholder="Type a message… (Enter sends, Shift+Enter for a new line)"
        className="min-h-16 resize-none"
      />
      <div className="flex items-center justify-between gap-2">
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">Priority</legend>
          <span aria-hidden="true" className="mr-1 text-xs font-medium text-slate-600">
            Priority
          </span>
          {priorities.map((p) => (
            <label
              key={p.value}
              className={cn(
                'cursor-pointer rounded-lg border px-3 py-1.5 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                priority === p.value
                  ? p.value === 'high'
                    ? 'border-red-600 bg-red-600 text-white'
                    : 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700',
              )}
            >
              <input
                type="radio"
                name={`${id}-priority`}
                value={p.value}
                checked={priority === p.value}
                onChange={() => setPriority(p.value)}
                className="sr-only"
              />
              {p.label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="sm" disabled={blank || send.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
