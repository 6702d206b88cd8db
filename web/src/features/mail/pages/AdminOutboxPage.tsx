import type { MailStatus, OutboxMessage } from '@core/contracts/mail';
import { formatMoment } from '@core/moment';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { OperatorGate } from '@web/features/auth';
import { Inbox, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { mailQueries } from '../api';

const statusBadge: Record<
  MailStatus,
  { tone: 'neutral' | 'success' | 'warning' | 'danger'; label: MessageDescriptor }
> = {
  queued: { tone: 'warning', label: msg`Queued` },
  sent: { tone: 'success', label: msg`Sent` },
  held: { tone: 'neutral', label: msg`In outbox` },
  failed: { tone: 'danger', label: msg`Failed` },
};

/** /admin/outbox: every e-mail the app sent or holds (without SMTP_URL nothing leaves: it is read here). */
export function AdminOutboxPage() {
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Outbox</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Every e-mail the app has sent or is holding, newest first.</Trans>
        </p>
      </header>
      <OperatorGate path="/admin/outbox">
        <OutboxList />
      </OperatorGate>
    </div>
  );
}

function OutboxList() {
  const { t } = useLingui();
  const outbox = useInfiniteQuery(mailQueries.outbox());
  if (outbox.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (outbox.isError)
    return <QueryErrorRetry query={outbox} prefix={t`We could not load the outbox`} className="gap-3" />;
  const transport = outbox.data.pages[0]?.transport ?? 'outbox';
  const smsTransport = outbox.data.pages[0]?.smsTransport ?? 'outbox';
  const messages = outbox.data.pages.flatMap((p) => p.messages);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {transport === 'smtp'
            ? t`Mail leaves through the configured SMTP server.`
            : t`No SMTP server is configured (SMTP_URL): mail stays here and is not delivered.`}{' '}
          {smsTransport === 'twilio'
            ? t`Text messages leave through Twilio.`
            : t`No Twilio account is configured (TWILIO_*): text messages stay here too.`}{' '}
          <Trans>
            Pushes go to the phones people turned push on for; an offer to someone with none stays here.
          </Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {messages.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-10 text-center">
            <Inbox aria-hidden="true" className="h-10 w-10 text-slate-400" />
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>No e-mails yet</Trans>
            </h2>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t`E-mails`}>
          {messages.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
      {outbox.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void outbox.fetchNextPage()}
          disabled={outbox.isFetchingNextPage}
        >
          <Trans>Load older e-mails</Trans>
        </Button>
      ) : null}
    </>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useLingui();
  const titleId = useId();
  const badge = statusBadge[message.status];
  return (
    <Card>
      <article aria-labelledby={titleId} className="grid gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 flex-1 font-semibold break-words text-slate-900">
            <span translate="no">{message.subject}</span>
          </h2>
          {message.channel === 'sms' ? (
            <Badge tone="brand">
              <Trans>SMS</Trans>
            </Badge>
          ) : null}
          {message.channel === 'voice' ? (
            <Badge tone="brand">
              <Trans>Call</Trans>
            </Badge>
          ) : null}
          {message.channel === 'push' ? (
            <Badge tone="brand">
              <Trans>Push</Trans>
            </Badge>
          ) : null}
          <Badge tone={badge.tone}>{t(badge.label)}</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-slate-500">
            <Trans context="recipient">To</Trans>
          </dt>
          <dd className="break-all">{message.to}</dd>
          <dt className="text-slate-500">
            <Trans>Time</Trans>
          </dt>
          <dd>{formatMoment(message.createdAt, { style: 'dateTime' })}</dd>
          <dt className="text-slate-500">
            <Trans>Kind</Trans>
          </dt>
          <dd translate="no">{message.kind}</dd>
          {message.lastError ? (
            <>
              <dt className="text-slate-500">
                <Trans>Error</Trans>
              </dt>
              <dd className="text-red-700">{message.lastError}</dd>
            </>
          ) : null}
        </dl>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">
            <Trans>Show message</Trans>
          </summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">
            {message.body}
          </pre>
        </details>
      </article>
    </Card>
  );
}
