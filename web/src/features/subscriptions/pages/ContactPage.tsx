import { type ContactInput, contactBody } from '@core/contracts/subscriptions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useMe } from '@web/features/auth';
import { usePublicConfig } from '@web/features/config';
import { useAppForm } from '@web/lib/forms';
import { CheckCircle2 } from 'lucide-react';
import { useContact } from '../api';

/** /contact: Contact Sales. The message is stored and reaches the operators. */
export function ContactPage() {
  const { t } = useLingui();
  const me = useMe();
  const config = usePublicConfig();
  const phone = config.data?.supportPhone ?? t`support`;
  const email = config.data?.supportEmail ?? t`us`;
  const contact = useContact();
  const { form, formError, onSubmit } = useAppForm<ContactInput>({
    resolver: zodResolver(contactBody),
    fields: ['name', 'email', 'company', 'topic', 'message'],
    send: (values) => contact.mutateAsync(values),
    values: {
      name: me.data?.name ?? '',
      email: me.data?.email ?? '',
      company: '',
      topic: 'sales',
      message: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;

  if (contact.isSuccess) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <CardHeader className="items-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-500" />
          <CardTitle>
            <Trans>Message sent</Trans>
          </CardTitle>
          <CardDescription role="status">{contact.data.message}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle>
          <Trans>Contact Sales</Trans>
        </CardTitle>
        {/* Three lines kept for it: the phone and address arrive with the settings, the form stays put. */}
        <CardDescription className="min-h-[3lh]">
          <Trans>
            Tell us about your fleet and we will get back to you. You can also call {phone} or write to{' '}
            {email}.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={onSubmit} aria-label={t`Contact Sales`}>
          <TextField
            label={t`Name`}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={t`Company (optional)`}
            autoComplete="organization"
            {...form.register('company')}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="contact-topic">
              <Trans>Topic</Trans>
            </Label>
            <select
              id="contact-topic"
              className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm"
              {...form.register('topic')}
            >
              <option value="sales">{t`Sales and volume pricing`}</option>
              <option value="billing">{t`Billing and subscriptions`}</option>
              <option value="support">{t`Support`}</option>
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="contact-message">
              <Trans>Message</Trans>
            </Label>
            <Textarea
              id="contact-message"
              rows={5}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'contact-message-error' : undefined}
              {...form.register('message')}
            />
            {errors.message ? (
              <p id="contact-message-error" className="text-sm text-red-600">
                {errors.message.message}
              </p>
            ) : null}
          </div>
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <Button type="submit" disabled={contact.isPending}>
            {contact.isPending ? t`Sending…` : t`Send message`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
