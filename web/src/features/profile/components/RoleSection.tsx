import type { Me, UserRole } from '@core/contracts/accounts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useUpdateRole } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { useId } from 'react';

const roleLabel: Record<UserRole, MessageDescriptor> = { client: msg`Customer`, driver: msg`Driver` };
/** Each role's sentence whole, so each language words it. */
const nowUsingAs: Record<UserRole, MessageDescriptor> = {
  client: msg`You are now using Pathway as a Customer.`,
  driver: msg`You are now using Pathway as a Driver.`,
};

/** The Customer / Driver switch; the navigation follows at once. */
export function RoleSection({ me }: { me: Me }) {
  const { t } = useLingui();
  const role = t(roleLabel[me.role]);
  const updateRole = useUpdateRole();
  const descriptionId = useId();
  const isDriver = me.role === 'driver';

  const changeRole = (checked: boolean) => {
    const role: UserRole = checked ? 'driver' : 'client';
    updateRole.mutate(role, {
      onSuccess: () => toast({ title: t`Role updated`, description: t(nowUsingAs[role]) }),
      onError: (err) =>
        toast({ title: t`Could not change role`, description: errorMessage(err), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Account type</Trans>
        </CardTitle>
        <CardDescription id={descriptionId}>
          <Trans>Customers request recoveries. Drivers find and accept jobs.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-center gap-3 rounded-xl bg-slate-50 p-3">
          <span
            aria-hidden="true"
            className={cn('text-sm font-semibold', isDriver ? 'text-slate-600' : 'text-brand-700')}
          >
            <Trans>Customer</Trans>
          </span>
          <Switch
            checked={isDriver}
            onCheckedChange={changeRole}
            disabled={updateRole.isPending}
            aria-label={t`Driver`}
            aria-describedby={descriptionId}
          />
          <span
            aria-hidden="true"
            className={cn('text-sm font-semibold', isDriver ? 'text-brand-700' : 'text-slate-600')}
          >
            <Trans>Driver</Trans>
          </span>
        </div>
        <p className="mt-2 text-center text-xs text-slate-500" aria-live="polite">
          <Trans>Current role: {role}</Trans>
        </p>
      </CardContent>
    </Card>
  );
}
