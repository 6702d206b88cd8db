import {
  API_KEY_MODES,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyMode,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@core/contracts/api-v1';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { modeBadges, modeLabels, scopeBadges, scopeLabels } from '../labels';

/** The new key's secret, shown this once with a copy button. */
function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const { t } = useLingui();
  const name = created.name;
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">
        <Trans>Copy “{name}” now: it is not shown again.</Trans>
      </p>
      <code className="break-all rounded bg-white p-2 font-mono text-xs">{created.secret}</code>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true))}
        >
          {copied ? t`Copied` : t`Copy key`}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans context="API key">I have saved it</Trans>
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
  const { t } = useLingui();
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
    <form onSubmit={submit} className="grid gap-3" aria-label={t`Create an API key`}>
      <TextField
        label={t`Key name`}
        hint={t`Where it is used, e.g. “ERP integration”`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={60}
        required
      />
      <div className="grid gap-1.5">
        <Label htmlFor="api-key-scope">
          <Trans>Scope</Trans>
        </Label>
        <NativeSelect
          id="api-key-scope"
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
        >
          {API_KEY_SCOPES.map((s) => (
            <option key={s} value={s}>
              {t(scopeLabels[s])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="api-key-mode">
          <Trans context="API key">Mode</Trans>
        </Label>
        <NativeSelect id="api-key-mode" value={mode} onChange={(e) => setMode(e.target.value as ApiKeyMode)}>
          {API_KEY_MODES.map((m) => (
            <option key={m} value={m}>
              {t(modeLabels[m])}
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
        {create.isPending ? t`Creating…` : t`Create key`}
      </Button>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [open, setOpen] = useState(false);
  const revoked = apiKey.revokedAt !== null;
  const { t } = useLingui();
  const name = apiKey.name;
  const created = formatDateTime(apiKey.createdAt);
  const lastUsed = apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : null;
  const revokedAt = apiKey.revokedAt ? formatDateTime(apiKey.revokedAt) : null;
  // Whole sentences, so a language may order them its own way.
  const history = lastUsed
    ? revokedAt
      ? t`Created ${created} · Last used ${lastUsed} · Revoked ${revokedAt}`
      : t`Created ${created} · Last used ${lastUsed}`
    : revokedAt
      ? t`Created ${created} · Last used never · Revoked ${revokedAt}`
      : t`Created ${created} · Last used never`;
  return (
    <li className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{apiKey.name}</span>
        <span className="flex gap-1">
          <Badge tone={apiKey.mode === 'live' ? 'success' : 'neutral'}>{t(modeBadges[apiKey.mode])}</Badge>
          <Badge>{t(scopeBadges[apiKey.scope])}</Badge>
          {revoked ? (
            <Badge tone="danger">
              <Trans>revoked</Trans>
            </Badge>
          ) : null}
        </span>
      </div>
      <code className="font-mono text-xs text-slate-600">{apiKey.prefix}…</code>
      <span className="text-slate-500">{history}</span>
      {revoked ? null : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button type="button" variant="ghost" className="justify-self-start">
              <Trans>Revoke</Trans>
            </Button>
          }
          title={t`Revoke “${name}”?`}
          description={t`Requests with this key are refused from now on. This cannot be undone.`}
          cancelLabel={t({ message: 'Keep it', context: 'API key' })}
          confirmLabel={t`Revoke key`}
          pendingLabel={t`Revoking…`}
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
  const { t } = useLingui();
  return (
    <Card aria-labelledby="api-keys-title">
      <CardHeader>
        <CardTitle id="api-keys-title">
          <Trans>API keys</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Keys let your own systems order and follow moves through the Pathway API.</Trans>{' '}
          <Link to="/developers" className="font-semibold text-brand-700 hover:underline">
            <Trans>Read the API reference</Trans>
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
        {/* Only owners read the keys (403 for others): the form shows once the list could be read. */}
        <QueryGate
          query={keys}
          loadingLabel={t`Loading API keys…`}
          errorPrefix={t`We could not load your API keys`}
        >
          {(list) => (
            <>
              <CreateKeyForm onCreated={setCreated} />
              {list.length === 0 ? (
                <p className="text-sm text-slate-500">
                  <Trans>No API keys yet.</Trans>
                </p>
              ) : (
                <ul className="grid gap-2" aria-label={t`API keys`}>
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
