import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { useId } from 'react';
import { type PushState, usePushState, useSetPush } from '../push';

const stateText: Record<PushState, MessageDescriptor> = {
  on: msg`On: offers and notices reach this phone even when Pathway is closed.`,
  off: msg`Off: turn it on to get offers on this phone even when Pathway is closed.`,
  blocked: msg`Blocked: this browser refuses notifications from Pathway. Allow them in the browser's site settings, then come back.`,
  unsupported: msg`Not available here: open Pathway in a browser that supports push notifications, or install it on your phone.`,
};

function CheckFailed({ error }: { error: unknown }) {
  const reason = errorMessage(error);
  return <Trans>Could not check this phone's push subscription: {reason}</Trans>;
}

/** "Push notifications on this phone": asks the browser's permission, subscribes, and shows the state. */
export function PushControl() {
  const { t } = useLingui();
  const id = useId();
  const hintId = useId();
  const state = usePushState();
  const setPush = useSetPush();
  if (state.isPending) return <Skeleton className="h-14 rounded-xl" />;
  const current: PushState = state.isError ? 'off' : state.data;
  const usable = current === 'on' || current === 'off';
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-3">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>
          <Trans>Push notifications on this phone</Trans>
        </Label>
        <p id={hintId} className="text-xs text-slate-600" role="status">
          {state.isError ? <CheckFailed error={state.error} /> : t(stateText[current])}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={hintId}
        checked={current === 'on'}
        disabled={!usable || setPush.isPending}
        onCheckedChange={(on) =>
          setPush.mutate(on, {
            onSuccess: (next) => {
              if (on && next === 'blocked')
                toast({
                  title: t`Notifications are blocked`,
                  description: t(stateText.blocked),
                  variant: 'destructive',
                });
            },
            onError: (err) =>
              toast({
                title: on
                  ? t`Could not turn push notifications on`
                  : t`Could not turn push notifications off`,
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
