import type { StepUpMethod } from '@core/contracts/security';
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

const fieldOf: Record<TypedMethod, { label: string; hint?: string; autoComplete: string; numeric: boolean }> =
  {
    totp: {
      label: 'Code from your authenticator app',
      hint: 'The 6-digit code your app shows for Pathway now.',
      autoComplete: 'one-time-code',
      numeric: true,
    },
    recovery_code: {
      label: 'Recovery code',
      hint: 'One of the codes you saved when you set up two-factor sign-in. Each works once.',
      autoComplete: 'off',
      numeric: false,
    },
    password: { label: 'Password', autoComplete: 'current-password', numeric: false },
  };

const switchLabel: Record<TypedMethod, string> = {
  totp: 'Use your authenticator app instead',
  recovery_code: 'Use a recovery code instead',
  password: 'Use your password instead',
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
      setError(passkeyErrorMessage(err, 'Try again, or use another way.'));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) return;
    if (!code.trim()) {
      setError(`Enter your ${fieldOf[method].label.toLowerCase()}.`);
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
          Use your passkey
        </Button>
      ) : null}
      {method && field ? (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <TextField
            label={field.label}
            hint={field.hint}
            type={method === 'password' ? 'password' : 'text'}
            autoComplete={field.autoComplete}
            inputMode={field.numeric ? 'numeric' : undefined}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <SubmitButton
            size="lg"
            pending={pending}
            pendingLabel="Checking…"
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
            {switchLabel[m]}
          </button>
        ))}
    </div>
  );
}
