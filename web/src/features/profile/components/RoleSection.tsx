import type { Me, UserRole } from '@core/contracts/accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useUpdateRole } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { cn } from '@web/lib/utils';
import { useId } from 'react';

const roleLabel: Record<UserRole, string> = { client: 'Customer', driver: 'Driver' };

/** The Customer / Driver switch; the navigation follows at once. */
export function RoleSection({ me }: { me: Me }) {
  const updateRole = useUpdateRole();
  const descriptionId = useId();
  const isDriver = me.role === 'driver';

  const changeRole = (checked: boolean) => {
    const role: UserRole = checked ? 'driver' : 'client';
    updateRole.mutate(role, {
      onSuccess: () =>
        toast({ title: 'Role updated', description: `You are now using Pathway as a ${roleLabel[role]}.` }),
      onError: (err) =>
        toast({ title: 'Could not change role', description: errorMessage(err), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account type</CardTitle>
        <CardDescription id={descriptionId}>
          Customers request recoveries. Drivers find and accept jobs.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-center gap-3 rounded-xl bg-slate-50 p-3">
          <span
            aria-hidden="true"
            className={cn('text-sm font-semibold', isDriver ? 'text-slate-600' : 'text-brand-700')}
          >
            Customer
          </span>
          <Switch
            checked={isDriver}
            onCheckedChange={changeRole}
            disabled={updateRole.isPending}
            aria-label="Driver"
            aria-describedby={descriptionId}
          />
          <span
            aria-hidden="true"
            className={cn('text-sm font-semibold', isDriver ? 'text-brand-700' : 'text-slate-600')}
          >
            Driver
          </span>
        </div>
        <p className="mt-2 text-center text-xs text-slate-500" aria-live="polite">
          Current role: {roleLabel[me.role]}
        </p>
      </CardContent>
    </Card>
  );
}
