import { addOperatorForm } from '@core/contracts/operations';
import { zodResolver } from '@hookform/resolvers/zod';
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
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Operators</h1>
        <p className="text-sm text-slate-600">
          Operators run the console. Only another operator can add or remove one, and every change is in the
          audit log.
        </p>
      </header>
      <OperatorGate
        path="/admin/operators"
        signInText="Sign in with an operator account to manage operators."
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
  const operators = useQuery(operatorsQuery());
  if (operators.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (operators.isError)
    return <QueryErrorRetry query={operators} prefix="We could not load the operators" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Current operators</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {operators.data.operators.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{o.name}</span> · {o.email}
                {o.you ? ' (you)' : ''}
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
  const { remove } = useOperators();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          Remove
        </Button>
      }
      title={`Remove ${name}?`}
      description="They keep their account but lose the console at once."
      cancelLabel="Keep"
      confirmLabel="Remove"
      pendingLabel="Removing…"
      confirmVariant="destructive"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: (a) => {
            setOpen(false);
            toast({ title: 'Removed', description: a.message });
          },
          onError: (err) => {
            setOpen(false);
            toast({ title: 'Not removed', description: errorMessage(err), variant: 'destructive' });
          },
        })
      }
    />
  );
}

function AddOperator() {
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
      toast({ title: 'Operator added', description: answer.message });
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
        <CardTitle className="text-base">Add an operator</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Add an operator">
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Name (new accounts)"
            hint="Leave empty when the person already has an account."
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="First password (new accounts)"
            type="password"
            autoComplete="new-password"
            hint="Hand it over in person; they sign in with it."
            error={errors.password?.message}
            {...register('password')}
          />
          <SubmitButton pending={isSubmitting} pendingLabel="Adding…">
            Add operator
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
