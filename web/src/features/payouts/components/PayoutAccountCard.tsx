import type { PayoutAccount, TestPayoutOnboarding } from '@core/contracts/payouts';
import { testPayoutOnboardingBody } from '@core/contracts/payouts';
import { TEST_BANK_HINT } from '@core/payouts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { formatDateTimeWithZone } from '@web/lib/time';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useOnboardPayouts } from '../api';

const statusBadge: Record<
  PayoutAccount['status'],
  { tone: 'neutral' | 'success' | 'warning' | 'danger'; label: MessageDescriptor }
> = {
  none: { tone: 'neutral', label: msg`Not set up` },
  pending: { tone: 'warning', label: msg`Details needed` },
  enabled: { tone: 'success', label: msg`Ready` },
  restricted: { tone: 'danger', label: msg`Payouts stopped` },
};

/** Payouts: where the driver's pay goes, and the onboarding that sets it up (or replaces a failed bank). */
export function PayoutAccountCard({ account }: { account: PayoutAccount }) {
  const { t } = useLingui();
  const badge = statusBadge[account.status];
  const last4 = account.bankLast4 ?? '····';
  const [editing, setEditing] = useState(false);
  const needsForm = account.status === 'none' || account.status === 'restricted' || editing;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Landmark aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <Trans>Payouts</Trans>
          </CardTitle>
          <Badge tone={badge.tone}>{t(badge.label)}</Badge>
        </div>
        <CardDescription>
          {account.status === 'enabled'
            ? t`Your pay goes to the bank account ending ${last4}: each half lands in your payout account as it is released, and reaches your bank with the next daily payout.`
            : t`Until your payout account is ready, your released pay is held for you. Nothing is lost.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {account.provider === 'test' ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <Trans>
              <strong>Test mode.</strong> No real money moves.
            </Trans>{' '}
            {/* The test bank's numbers, written in core for the server's refusals too. */}
            {TEST_BANK_HINT}
          </p>
        ) : null}
        {account.disabledReason ? <ErrorAlert>{account.disabledReason}</ErrorAlert> : null}
        {account.bankHold ? <BankHoldNotice hold={account.bankHold} /> : null}
        {account.requirementsDue.length > 0 && account.status !== 'none' ? (
          <div className="text-sm text-slate-700">
            <p className="font-medium">
              <Trans>Still needed:</Trans>
            </p>
            <ul className="list-disc pl-5">
              {account.requirementsDue.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {account.provider === 'stripe' ? (
          account.status === 'enabled' ? null : (
            <StripeOnboarding resume={account.status !== 'none'} />
          )
        ) : needsForm ? (
          <TestOnboardingForm replacing={account.status !== 'none'} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Trans>Change bank account</Trans>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** A bank change's safety wait, or the freeze the driver asked for with the e-mailed link. */
function BankHoldNotice({ hold }: { hold: NonNullable<PayoutAccount['bankHold']> }) {
  if (hold.frozenAt)
    return (
      <p role="status" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
        <Trans>
          <strong>Payouts are frozen:</strong> you told us the bank change wasn't you. Pathway's operators
          will contact you.
        </Trans>
      </p>
    );
  if (!hold.holdUntil) return null;
  const start = formatDateTimeWithZone(hold.holdUntil);
  return (
    <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
      <Trans>
        Payouts to your new bank start on {start}. Until then your pay waits safely in your balance.
      </Trans>
    </p>
  );
}

function StripeOnboarding({ resume }: { resume: boolean }) {
  const { t } = useLingui();
  const onboard = useOnboardPayouts();
  return (
    <Button
      disabled={onboard.isPending}
      onClick={() =>
        onboard.mutate(
          {},
          {
            onSuccess: (answer) => {
              if (answer.onboardingUrl) window.location.assign(answer.onboardingUrl);
            },
            onError: (err) =>
              toast({
                title: t`Could not open payout setup`,
                description: errorMessage(err),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {onboard.isPending
        ? t`Opening Stripe…`
        : resume
          ? t`Finish payout setup`
          : t`Set up payouts with Stripe`}
    </Button>
  );
}

const fields = [
  'legalName',
  'dateOfBirth',
  'ssnLast4',
  'taxpayerId',
  'routingNumber',
  'accountNumber',
] as const;

function TestOnboardingForm({ replacing, onDone }: { replacing: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const onboard = useOnboardPayouts();
  const { form, formError, onSubmit } = useAppForm<TestPayoutOnboarding>({
    resolver: zodResolver(testPayoutOnboardingBody),
    defaultValues: {
      legalName: '',
      dateOfBirth: '',
      ssnLast4: '',
      taxpayerId: '',
      routingNumber: '',
      accountNumber: '',
    },
    fields,
    send: async (values) => {
      const { account } = await onboard.mutateAsync(values);
      const last4 = account.bankLast4;
      toast({
        title: account.status === 'enabled' ? t`Payout account ready` : t`Payout details saved`,
        description: last4 ? t`Pay goes to the account ending ${last4}.` : undefined,
      });
      onDone();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t`Payout account`}>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField
        label={t`Legal name`}
        autoComplete="name"
        error={errors.legalName?.message}
        {...register('legalName')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          type="date"
          label={t`Date of birth`}
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <TextField
          label={t`SSN, last 4`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          error={errors.ssnLast4?.message}
          {...register('ssnLast4')}
        />
      </div>
      <TextField
        label={t`Full SSN or ITIN (optional)`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        hint={t`Test mode: for your 1099-NEC. Without it your statements are earnings statements.`}
        error={errors.taxpayerId?.message}
        {...register('taxpayerId')}
      />
      <TextField
        label={t`Routing number`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        error={errors.routingNumber?.message}
        {...register('routingNumber')}
      />
      <TextField
        label={t`Account number`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t`Saving…`}>
        {replacing ? t`Use this bank account` : t`Set up payouts`}
      </SubmitButton>
    </form>
  );
}
