import type { WebhookDelivery } from '@core/contracts/webhooks';
import { formatMoment } from '@core/moment';
import { webhookEventLabels } from '@core/webhooks';
import { QueryGate } from '@web/components/QueryGate';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SkeletonList } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { useResendDelivery, useWebhookDeliveries } from './api';

const statusTone: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};
const statusLabel: Record<WebhookDelivery['status'], string> = {
  pending: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
};

/** An endpoint's latest deliveries: each attempt with its answer, and Resend for finished ones. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  return (
    <QueryGate
      query={deliveries}
      pending={<SkeletonList label="Loading deliveries" className="gap-2" itemClassName="h-12" />}
      errorPrefix="We could not load the deliveries"
      errorClassName="gap-2"
    >
      {(list) =>
        list.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing sent yet: events appear here as your moves change.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Deliveries">
            {list.map((delivery) => (
              <li key={delivery.id} className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">
                    {webhookEventLabels[delivery.eventType]}
                  </span>
                  <Badge tone={statusTone[delivery.status]}>{statusLabel[delivery.status]}</Badge>
                </div>
                <p className="break-all text-xs text-slate-500">
                  {delivery.eventId} · #{delivery.seq} of its move ·{' '}
                  {formatMoment(delivery.createdAt, { style: 'dateTime' })}
                </p>
                {delivery.status === 'pending' && delivery.nextAttemptAt ? (
                  <p className="text-slate-600">
                    Next attempt {formatMoment(delivery.nextAttemptAt, { style: 'dateTime' })}
                  </p>
                ) : null}
                <details>
                  <summary className="cursor-pointer py-1 text-slate-700">
                    {delivery.attempts.length === 1 ? '1 attempt' : `${delivery.attempts.length} attempts`}
                  </summary>
                  <ol className="grid gap-1 pt-1">
                    {delivery.attempts.map((a) => (
                      <li key={a.attemptedAt} className="rounded border border-slate-200 bg-white p-2">
                        <p className="text-slate-800">
                          {a.statusCode === null ? 'No answer' : `HTTP ${a.statusCode}`} · {a.durationMs} ms ·{' '}
                          {formatMoment(a.attemptedAt, { style: 'dateTime' })}
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
                            title: 'Sending again',
                            description: webhookEventLabels[delivery.eventType],
                          }),
                        onError: (err) =>
                          toast({
                            title: 'Could not resend',
                            description: errorMessage(err),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    Resend
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
