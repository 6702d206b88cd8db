import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/queryClient';
import { useId } from 'react';
import { type PushState, usePushState, useSetPush } from '../push';

const stateText: Record<PushState, string> = {
  on: 'On: offers and notices reach this phone even when Pathway is closed.',
  off: 'Off: turn it on to get offers on this phone even when Pathway is closed.',
  blocked:
    "Blocked: this browser refuses notifications from Pathway. Allow them in the browser's site settings, then come back.",
  unsupported:
    'Not available here: open Pathway in a browser that supports push notifications, or install it on your phone.',
};

/** "Push notifications on this phone": asks the browser's permission, subscribes, and shows the state. */
export function PushControl() {
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
        <Label htmlFor={id}>Push notifications on this phone</Label>
        <p id={hintId} className="text-xs text-slate-600" role="status">
          {state.isError
            ? `Could not check this phone's push subscription: ${errorMessage(state.error)}`
            : stateText[current]}
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
                  title: 'Notifications are blocked',
                  description: stateText.blocked,
                  variant: 'destructive',
                });
            },
            onError: (err) =>
              toast({
                title: on ? 'Could not turn push notifications on' : 'Could not turn push notifications off',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
