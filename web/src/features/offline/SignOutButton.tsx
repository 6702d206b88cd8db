import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useMe, useSignOut } from '@web/features/auth';
import { errorMessage } from '@web/lib/queryClient';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { unsentWarning } from './rules';

/** When what waits could not even be counted: ask all the same. */
const UNCOUNTED = msg`What this phone recorded may not have been sent yet. Signing out deletes it from this phone.`;

/**
 * Sign out without silently losing the road: what waits on the phone (positions, report writes,
 * messages) is sent first; what still cannot go (no signal) is named, and the driver confirms deleting
 * it or stays signed in.
 */
export function SignOutButton() {
  const { t } = useLingui();
  const signOut = useSignOut();
  const me = useMe().data ?? null;
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  // mutateAsync, not mutate callbacks: signing out swaps the page for the sign-in prompt, which
  // unmounts this component, and per-call callbacks of an unmounted observer never run.
  const signOutNow = async () => {
    try {
      await signOut.mutateAsync();
      toast({ title: t`Signed out`, description: t`See you next time.` });
    } catch (err) {
      toast({ title: t`Sign out failed`, description: errorMessage(err), variant: 'destructive' });
    } finally {
      setWarning(null);
    }
  };

  const start = async () => {
    setSending(true);
    let question: string | null;
    try {
      const { sendWhatWaits } = await import('./sendWhatWaits');
      question = unsentWarning(await sendWhatWaits(me?.id ?? null));
    } catch {
      question = t(UNCOUNTED);
    } finally {
      setSending(false);
    }
    if (question) setWarning(question);
    else await signOutNow();
  };

  const busy = sending || signOut.isPending;
  return (
    <ConfirmDialog
      open={warning !== null}
      onOpenChange={(open) => (open ? void start() : setWarning(null))}
      trigger={
        <Button variant="outline" className="w-full" disabled={busy}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {sending ? (
            <Trans>Sending what waits…</Trans>
          ) : signOut.isPending ? (
            <Trans>Signing out…</Trans>
          ) : (
            <Trans>Sign out</Trans>
          )}
        </Button>
      }
      title={t`Not sent yet`}
      description={warning}
      cancelLabel={t`Stay signed in`}
      confirmLabel={t`Sign out and delete them`}
      pendingLabel={t`Signing out…`}
      confirmVariant="destructive"
      pending={signOut.isPending}
      onConfirm={() => void signOutNow()}
    />
  );
}
