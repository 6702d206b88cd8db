import { changeEmailBody } from '@core/contracts/verification';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { RegionCard } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useChangeEmail } from '@web/features/auth';
import { useAppForm } from '@web/lib/forms';
import type { z } from 'zod';

type ChangeEmailForm = z.input<typeof changeEmailBody>;

/**
 * "Change e-mail address": the new one (the request asks the person to confirm it's them first). The new address is unconfirmed until
 * its link is opened; the old one is told of the change.
 */
export function ChangeEmailCard({ email }: { email: string }) {
  const { t } = useLingui();
  const change = useChangeEmail();
  const { form, formError, onSubmit } = useAppForm<ChangeEmailForm>({
    resolver: zodResolver(changeEmailBody),
    defaultValues: { email: '' },
    fields: ['email'],
    conflictField: 'email',
    sayAboveWhenPlaced: false,
    send: async (body) => {
      await change.mutateAsync(body);
      form.reset();
    },
  });
  const { register, formState } = form;

  return (
    <RegionCard
      title={t`Change e-mail address`}
      description={t`Now ${email}. We e-mail a link to the new address to confirm it, and tell this one about the change.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <div role="status" aria-live="polite">
          {change.isSuccess && !formState.isDirty ? (
            <p className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              <NowEmail email={change.data.email} />
            </p>
          ) : null}
        </div>
        <TextField
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <SubmitButton pending={formState.isSubmitting} pendingLabel={t`Changing e-mail…`}>
          <Trans>Change e-mail address</Trans>
        </SubmitButton>
      </form>
    </RegionCard>
  );
}

function NowEmail({ email }: { email: string }) {
  return <Trans>Your e-mail address is now {email}. Open the link we sent there to confirm it.</Trans>;
}
