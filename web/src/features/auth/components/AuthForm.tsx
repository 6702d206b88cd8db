import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The sign-in and sign-up card: title, the form with the server's overall refusal on top, the submit
 * button, and the link to the other form.
 */
export function AuthForm({
  title,
  description,
  onSubmit,
  formError,
  submit,
  switchTo,
  after,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  submit: { label: string; pendingLabel: string; pending: boolean };
  switchTo: { question: string; label: string; href: string };
  /** Below the form, inside the card (another way in, such as a passkey). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-2">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
            {children}
            <SubmitButton size="lg" pending={submit.pending} pendingLabel={submit.pendingLabel}>
              {submit.label}
            </SubmitButton>
            <p className="text-center text-sm text-slate-600">
              {switchTo.question}{' '}
              <Link
                to={switchTo.href}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {switchTo.label}
              </Link>
            </p>
          </form>
          {after ? <div className="mt-4">{after}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** The e-mail field both forms share. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" {...props} />;
}
