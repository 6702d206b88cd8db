import { MAX_COMMAND_LENGTH, SUGGESTION_MAX_MESSAGES } from '@core/assistant';
import type { AssistantMessage } from '@core/contracts/assistant';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { loginPathFor } from '@web/features/auth';
import { cn } from '@web/lib/utils';
import { Mic, MicOff, Send, Siren } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { suggestions } from '../texts';
import type { useChat } from '../useChat';
import { useSpeech } from '../useSpeech';

type Chat = ReturnType<typeof useChat>;

function MessageLink({
  link,
  onFollow,
}: {
  link: NonNullable<AssistantMessage['link']>;
  onFollow?: () => void;
}) {
  const classes = buttonClasses('outline', 'sm', 'mt-2 w-fit');
  const here = useLocation();
  // Signing in comes back to the page the question was asked on.
  const to = link.href === '/login' ? loginPathFor(`${here.pathname}${here.search}`) : link.href;
  return link.href.startsWith('/') ? (
    <Link to={to} className={classes} onClick={onFollow}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={classes}>
      {link.label}
    </a>
  );
}

function Bubble({ message, onFollow }: { message: AssistantMessage; onFollow?: () => void }) {
  const { t } = useLingui();
  const mine = message.role === 'user';
  const urgent = message.action === 'emergency_protocol_activated';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        data-role={message.role}
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
          urgent && 'bg-red-50 text-red-800 ring-1 ring-red-200',
        )}
      >
        <span className="sr-only">{mine ? t`You:` : t`Pathway AI:`} </span>
        {message.content}
        {message.link ? (
          <div>
            <MessageLink link={message.link} onFollow={onFollow} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A conversation with the assistant: messages (a live log for screen readers), suggestion chips while
 * it is short, the text box with the microphone, and the emergency button.
 */
export function ChatConversation({
  chat,
  onFollowLink,
  className,
  autoFocus = false,
}: {
  chat: Chat;
  onFollowLink?: () => void;
  className?: string;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const submit = (value: string) => {
    if (chat.send(value)) setText('');
  };
  const speech = useSpeech(setText, submit);
  const count = chat.messages.length;
  // The newest message (or the answering line) stays in view.
  const latest = count + (chat.sending ? 1 : 0);
  useEffect(() => {
    if (latest > 1) end.current?.scrollIntoView({ block: 'end' });
  }, [latest]);

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <ol
        role="log"
        aria-live="polite"
        aria-label={t`Conversation`}
        className="grid min-h-0 flex-1 content-start gap-2 overflow-y-auto p-3"
      >
        {chat.messages.map((m) => (
          <Bubble key={m.id} message={m} onFollow={onFollowLink} />
        ))}
        {chat.loading ? (
          <li className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" /> <Trans>Loading your conversation…</Trans>
          </li>
        ) : null}
        {chat.sending ? (
          <li className="flex items-center gap-2 text-sm text-slate-600" data-testid="assistant-typing">
            <Spinner className="h-4 w-4" /> <Trans>Pathway AI is answering…</Trans>
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ol>
      {count <= SUGGESTION_MAX_MESSAGES ? (
        <ul aria-label={t`Suggestions`} className="flex flex-wrap gap-2 px-3 pb-2">
          {suggestions
            .map((d) => i18n._(d))
            .map((s) => (
              <li key={s}>
                <button
                  type="button"
                  onClick={() => submit(s)}
                  disabled={chat.sending}
                  className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100 disabled:opacity-50"
                >
                  {s}
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      <form
        className="flex items-center gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit(text);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          <Trans>Ask Pathway AI</Trans>
        </label>
        <Input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={speech.listening ? t`Listening…` : t`Ask about prices, your truck…`}
          maxLength={MAX_COMMAND_LENGTH}
          autoComplete="off"
          autoFocus={autoFocus}
        />
        <Button
          type="button"
          variant={speech.listening ? 'destructive' : 'outline'}
          size="icon"
          onClick={speech.toggle}
          aria-pressed={speech.listening}
          aria-label={speech.listening ? t`Stop listening` : t`Speak your question`}
        >
          {speech.listening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
        </Button>
        <Button type="submit" size="icon" aria-label={t`Send`} disabled={chat.sending || text.trim() === ''}>
          <Send aria-hidden="true" />
        </Button>
      </form>
      <div className="px-3 pb-3">
        <Button type="button" variant="destructive" size="sm" className="w-full" onClick={chat.emergency}>
          <Siren aria-hidden="true" className="h-4 w-4" /> <Trans>Emergency</Trans>
        </Button>
      </div>
    </div>
  );
}
