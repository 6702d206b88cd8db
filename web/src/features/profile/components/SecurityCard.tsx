import type { Security } from '@core/contracts/security';
import { deviceZone } from '@core/format';
import { formatWithYearInZone } from '@core/zones';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { RegionCard } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import {
  passkeyErrorMessage,
  passkeysSupported,
  useAddPasskey,
  useConfirmTotp,
  useNewRecoveryCodes,
  useRemovePasskey,
  useRemoveTotp,
  useSecurity,
  useSetupTotp,
} from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { KeyRound, ShieldCheck, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';

const when = (iso: string) => formatWithYearInZone(Date.parse(iso), deviceZone());

/**
 * "Two-factor sign-in": passkeys, an authenticator app and recovery codes. Operators must have one
 * before the console opens; anyone may add them.
 */
export function SecurityCard() {
  const { t } = useLingui();
  const security = useSecurity();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <section id="security" className="scroll-mt-20">
      <RegionCard
        title={t`Two-factor sign-in`}
        description={t`A passkey or an authenticator app keeps your account yours even if your password leaks. Money and account changes ask for it again.`}
      >
        <QueryGate
          query={security}
          loadingLabel={t`Loading two-factor sign-in…`}
          errorPrefix={t`We could not load two-factor sign-in`}
        >
          {(data) => (
            <div className="grid gap-5">
              {data.secondFactorRequired && !data.totp && data.passkeys.length === 0 ? (
                <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  <Trans>Operators need a passkey or an authenticator app before the console opens.</Trans>
                </p>
              ) : null}
              {codes ? <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} /> : null}
              <PasskeysBlock security={data} onCodes={setCodes} />
              <AuthenticatorBlock security={data} onCodes={setCodes} />
              <RecoveryCodesBlock security={data} onCodes={setCodes} />
            </div>
          )}
        </QueryGate>
      </RegionCard>
    </section>
  );
}

type BlockProps = { security: Security; onCodes: (codes: string[]) => void };

function PasskeysBlock({ security, onCodes }: BlockProps) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const failure = add.error ?? remove.error;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const added = await add.mutateAsync(name.trim()).catch(() => null);
    if (!added) return;
    setName('');
    if (added.recoveryCodes) onCodes(added.recoveryCodes);
  };
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <KeyRound aria-hidden="true" className="h-4 w-4" /> <Trans>Passkeys</Trans>
      </h3>
      {failure ? <ErrorAlert>{passkeyErrorMessage(failure, t`Try again.`)}</ErrorAlert> : null}
      {security.passkeys.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No passkeys yet. Sign in with your fingerprint, face or phone screen lock.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Your passkeys`}>
          {security.passkeys.map((p) => {
            const name = p.name;
            const added = when(p.createdAt);
            const used = p.lastUsedAt ? when(p.lastUsedAt) : null;
            return (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span className="text-sm">
                  <span className="font-medium text-slate-900">{p.name}</span>
                  <span className="block text-slate-600">
                    {used ? t`Added ${added} · last used ${used}` : t`Added ${added}`}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(p.id)}
                >
                  <Trans>
                    Remove<span className="sr-only"> {name}</span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {passkeysSupported() ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <TextField
            label={t`Passkey name (optional)`}
            placeholder={t`My phone`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="min-w-48 flex-1"
          />
          <SubmitButton pending={add.isPending} pendingLabel={t`Waiting for your passkey…`}>
            <Trans>Add a passkey</Trans>
          </SubmitButton>
        </form>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>This browser cannot make passkeys. Use an authenticator app instead.</Trans>
        </p>
      )}
    </div>
  );
}

function AuthenticatorBlock({ security, onCodes }: BlockProps) {
  const { t } = useLingui();
  const setup = useSetupTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const [code, setCode] = useState('');
  const pendingSetup = setup.data && !security.totp ? setup.data : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const done = await confirm.mutateAsync(code.trim()).catch(() => null);
    if (!done) return;
    setCode('');
    setup.reset();
    if (done.recoveryCodes) onCodes(done.recoveryCodes);
  };
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone aria-hidden="true" className="h-4 w-4" /> <Trans>Authenticator app</Trans>
      </h3>
      {setup.error || remove.error ? (
        <ErrorAlert>{errorMessage(setup.error ?? remove.error)}</ErrorAlert>
      ) : null}
      {security.totp ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">
            <OnSince since={when(security.totp.since)} />
          </p>
          <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <Trans>Remove the authenticator app</Trans>
          </Button>
        </div>
      ) : pendingSetup ? (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <p className="text-sm text-slate-700">
            <Trans>
              Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), then enter
              the 6-digit code it shows.
            </Trans>
          </p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pendingSetup.qrSvg)}`}
            alt={t`QR code to add Pathway to your authenticator app`}
            className="h-44 w-44 rounded border bg-white p-1"
          />
          <p className="text-sm text-slate-600">
            <SetupKey secret={pendingSetup.secret} />
          </p>
          <TextField
            label={t`6-digit code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={confirm.error ? errorMessage(confirm.error) : undefined}
          />
          <SubmitButton pending={confirm.isPending} pendingLabel={t`Checking…`}>
            <Trans>Turn on</Trans>
          </SubmitButton>
        </form>
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          <Trans>Set up an authenticator app</Trans>
        </Button>
      )}
    </div>
  );
}

function OnSince({ since }: { since: string }) {
  return <Trans>On since {since}.</Trans>;
}

function SetupKey({ secret }: { secret: string }) {
  return (
    <Trans>
      Can't scan? Enter this key: <code className="break-all font-mono text-slate-900">{secret}</code>
    </Trans>
  );
}

function RecoveryCodesBlock({ security, onCodes }: BlockProps) {
  const renew = useNewRecoveryCodes();
  if (!security.totp && security.passkeys.length === 0) return null;
  const left = security.recoveryCodesLeft;
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" /> <Trans>Recovery codes</Trans>
      </h3>
      {renew.error ? <ErrorAlert>{errorMessage(renew.error)}</ErrorAlert> : null}
      <p className="text-sm text-slate-700">
        <Trans>{left} of 10 left. Each gets you in once if you lose your phone or passkey.</Trans>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={renew.isPending}
        onClick={async () => {
          const made = await renew.mutateAsync().catch(() => null);
          if (made) onCodes(made.recoveryCodes);
        }}
      >
        <Trans>Make new recovery codes</Trans>
      </Button>
    </div>
  );
}

/** New recovery codes, shown this once: the person copies or prints them before going on. */
function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Your recovery codes`}
      className="grid gap-2 rounded-md border-2 border-amber-300 bg-amber-50 p-3"
    >
      <p className="text-sm font-semibold text-amber-900">
        <Trans>Save these recovery codes now: they are shown only once. Each works once.</Trans>
      </p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
        >
          <Trans>Copy</Trans>
        </Button>
        <Button size="sm" onClick={onDone}>
          <Trans>I saved them</Trans>
        </Button>
      </div>
    </div>
  );
}
