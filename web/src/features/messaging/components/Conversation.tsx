import type { ContactView, MessageView } from '@core/contracts/messaging';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useQueuedMessages } from '@web/features/offline';
import { formatClock } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { AlertTriangle, ArrowLeft, Ban, CheckCheck, CloudOff } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useBlockContact, useConversation, useMarkConversationRead } from '../api';
import { messagingKeys } from '../keys';
import { contactRelationMessages } from '../labels';
import { Composer } from './Composer';

function Bubble({ message, mine, showRead }: { message: MessageView; mine: boolean; showRead: boolean }) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
          mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
          message.priority === 'high' && 'ring-2 ring-red-500',
        )}
      >
        {message.priority === 'high' ? (
          <p
            className={cn(
              'mb-0.5 flex items-center gap-1 text-xs font-bold',
              mine ? 'text-red-100' : 'text-red-700',
            )}
          >
            <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
            <Trans>High priority</Trans>
          </p>
        ) : null}
        {/* Text only: React escapes it, so no HTML from a message ever runs. */}
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        <p className={cn('mt-1 text-right text-[11px]', mine ? 'text-brand-100' : 'text-slate-500')}>
          {formatClock(message.createdAt)}
          {showRead ? (
            <span className="ml-1 inline-flex items-center gap-0.5" data-testid="read-state">
              {message.isRead ? (
                <>
                  <CheckCheck aria-hidden="true" className="h-3 w-3" /> <Trans>Read</Trans>
                </>
              ) : (
                <Trans>Sent</Trans>
              )}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** A message written with no signal: on the phone, going out by itself (or refused, with why). */
function WaitingBubble({ content, error }: { content: string; error?: string }) {
  const { t } = useLingui();
  return (
    <li className="flex justify-end">
      <div className="max-w-[80%] rounded-2xl rounded-br-sm border border-dashed border-brand-300 bg-brand-50 px-3 py-2 text-sm text-slate-900">
        <p className="whitespace-pre-wrap break-words">{content}</p>
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[11px]',
            error ? 'text-red-700' : 'text-slate-600',
          )}
        >
          <CloudOff aria-hidden="true" className="h-3 w-3" />
          {error ? t`Not sent: ${error}` : t`Waiting for signal`}
        </p>
      </div>
    </li>
  );
}

/** One conversation: the messages (read as they arrive while open), block, and the send box. */
export function Conversation({
  userId,
  contact,
  onBack,
}: {
  userId: string;
  contact: Pick<ContactView, 'userId' | 'name' | 'relation' | 'canWrite' | 'blocked'>;
  onBack?: () => void;
}) {
  const { t } = useLingui();
  const name = contact.name;
  const conversation = useConversation(userId, contact.userId);
  const markRead = useMarkConversationRead();
  const block = useBlockContact();
  const end = useRef<HTMLLIElement>(null);
  const messages = conversation.data ?? [];
  const unreadIncoming = messages.filter((m) => m.senderId === contact.userId && !m.isRead).length;
  const lastMine = [...messages].reverse().find((m) => m.senderId === userId);
  const queryClient = useQueryClient();
  const reread = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
    [queryClient],
  );
  const waiting = useQueuedMessages(userId, contact.userId, reread);

  // An open conversation reads what arrives in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mutate is stable; runs when new unread messages arrive.
  useEffect(() => {
    if (unreadIncoming > 0 && !markRead.isPending) markRead.mutate(contact.userId);
  }, [unreadIncoming, contact.userId]);

  // Follow the newest message as the list grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the length is the trigger, not an input.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  return (
    <section aria-label={t`Conversation with ${name}`} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        {onBack ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={onBack}
            aria-label={t`Back to contacts`}
            className="md:hidden"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{contact.name}</h3>
          <p className="text-xs text-slate-500">{t(contactRelationMessages[contact.relation])}</p>
        </div>
        {contact.relation !== 'dispatch' ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={block.isPending}
            onClick={() => block.mutate({ contactId: contact.userId, blocked: !contact.blocked })}
          >
            <Ban aria-hidden="true" className="h-4 w-4" />
            {contact.blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
          </Button>
        ) : null}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {conversation.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          </div>
        ) : conversation.isError ? (
          <QueryErrorRetry query={conversation} prefix={t`Could not load the conversation`} />
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">
            <Trans>No messages yet. Say hello to {name}.</Trans>
          </p>
        ) : (
          <ol role="log" aria-live="polite" aria-label={t`Messages`} className="grid gap-2">
            {messages.map((m) => (
              <Bubble key={m.id} message={m} mine={m.senderId === userId} showRead={m.id === lastMine?.id} />
            ))}
            <li ref={end} aria-hidden="true" />
          </ol>
        )}
        {waiting.length > 0 ? (
          <ol aria-label={t`Waiting to send`} className="mt-2 grid gap-2">
            {waiting.map((m) => (
              <WaitingBubble key={m.clientKey} content={m.content} error={m.error} />
            ))}
          </ol>
        ) : null}
      </div>
      {contact.blocked ? (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">
          <Trans>You blocked {name}. Unblock to let them write to you again.</Trans>
        </p>
      ) : null}
      {contact.canWrite ? (
        <Composer senderId={userId} recipientId={contact.userId} recipientName={contact.name} />
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">
          <Trans>
            This conversation is closed: you can message a client or driver from acceptance until 7 days after
            the job is completed.
          </Trans>
        </p>
      )}
    </section>
  );
}
