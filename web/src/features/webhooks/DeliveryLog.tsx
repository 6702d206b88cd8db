import type { WebhookDelivery } from '@core/contracts/webhooks';
import { formatMoment } from '@core/moment';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SkeletonList } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { useResendDelivery, useWebhookDeliveries } from './api';
import { webhookEventMessages } from './labels';

const statusTone: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};
const statusLabel: Record<WebhookDelivery['status'], MessageDescriptor> = {
  pending: msg`Retrying`,
  succeeded: msg`Delivered`,
  failed: msg`Failed`,
};

/** An endpoint's latest deliveries: each attempt with its answer, and Resend for finished ones. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  const { t } = useLingui();
  return (
    <QueryGate
      query={deliveries}
      pending={<SkeletonList label={t`Loading deliveries`} className="gap-2" itemClassName="h-12" />}
      errorPrefix={t`We could not load the deliveries`}
      errorClassName="gap-2"
    >
      {(list) =>
        list.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>Nothing sent yet: events appear here as your moves change.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t`Deliveries`}>
            {list.map((delivery) => (
              <li key={delivery.id} className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">
                    {t(webhookEventMessages[delivery.eventType])}
                  </span>
                  <Badge tone={statusTone[delivery.status]}>{t(statusLabel[delivery.status])}</Badge>
                </div>
                <p className="break-all text-xs text-slate-500">
                  <DeliveryLine
                    eventId={delivery.eventId}
                    seq={delivery.seq}
                    when={formatMoment(delivery.createdAt, { style: 'dateTime' })}
                  />
                </p>
                {delivery.status === 'pending' && delivery.nextAttemptAt ? (
                  <p className="text-slate-600">
                    <NextAttempt when={formatMoment(delivery.nextAttemptAt, { style: 'dateTime' })} />
                  </p>
                ) : null}
                <details>
                  <summary className="cursor-pointer py-1 text-slate-700">
                    <AttemptCount count={delivery.attempts.length} />
                  </summary>
                  <ol className="grid gap-1 pt-1">
                    {delivery.attempts.map((a) => (
                      <li key={a.attemptedAt} className="rounded border border-slate-200 bg-white p-2">
                        <p className="text-slate-800">
                          <AttemptLine
                            statusCode={a.statusCode}
                            durationMs={a.durationMs}
                            when={formatMoment(a.attemptedAt, { style: 'dateTime' })}
                          />
                        </p>
                        {a.excerpt ? (
                          <pre className="whitespace-pre-wrap break-all text-xs text-slate-600">
                            {a.excerpt}
                          </pre>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                </details>
                {delivery.status !== 'pending' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    disabled={resend.isPending}
                    onClick={() =>
                      resend.mutate(delivery.id, {
                        onSuccess: () =>
                          toast({
                            title: t`Sending again`,
                            description: t(webhookEventMessages[delivery.eventType]),
                          }),
                        onError: (err) =>
                          toast({
                            title: t`Could not resend`,
                            description: errorMessage(err),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <Trans>Resend</Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      }
    </QueryGate>
  );
}

function DeliveryLine({ eventId, seq, when }: { eventId: string; seq: number; when: string }) {
  return (
    <Trans>
      {eventId} · #{seq} of its move · {when}
    </Trans>
  );
}

function AttemptCount({ count }: { count: number }) {
  return <Plural value={count} one="# attempt" other="# attempts" />;
}

function NextAttempt({ when }: { when: string }) {
  return <Trans>Next attempt {when}</Trans>;
}

/** "HTTP 500 · 120 ms · Mar 4, 2025, 3:45 PM CST", or "No answer · …" when the receiver never replied. */
function AttemptLine({
  statusCode,
  durationMs,
  when,
}: {
  statusCode: number | null;
  durationMs: number;
  when: string;
}) {
  return statusCode === null ? (
    <Trans>
      No answer · {durationMs} ms · {when}
    </Trans>
  ) : (
    <Trans>
      HTTP {statusCode} · {durationMs} ms · {when}
    </Trans>
  );
}
