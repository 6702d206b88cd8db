import {
  API_KEY_MODE_LABELS,
  API_KEY_MODES,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyMode,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@core/contracts/api-v1';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { QueryGate } from '@web/components/QueryGate';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTime } from '@web/lib/time';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api';

/** The new key's secret, shown this once with a copy button. */
function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">Copy “{created.name}” now: it is not shown again.</p>
      <code className="break-all rounded bg-white p-2 font-mono text-xs">{created.secret}</code>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy key'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scope, mode },
      {
        onSuccess: (key) => {
          setName('');
          onCreated(key);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Create an API key">
      <TextField
        label="Key name"
        hint="Where it is used, e.g. “ERP integration”"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={60}
        required
      />
      <div className="grid gap-1.5">
        <Label htmlFor="api-key-scope">Scope</Label>
        <NativeSelect
          id="api-key-scope"
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
        >
          {API_KEY_SCOPES.map((s) => (
            <option key={s} value={s}>
              {API_KEY_SCOPE_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="api-key-mode">Mode</Label>
        <NativeSelect id="api-key-mode" value={mode} onChange={(e) => setMode(e.target.value as ApiKeyMode)}>
          {API_KEY_MODES.map((m) => (
            <option key={m} value={m}>
              {API_KEY_MODE_LABELS[m]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(create.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        {create.isPending ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [open, setOpen] = useState(false);
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{apiKey.name}</span>
        <span className="flex gap-1">
          <Badge tone={apiKey.mode === 'live' ? 'success' : 'neutral'}>{apiKey.mode}</Badge>
          <Badge>{apiKey.scope}</Badge>
          {revoked ? <Badge tone="danger">revoked</Badge> : null}
        </span>
      </div>
      <code className="font-mono text-xs text-slate-600">{apiKey.prefix}…</code>
      <span className="text-slate-500">
        Created {formatDateTime(apiKey.createdAt)} · Last used{' '}
        {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'never'}
        {revoked ? ` · Revoked ${formatDateTime(apiKey.revokedAt!)}` : ''}
      </span>
      {revoked ? null : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button type="button" variant="ghost" className="justify-self-start">
              Revoke
            </Button>
          }
          title={`Revoke “${apiKey.name}”?`}
          description="Requests with this key are refused from now on. This cannot be undone."
          cancelLabel="Keep it"
          confirmLabel="Revoke key"
          pendingLabel="Revoking…"
          confirmVariant="destructive"
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate(apiKey.id, { onSettled: () => setOpen(false) })}
        />
      )}
    </li>
  );
}

/** The company's API keys (owners): create behind the step-up, see once, revoke; last use shown. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Card aria-labelledby="api-keys-title">
      <CardHeader>
        <CardTitle id="api-keys-title">API keys</CardTitle>
        <CardDescription>
          Keys let your own systems order and follow moves through the Pathway API.{' '}
          <Link to="/developers" className="font-semibold text-brand-700 hover:underline">
            Read the API reference
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
        {/* Only owners read the keys (403 for others): the form shows once the list could be read. */}
        <QueryGate
          query={keys}
          loadingLabel="Loading API keys…"
          errorPrefix="We could not load your API keys"
        >
          {(list) => (
            <>
              <CreateKeyForm onCreated={setCreated} />
              {list.length === 0 ? (
                <p className="text-sm text-slate-500">No API keys yet.</p>
              ) : (
                <ul className="grid gap-2" aria-label="API keys">
                  {list.map((k) => (
                    <KeyRow key={k.id} apiKey={k} />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryGate>
      </CardContent>
    </Card>
  );
}
