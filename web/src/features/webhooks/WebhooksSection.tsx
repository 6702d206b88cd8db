import type { WebhookEndpoint } from '@core/contracts/webhooks';
import { type WebhookEventType, webhookEventTypes } from '@core/webhooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { QueryGate } from '@web/components/QueryGate';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/form-field';
import { SkeletonList } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorOf, errorMessage } from '@web/lib/queryClient';
import { Copy, Plus, Trash2, Webhook } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from './api';
import { DeliveryLog } from './DeliveryLog';
import { webhookEventMessages } from './labels';

/**
 * Company settings › Webhooks (owners): endpoints that receive the company's events, signed with a
 * secret shown once; each endpoint's delivery log with its attempts and a Resend (docs/webhooks.md).
 */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const { t } = useLingui();
  return (
    <RegionCard
      title={t`Webhooks`}
      titleId="webhooks-title"
      description={t`Your systems hear of every step of your moves, claims and invoices as it happens, signed so you can check it came from Pathway.`}
    >
      <QueryGate
        query={endpoints}
        pending={
          <SkeletonList label={t`Loading your webhook endpoints`} className="gap-2" itemClassName="h-16" />
        }
        errorPrefix={t`We could not load your webhook endpoints`}
        errorClassName="gap-2"
      >
        {(list) => (
          <div className="grid gap-3">
            {list.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No endpoints yet. Add the URL your systems receive events on.</Trans>
              </p>
            ) : (
              <ul className="grid gap-3">
                {list.map((endpoint) => (
                  <EndpointItem key={endpoint.id} endpoint={endpoint} />
                ))}
              </ul>
            )}
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              <Trans>Add an endpoint</Trans>
            </Button>
          </div>
        )}
      </QueryGate>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans>Add an endpoint</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>An https URL of yours, and the events it should receive.</Trans>
            </DialogDescription>
          </DialogHeader>
          <EndpointForm
            onCreated={(created) => {
              setAdding(false);
              setSecret(created);
            }}
          />
        </DialogContent>
      </Dialog>
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </RegionCard>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const [confirming, setConfirming] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const { t } = useLingui();
  const url = endpoint.url;
  const toggle = () =>
    update.mutate(
      { id: endpoint.id, enabled: !endpoint.enabled },
      {
        onError: (err) =>
          toast({
            title: t`Could not change the endpoint`,
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-3">
      <div className="flex items-start gap-3">
        <Webhook aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="break-all font-semibold text-slate-900">{endpoint.url}</p>
          <p className="text-slate-600">
            {endpoint.events.length === webhookEventTypes.length
              ? t`All events`
              : endpoint.events.map((e) => t(webhookEventMessages[e])).join(', ')}
          </p>
          <SecretHint hint={endpoint.secretHint} />
        </div>
        <Badge tone={endpoint.enabled ? 'success' : 'neutral'}>
          {endpoint.enabled
            ? t({ message: 'On', context: 'endpoint' })
            : t({ message: 'Off', context: 'endpoint' })}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? t`Hide deliveries` : t`Deliveries`}
        </Button>
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={toggle}>
          {endpoint.enabled ? t`Turn off` : t`Turn on`}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="ghost" size="sm" aria-label={t`Delete ${url}`}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <Trans>Delete</Trans>
            </Button>
          }
          title={t`Delete this endpoint?`}
          description={t`It receives nothing more, and its delivery log is deleted with it.`}
          cancelLabel={t`Keep it`}
          confirmLabel={t`Delete endpoint`}
          pendingLabel={t`Deleting…`}
          confirmVariant="destructive"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: t`Endpoint deleted`, description: endpoint.url });
              },
              onError: (err) =>
                toast({
                  title: t`Could not delete the endpoint`,
                  description: errorMessage(err),
                  variant: 'destructive',
                }),
            })
          }
        />
      </div>
      {showLog ? (
        <div id={logId}>
          <DeliveryLog endpointId={endpoint.id} />
        </div>
      ) : null}
    </li>
  );
}

function EndpointForm({ onCreated }: { onCreated: (shown: { url: string; secret: string }) => void }) {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [problem, setProblem] = useState<{ form?: string; url?: string; events?: string }>({});
  const groupId = useId();
  const { t } = useLingui();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (events.length === 0) return setProblem({ events: t`Choose at least one event` });
    create.mutate(
      { url, events },
      {
        onSuccess: (answer) => onCreated({ url: answer.endpoint.url, secret: answer.secret }),
        onError: (err) => {
          const fields = apiErrorOf(err)?.fieldErrors ?? {};
          setProblem({
            url: fields.url,
            events: fields.events,
            form: fields.url ? undefined : errorMessage(err),
          });
        },
      },
    );
  };
  const toggle = (type: WebhookEventType) =>
    setEvents((list) => (list.includes(type) ? list.filter((t) => t !== type) : [...list, type]));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {problem.form ? <ErrorAlert>{problem.form}</ErrorAlert> : null}
      <TextField
        label={t`URL`}
        type="url"
        inputMode="url"
        autoComplete="off"
        // i18n-ignore: an example address, the same in every language
        placeholder="https://fleet.example.com/pathway-events"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={problem.url}
        required
      />
      <fieldset className="grid gap-2" aria-describedby={problem.events ? `${groupId}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-900">
          <Trans>Events</Trans>
        </legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {webhookEventTypes.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={events.includes(type)}
                onChange={() => toggle(type)}
              />
              {t(webhookEventMessages[type])}
            </label>
          ))}
        </div>
        {problem.events ? (
          <p id={`${groupId}-error`} className="text-sm text-red-700">
            {problem.events}
          </p>
        ) : null}
      </fieldset>
      <DialogFooter>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t`Adding…` : t`Add endpoint`}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The secret, this once: copied to the receiver's configuration, never shown again. */
function SecretDialog({
  shown,
  onClose,
}: {
  shown: { url: string; secret: string } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      toast({ title: t`Secret copied` });
    } catch {
      toast({
        title: t`Copy failed`,
        description: t`Select the secret and copy it by hand.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Your signing secret</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Keep it where your receiver checks signatures. It is shown only now; for a new one, add the
              endpoint again.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {shown ? (
          <div className="grid gap-3">
            <SecretFor url={shown.url} />
            <output
              aria-label={t`Signing secret`}
              className="break-all rounded-lg bg-slate-100 p-3 font-mono text-sm"
            >
              {shown.secret}
            </output>
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              <Trans>Copy secret</Trans>
            </Button>
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>
            <Trans>I have saved it</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SecretHint({ hint }: { hint: string }) {
  return (
    <p className="text-slate-500">
      <Trans>Secret ending {hint}</Trans>
    </p>
  );
}

function SecretFor({ url }: { url: string }) {
  return (
    <p className="break-all text-sm text-slate-600">
      <Trans>For {url}</Trans>
    </p>
  );
}
