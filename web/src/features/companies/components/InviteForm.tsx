import { type InviteMemberBody, inviteMemberBody } from '@core/contracts/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { useAppForm } from '@web/lib/forms';
import type { z } from 'zod';
import { useInvite } from '../api';
import { RoleDescriptions, RoleSelect } from './RoleSelect';

/** Invite by e-mail: the person gets a link that works once, for COMPANY_INVITE_DAYS days. */
export function InviteForm() {
  const { t } = useLingui();
  const invite = useInvite();
  const { form, formError, onSubmit } = useAppForm<InviteMemberBody, z.output<typeof inviteMemberBody>>({
    resolver: zodResolver(inviteMemberBody),
    defaultValues: { email: '', role: 'dispatcher' },
    fields: ['email', 'role'],
    conflictField: 'email',
    send: async (values) => {
      await invite.mutateAsync(values);
      toast({ title: t`Invitation sent`, description: values.email });
      form.reset({ email: '', role: values.role });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Invite someone</Trans>
      </h3>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField
        label={t`E-mail address`}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="invite-role">
          <Trans>Role</Trans>
        </Label>
        <RoleSelect id="invite-role" aria-describedby="invite-role-help" {...register('role')} />
        <RoleDescriptions id="invite-role-help" />
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel={t`Sending…`}>
        <Trans>Send invitation</Trans>
      </SubmitButton>
    </form>
  );
}
