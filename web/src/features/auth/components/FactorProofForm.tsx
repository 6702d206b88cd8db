import type { StepUpMethod } from '@core/contracts/security';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { passkeyErrorMessage, passkeysSupported } from '../security-api';

type TypedMethod = Exclude<StepUpMethod, 'passkey'>;
export type FactorProof =
  | { [M in TypedMethod]: { method: M; code: string } }[TypedMethod]
  | { method: 'passkey' };

const fieldOf: Record<
  TypedMethod,
  {
    label: MessageDescriptor;
    hint?: MessageDescriptor;
    /** "Enter your …": its own message, so each language words it whole. */
    missing: MessageDescriptor;
    autoComplete: string;
    numeric: boolean;
  }
> = {
  totp: {
    label: msg`Code from your authenticator app`,
    hint: msg`The 6-digit code your app shows for Pathway now.`,
    missing: msg`Enter your code from your authenticator app.`,
    autoComplete: 'one-time-code',
    numeric: true,
  },
  recovery_code: {
    label: msg`Recovery code`,
    hint: msg`One of the codes you saved when you set up two-factor sign-in. Each works once.`,
    missing: msg`Enter your recovery code.`,
    autoComplete: 'off',
    numeric: false,
  },
  password: {
    label: msg`Password`,
    missing: msg`Enter your password.`,
    autoComplete: 'current-password',
    numeric: false,
  },
};

const switchLabel: Record<TypedMethod, MessageDescriptor> = {
  totp: msg`Use your authenticator app instead`,
  recovery_code: msg`Use a recovery code instead`,
  password: msg`Use your password instead`,
};

/**
 * Proving it's you with what this account has: a passkey button, and a code (app or recovery) or the
 * password, with links to switch. Used by the sign-in's second step and by the step-up prompt.
 */
export function FactorProofForm({
  methods,
  submitLabel,
  onProve,
}: {
  methods: StepUpMethod[];
  submitLabel: string;
  onProve: (proof: FactorProof) => Promise<void>;
}) {
  const { t } = useLingui();
  const typed = methods.filter((m): m is TypedMethod => m !== 'passkey');
  const [method, setMethod] = useState<TypedMethod | undefined>(typed[0]);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const canPasskey = methods.includes('passkey') && passkeysSupported();

  const prove = async (proof: FactorProof) => {
    setError(null);
    setPending(true);
    try {
      await onProve(proof);
    } catch (err) {
      setError(passkeyErrorMessage(err, t`Try again, or use another way.`));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) return;
    if (!code.trim()) {
      setError(t(fieldOf[method].missing));
      return;
    }
    void prove({ method, code: code.trim() } as FactorProof);
  };
  const field = method ? fieldOf[method] : null;

  return (
    <div className="grid gap-4">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {canPasskey ? (
        <Button type="button" size="lg" disabled={pending} onClick={() => void prove({ method: 'passkey' })}>
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          <Trans>Use your passkey</Trans>
        </Button>
      ) : null}
      {method && field ? (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <TextField
            label={t(field.label)}
            hint={field.hint ? t(field.hint) : undefined}
            type={method === 'password' ? 'password' : 'text'}
            autoComplete={field.autoComplete}
            inputMode={field.numeric ? 'numeric' : undefined}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <SubmitButton
            size="lg"
            pending={pending}
            pendingLabel={t`Checking…`}
            variant={canPasskey ? 'outline' : undefined}
          >
            {submitLabel}
          </SubmitButton>
        </form>
      ) : null}
      {typed
        .filter((m) => m !== method)
        .map((m) => (
          <button
            key={m}
            type="button"
            className="justify-self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            onClick={() => {
              setMethod(m);
              setCode('');
              setError(null);
            }}
          >
            {t(switchLabel[m])}
          </button>
        ))}
    </div>
  );
}
