import type { Security } from '@core/contracts/security';
import { deviceZone } from '@core/format';
import { formatWithYearInZone } from '@core/zones';
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
  const security = useSecurity();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <section id="security" className="scroll-mt-20">
      <RegionCard
        title="Two-factor sign-in"
        description="A passkey or an authenticator app keeps your account yours even if your password leaks. Money and account changes ask for it again."
      >
        <QueryGate
          query={security}
          loadingLabel="Loading two-factor sign-in…"
          errorPrefix="We could not load two-factor sign-in"
        >
          {(data) => (
            <div className="grid gap-5">
              {data.secondFactorRequired && !data.totp && data.passkeys.length === 0 ? (
                <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  Operators need a passkey or an authenticator app before the console opens.
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
        <KeyRound aria-hidden="true" className="h-4 w-4" /> Passkeys
      </h3>
      {failure ? <ErrorAlert>{passkeyErrorMessage(failure, 'Try again.')}</ErrorAlert> : null}
      {security.passkeys.length === 0 ? (
        <p className="text-sm text-slate-600">
          No passkeys yet. Sign in with your fingerprint, face or phone screen lock.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Your passkeys">
          {security.passkeys.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <span className="text-sm">
                <span className="font-medium text-slate-900">{p.name}</span>
                <span className="block text-slate-600">
                  Added {when(p.createdAt)}
                  {p.lastUsedAt ? ` · last used ${when(p.lastUsedAt)}` : ''}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(p.id)}
              >
                Remove<span className="sr-only"> {p.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <TextField
            label="Passkey name (optional)"
            placeholder="My phone"
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="min-w-48 flex-1"
          />
          <SubmitButton pending={add.isPending} pendingLabel="Waiting for your passkey…">
            Add a passkey
          </SubmitButton>
        </form>
      ) : (
        <p className="text-sm text-slate-600">
          This browser cannot make passkeys. Use an authenticator app instead.
        </p>
      )}
    </div>
  );
}

function AuthenticatorBlock({ security, onCodes }: BlockProps) {
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
        <Smartphone aria-hidden="true" className="h-4 w-4" /> Authenticator app
      </h3>
      {setup.error || remove.error ? (
        <ErrorAlert>{errorMessage(setup.error ?? remove.error)}</ErrorAlert>
      ) : null}
      {security.totp ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">On since {when(security.totp.since)}.</p>
          <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Remove the authenticator app
          </Button>
        </div>
      ) : pendingSetup ? (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <p className="text-sm text-slate-700">
            Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), then enter
            the 6-digit code it shows.
          </p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pendingSetup.qrSvg)}`}
            alt="QR code to add Pathway to your authenticator app"
            className="h-44 w-44 rounded border bg-white p-1"
          />
          <p className="text-sm text-slate-600">
            Can't scan? Enter this key:{' '}
            <code className="break-all font-mono text-slate-900">{pendingSetup.secret}</code>
          </p>
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={confirm.error ? errorMessage(confirm.error) : undefined}
          />
          <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
            Turn on
          </SubmitButton>
        </form>
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          Set up an authenticator app
        </Button>
      )}
    </div>
  );
}

function RecoveryCodesBlock({ security, onCodes }: BlockProps) {
  const renew = useNewRecoveryCodes();
  if (!security.totp && security.passkeys.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Recovery codes
      </h3>
      {renew.error ? <ErrorAlert>{errorMessage(renew.error)}</ErrorAlert> : null}
      <p className="text-sm text-slate-700">
        {security.recoveryCodesLeft} of 10 left. Each gets you in once if you lose your phone or passkey.
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
        Make new recovery codes
      </Button>
    </div>
  );
}

/** New recovery codes, shown this once: the person copies or prints them before going on. */
function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div
      role="region"
      aria-label="Your recovery codes"
      className="grid gap-2 rounded-md border-2 border-amber-300 bg-amber-50 p-3"
    >
      <p className="text-sm font-semibold text-amber-900">
        Save these recovery codes now: they are shown only once. Each works once.
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
          Copy
        </Button>
        <Button size="sm" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}
