import { addOperatorForm } from '@core/contracts/operations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { toast } from '@web/components/ui/use-toast';
import { OperatorGate } from '@web/features/auth';
import { useAppForm } from '@web/lib/forms';
import { errorMessage } from '@web/lib/queryClient';
import { useState } from 'react';
import type { z } from 'zod';
import { operatorsQuery, useOperators } from '../api';

/** /admin/operators: operators add and remove each other; nobody makes themselves one. */
export function OperatorsPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Operators</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            Operators run the console. Only another operator can add or remove one, and every change is in the
            audit log.
          </Trans>
        </p>
      </header>
      <OperatorGate
        path="/admin/operators"
        signInText={t`Sign in with an operator account to manage operators.`}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <OperatorList />
          <AddOperator />
        </div>
      </OperatorGate>
    </div>
  );
}

function OperatorList() {
  const { t } = useLingui();
  const operators = useQuery(operatorsQuery());
  if (operators.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (operators.isError)
    return <QueryErrorRetry query={operators} prefix={t`We could not load the operators`} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          <Trans>Current operators</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {operators.data.operators.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{o.name}</span> · {o.email}
                {o.you ? t` (you)` : ''}
              </span>
              {o.you ? null : <RemoveOperator id={o.id} name={o.name} />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RemoveOperator({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const { remove } = useOperators();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Trans>Remove</Trans>
        </Button>
      }
      title={t`Remove ${name}?`}
      description={t`They keep their account but lose the console at once.`}
      cancelLabel={t`Keep`}
      confirmLabel={t`Remove`}
      pendingLabel={t`Removing…`}
      confirmVariant="destructive"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: (a) => {
            setOpen(false);
            toast({ title: t`Removed`, description: a.message });
          },
          onError: (err) => {
            setOpen(false);
            toast({ title: t`Not removed`, description: errorMessage(err), variant: 'destructive' });
          },
        })
      }
    />
  );
}

function AddOperator() {
  const { t } = useLingui();
  const { add } = useOperators();
  const { form, formError, onSubmit } = useAppForm<
    z.input<typeof addOperatorForm>,
    z.output<typeof addOperatorForm>
  >({
    resolver: zodResolver(addOperatorForm),
    defaultValues: { email: '', name: '', password: '' },
    fields: ['email', 'name', 'password'],
    send: async (v) => {
      const answer = await add.mutateAsync({
        email: v.email,
        ...(v.name ? { name: v.name } : {}),
        ...(v.password ? { password: v.password } : {}),
      });
      toast({ title: t`Operator added`, description: answer.message });
      form.reset();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          <Trans>Add an operator</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t`Add an operator`}>
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <TextField
            label={t`E-mail`}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t`Name (new accounts)`}
            hint={t`Leave empty when the person already has an account.`}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t`First password (new accounts)`}
            type="password"
            autoComplete="new-password"
            hint={t`Hand it over in person; they sign in with it.`}
            error={errors.password?.message}
            {...register('password')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel={t`Adding…`}>
            <Trans>Add operator</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
