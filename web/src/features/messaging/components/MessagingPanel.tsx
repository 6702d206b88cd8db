import type { ContactView } from '@core/contracts/messaging';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatRelative } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useContacts } from '../api';
import { contactRelationMessages } from '../labels';
import { Conversation } from './Conversation';

function ContactList({
  contacts,
  selected,
  onSelect,
}: {
  contacts: ContactView[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useLingui();
  if (contacts.length === 0) {
    return (
      <p className="p-4 text-sm text-slate-600">
        <Trans>
          No contacts yet. Clients and drivers appear here once a job brings you together; dispatch is always
          here.
        </Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Contacts`} className="divide-y divide-slate-100">
      {contacts.map((c) => (
        <li key={c.userId}>
          <button
            type="button"
            onClick={() => onSelect(c.userId)}
            aria-current={selected === c.userId ? 'true' : undefined}
            className={cn(
              'flex w-full items-center gap-2 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500',
              selected === c.userId && 'bg-brand-50',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">{c.name}</span>
              <span className="block text-xs text-slate-500">
                {t(contactRelationMessages[c.relation])}
                {c.lastMessageAt ? ` · ${formatRelative(c.lastMessageAt)}` : ''}
              </span>
            </span>
            {c.unreadCount > 0 ? (
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                {c.unreadCount}
                <span className="sr-only">
                  {' '}
                  <Trans>unread</Trans>
                </span>
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Contacts and a conversation in one 600 px card: side by side from `md` up, one at a time on a phone.
 * `contactId` opens that conversation first.
 */
export function MessagingPanel({ userId, contactId = null }: { userId: string; contactId?: string | null }) {
  const { t } = useLingui();
  const contacts = useContacts(userId);
  const [selected, setSelected] = useState<string | null>(contactId);
  const contact = contacts.data?.find((c) => c.userId === selected) ?? null;

  return (
    <Card className="flex h-[600px] overflow-hidden p-0">
      <div
        className={cn(
          'w-full shrink-0 overflow-y-auto border-slate-200 md:w-64 md:border-r',
          contact && 'hidden md:block',
        )}
      >
        <h2 className="flex items-center gap-2 border-b border-slate-200 p-3 font-semibold text-slate-900">
          <MessageSquare aria-hidden="true" className="h-5 w-5 text-brand-600" />
          <Trans>Messages</Trans>
        </h2>
        {contacts.isPending ? (
          <div className="grid gap-2 p-3" aria-busy="true">
            <Skeleton className="h-12 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
          </div>
        ) : contacts.isError ? (
          <div className="p-3">
            <QueryErrorRetry query={contacts} prefix={t`Could not load your contacts`} />
          </div>
        ) : (
          <ContactList contacts={contacts.data} selected={selected} onSelect={setSelected} />
        )}
      </div>
      <div className={cn('min-w-0 flex-1', !contact && 'hidden md:flex')}>
        {contact ? (
          <Conversation
            key={contact.userId}
            userId={userId}
            contact={contact}
            onBack={() => setSelected(null)}
          />
        ) : (
          <p className="m-auto p-6 text-center text-sm text-slate-600">
            <Trans>Choose a contact to read and send messages.</Trans>
          </p>
        )}
      </div>
    </Card>
  );
}
