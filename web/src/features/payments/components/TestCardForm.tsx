import { type CardField, type CardInput, cardBrand, validateCard } from '@core/cards';
import type { TestConfirmResponse } from '@core/contracts/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { rulesResolver } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { CreditCard } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { authenticateTestPayment, confirmTestPayment } from '../api';
import { cardMessage } from '../cardMessages';
import { formatCardNumber, formatCvc, formatExpiry } from '../format';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';

const FIELDS: CardField[] = ['number', 'expiry', 'cvc'];
const isCardField = (value: string | undefined): value is CardField => FIELDS.includes(value as CardField);

type Tone = 'dark' | 'light';

const FIELD_TONES: Record<Tone, { labelClass: string; input: string; error: string; adornment: string }> = {
  dark: {
    labelClass: 'text-slate-200',
    input:
      'border-slate-600 bg-slate-800 font-mono tracking-wide text-white placeholder:text-slate-500 aria-invalid:border-red-400',
    error: 'text-sm text-red-300',
    adornment: 'text-slate-300',
  },
  light: {
    labelClass: 'text-slate-800',
    input: 'font-mono tracking-wide aria-invalid:border-red-500',
    error: 'text-sm text-red-700',
    adornment: 'text-slate-600',
  },
};

interface CardFieldProps {
  tone: Tone;
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

function CardFieldInput({
  tone,
  id,
  label,
  value,
  error,
  onChange,
  inputRef,
  adornment,
  ...input
}: CardFieldProps) {
  const errorId = `${id}-error`;
  const classes = FIELD_TONES[tone];
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id} className={classes.labelClass}>
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
          className={cn(classes.input, adornment !== undefined && 'pr-24')}
          {...input}
        />
        {adornment !== undefined ? (
          <span
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute top-1/2 right-3 flex -translate-y-1/2 items-center gap-1 text-xs font-semibold',
              classes.adornment,
            )}
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
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The number, expiry and CVC, each formatted as typed. */
function CardFields({
  tone,
  card,
  errors,
  update,
  inputs,
}: {
  tone: Tone;
  card: CardInput;
  errors: Partial<Record<CardField, string>>;
  update: (field: CardField, value: string) => void;
  inputs: Partial<Record<CardField, HTMLInputElement | null>>;
}) {
  const baseId = useId();
  const { t } = useLingui();
  const brand = cardBrand(card.number);
  return (
    <>
      <CardFieldInput
        tone={tone}
        id={`${baseId}-number`}
        label={t`Card number`}
        value={card.number}
        error={errors.number}
        onChange={(value) => update('number', formatCardNumber(value))}
        inputRef={(el) => {
          inputs.number = el;
        }}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        adornment={brand}
      />
      <div className="grid grid-cols-2 gap-3">
        <CardFieldInput
          tone={tone}
          id={`${baseId}-expiry`}
          label={t`Expiry (MM/YY)`}
          value={card.expiry}
          error={errors.expiry}
          onChange={(value) => update('expiry', formatExpiry(value))}
          inputRef={(el) => {
            inputs.expiry = el;
          }}
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          maxLength={5}
        />
        <CardFieldInput
          tone={tone}
          id={`${baseId}-cvc`}
          label={t`CVC`}
          value={card.cvc}
          error={errors.cvc}
          onChange={(value) => update('cvc', formatCvc(value))}
          inputRef={(el) => {
            inputs.cvc = el;
          }}
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
    </>
  );
}

/** The card's rules from core (number, expiry, CVC), checked before anything is sent. */
const cardRules = rulesResolver<CardInput>(validateCard);

export interface TestCardFormProps {
  /** The test gateway's intent to confirm (a job's payment, or a subscription's checkout). */
  intent: { paymentIntentId: string; clientSecret: string; amountCents: number };
  /** The submit button, given whether a confirmation runs. */
  submitButton: (busy: boolean) => ReactNode;
  /** The gateway said the card succeeded (after the 3-D Secure step when the card asks for one). */
  onSucceeded: () => void | Promise<void>;
  /** The card was refused or the call failed (a field's error is shown at the field). */
  onFailed?: (message: string) => void;
  /** Also show a refusal that is not about one field on the form itself (where no toast tells it). */
  showFailure?: boolean;
  tone?: Tone;
}

/**
 * The one card form of the built-in test gateway (payments port default), for checkout and for
 * subscriptions: the number, expiry and CVC formatted as typed (1234 becomes 12/34), the card
 * checked before it is sent, Stripe's test cards deciding the outcome, and the 3-D Secure step for the
 * cards that ask for it. The card goes to Pathway's test gateway only, which keeps the last four digits.
 */
export function TestCardForm({
  intent,
  submitButton,
  onSucceeded,
  onFailed,
  showFailure = false,
  tone = 'dark',
}: TestCardFormProps) {
  const form = useForm<CardInput>({
    resolver: cardRules,
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const card = form.watch();
  const { errors: fieldErrors } = form.formState;
  const errors: Partial<Record<CardField, string>> = {
    number: fieldErrors.number?.message && cardMessage(fieldErrors.number.message),
    expiry: fieldErrors.expiry?.message && cardMessage(fieldErrors.expiry.message),
    cvc: fieldErrors.cvc?.message && cardMessage(fieldErrors.cvc.message),
  };
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  // A 3-D Secure card: the authentication step is open ('waiting') or its answer is on its way.
  const [authentication, setAuthentication] = useState<'none' | 'waiting' | 'answering'>('none');
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  const update = (field: CardField, value: string) => {
    form.setValue(field, value);
    if (fieldErrors[field]) form.clearErrors(field);
  };

  const focusFirst = (refused: Partial<Record<CardField, unknown>>) => {
    const first = FIELDS.find((field) => refused[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = form.handleSubmit(async (checked) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await settle(
        await confirmTestPayment(intent.paymentIntentId, {
          clientSecret: intent.clientSecret,
          card: checked,
        }),
      );
    } catch (err) {
      fail(err);
    }
  }, focusFirst);

  /** The gateway's answer: success, the 3-D Secure step, or the error and the form again. */
  const settle = async (result: TestConfirmResponse) => {
    if (result.status === 'succeeded') {
      await onSucceeded();
      setBusy(false);
      return;
    }
    if (result.status === 'requires_action') {
      setAuthentication('waiting');
      return;
    }
    const message = result.error?.message ? cardMessage(result.error.message) : t`An unknown error occurred`;
    const field = result.error?.field;
    // The gateway's refusal of one field lands on it, as a server refusal does on any form.
    if (isCardField(field)) {
      form.setError(field, { type: 'server', message });
      focusFirst({ [field]: message });
    }
    setFailure(isCardField(field) ? null : message);
    onFailed?.(message);
    setBusy(false);
  };

  const fail = (err: unknown) => {
    const message = errorMessage(err) || t`An unknown error occurred`;
    setFailure(message);
    onFailed?.(message);
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
      await settle(result);
    } catch (err) {
      setAuthentication('none');
      fail(err);
    }
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Card details`}>
        <fieldset disabled={busy} className="grid gap-4">
          <legend className="sr-only">
            <Trans>Card details</Trans>
          </legend>
          <CardFields tone={tone} card={card} errors={errors} update={update} inputs={inputs.current} />
        </fieldset>
        {showFailure && failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {submitButton(busy)}
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
