import { type CardField, type CardInput, cardBrand, validateCard } from '@core/cards';
import type { CreatePaymentIntentResponse, TestConfirmResponse } from '@core/contracts/payments';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authenticateTestPayment, confirmTestPayment } from '../api';
import { formatCardNumber, formatCvc, formatExpiry } from '../format';
import { successPathFor } from '../successFlow';
import { PayButton } from './PayButton';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';

const FIELDS: CardField[] = ['number', 'expiry', 'cvc'];
const isCardField = (value: string | undefined): value is CardField => FIELDS.includes(value as CardField);

interface DarkFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef: (el: HTMLInputElement | null) => void;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  /** Shown inside the field, on the right (the card brand). */
  adornment?: string;
}

function DarkField({ id, label, value, error, onChange, inputRef, adornment, ...input }: DarkFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id} className="text-slate-200">
        {label}
      </Label>
      <div className="relative">
        <Input
          id={id}
          ref={inputRef}
          name={id}
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'border-slate-600 bg-slate-800 font-mono tracking-wide text-white placeholder:text-slate-500 aria-invalid:border-red-400',
            adornment !== undefined && 'pr-24',
          )}
          {...input}
        />
        {adornment !== undefined ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-1 text-xs font-semibold text-slate-300"
          >
            {adornment && adornment !== 'Card' ? (
              adornment
            ) : (
              <CreditCard className="h-5 w-5 text-slate-400" />
            )}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The card form of the built-in test gateway (payments port default, brief §7). The card goes to the
 * Pathway server's test gateway only, which keeps the last four digits; no real card is charged.
 */
export function TestCardForm({ intent }: { intent: CreatePaymentIntentResponse }) {
  const navigate = useNavigate();
  const baseId = useId();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [busy, setBusy] = useState(false);
  // A 3-D Secure card: the authentication step is open ('waiting') or its answer is on its way.
  const [authentication, setAuthentication] = useState<'none' | 'waiting' | 'answering'>('none');
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focusFirst = (fieldErrors: Partial<Record<CardField, string>>) => {
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCard(card);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      settle(await confirmTestPayment(intent.paymentIntentId, { clientSecret: intent.clientSecret, card }));
    } catch (err) {
      fail(err);
    }
  };

  /** The gateway's answer: on to the success page, the 3-D Secure step, or the error and the form again. */
  const settle = (result: TestConfirmResponse) => {
    if (result.status === 'succeeded') {
      toast({ title: 'Payment Successful', description: 'Recording your payment…' });
      navigate(successPathFor(intent.paymentIntentId, intent.clientSecret));
      return;
    }
    if (result.status === 'requires_action') {
      setAuthentication('waiting');
      return;
    }
    const message = result.error?.message || 'An unknown error occurred';
    toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    const field = result.error?.field;
    if (isCardField(field)) {
      const fieldErrors = { [field]: message };
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
    }
    setBusy(false);
  };

  const fail = (err: unknown) => {
    toast({
      title: 'Payment Failed',
      description: errorMessage(err) || 'An unknown error occurred',
      variant: 'destructive',
    });
    setBusy(false);
  };

  const authenticate = async (outcome: 'approve' | 'fail') => {
    if (authentication !== 'waiting') return;
    setAuthentication('answering');
    try {
      const result = await authenticateTestPayment(intent.paymentIntentId, {
        clientSecret: intent.clientSecret,
        outcome,
      });
      setAuthentication('none');
      settle(result);
    } catch (err) {
      setAuthentication('none');
      fail(err);
    }
  };

  const brand = cardBrand(card.number);

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Card details">
        <fieldset disabled={busy} className="grid gap-4">
          <legend className="sr-only">Card details</legend>
          <DarkField
            id={`${baseId}-number`}
            label="Card number"
            value={card.number}
            error={errors.number}
            onChange={(value) => update('number', formatCardNumber(value))}
            inputRef={(el) => {
              inputs.current.number = el;
            }}
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            adornment={brand}
          />
          <div className="grid grid-cols-2 gap-3">
            <DarkField
              id={`${baseId}-expiry`}
              label="Expiry (MM/YY)"
              value={card.expiry}
              error={errors.expiry}
              onChange={(value) => update('expiry', formatExpiry(value))}
              inputRef={(el) => {
                inputs.current.expiry = el;
              }}
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
            />
            <DarkField
              id={`${baseId}-cvc`}
              label="CVC"
              value={card.cvc}
              error={errors.cvc}
              onChange={(value) => update('cvc', formatCvc(value))}
              inputRef={(el) => {
                inputs.current.cvc = el;
              }}
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
            />
          </div>
        </fieldset>
        <PayButton busy={busy} />
      </form>
      <TestAuthenticationDialog
        open={authentication !== 'none'}
        amountCents={intent.amountCents}
        busy={authentication === 'answering'}
        onAnswer={(outcome) => void authenticate(outcome)}
      />
    </>
  );
}
