import { type CardInput, validateCard } from '@core/cards';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { confirmTestPayment } from '@web/features/payments';
import { errorMessage } from '@web/lib/queryClient';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { intentIdFromSecret } from '../format';

/**
 * The built-in test gateway's card form (no card provider configured): Stripe's public test cards
 * decide the outcome; only the brand and last four digits are kept.
 */
export function TestCardCheckout({
  clientSecret,
  submitLabel,
  onConfirmed,
  onFailed,
}: {
  clientSecret: string;
  submitLabel: string;
  onConfirmed: () => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fieldErrors = validateCard(card);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    const intentId = intentIdFromSecret(clientSecret);
    if (!intentId) {
      onFailed('Something went wrong.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await confirmTestPayment(intentId, { clientSecret, card });
      if (result.error) {
        setFailure(result.error.message);
        onFailed(result.error.message);
        return;
      }
      await onConfirmed();
    } catch (err) {
      const message = errorMessage(err) || 'An unexpected error occurred.';
      setFailure(message);
      onFailed(message);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof CardInput) => ({
    value: card[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setCard((c) => ({ ...c, [key]: e.target.value })),
  });

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card details" noValidate>
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
        <FlaskConical aria-hidden="true" className="h-4 w-4" />
        Test mode: use 4242 4242 4242 4242 with any future date and CVC.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...field('number')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          {...field('expiry')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          {...field('cvc')}
        />
      </div>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Button type="submit" variant="accent" size="lg" disabled={busy}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}
