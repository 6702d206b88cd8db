import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { deletionImpactQuery, useRequestDeletion, useSetSignedInUser } from '@web/features/auth';
import { clearStoredRequestId } from '@web/features/jobs';
import { errorMessage, isApiError } from '@web/lib/queryClient';
import { formatDate } from '@web/lib/time';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** The grace period is the server's (GET /api/me/deletion-impact); the card's words before it answers. */
const GRACE_DAYS = 30;

export const deletionConfirmText = (graceDays: number) =>
  tNow`Your account and everything in it will be deleted in ${graceDays} days. Until then you can sign in again and keep your account; after that it cannot be undone.`;
export const deletionFailedText = () =>
  tNow`There was a problem processing your data deletion request. Please try again or contact support.`;

/** What the deletion leaves of the person's moves under way and subscription, asked when the dialog opens. */
function Impact({ open }: { open: boolean }) {
  const { t } = useLingui();
  const impact = useQuery({ ...deletionImpactQuery(), enabled: open });
  if (!open) return null;
  if (impact.isPending)
    return (
      <span className="mt-2 flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="h-4 w-4" /> <Trans>Checking your moves and subscription…</Trans>
      </span>
    );
  if (impact.isError) {
    const reason = errorMessage(impact.error);
    return (
      <span role="alert" className="mt-2 block text-sm text-red-700">
        <Trans>We could not check your moves and subscription: {reason}</Trans>
      </span>
    );
  }
  if (impact.data.items.length === 0) return null;
  return (
    <span className="mt-3 grid gap-2 text-left">
      <span className="font-semibold text-slate-900">
        <Trans>Before you go on:</Trans>
      </span>
      <span className="grid gap-1.5" role="list" aria-label={t`What happens to your moves and subscription`}>
        {impact.data.items.map((item) => (
          <span key={item} role="listitem" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            {item}
          </span>
        ))}
      </span>
    </span>
  );
}

/** "Delete my data": says what happens to moves under way and the subscription, confirm, then ask the server. */
export function DataDeletion() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const deletion = useRequestDeletion();
  const impact = useQuery({ ...deletionImpactQuery(), enabled: open });
  const setSignedInUser = useSetSignedInUser();
  const navigate = useNavigate();
  const busy = deletion.isPending;
  const graceDays = impact.data?.graceDays ?? GRACE_DAYS;

  const confirm = async () => {
    try {
      // Confirming with the list on screen is the person's answer to it (the server asks again if it changed).
      const me = await deletion.mutateAsync({ confirmImpact: (impact.data?.items.length ?? 0) > 0 });
      setOpen(false);
      const date = me.deletionScheduledFor ? formatDate(me.deletionScheduledFor) : null;
      toast({
        title: t`Data deletion requested`,
        description: date
          ? t`All your data will be removed within ${graceDays} days (by ${date}). You have been signed out; if you sign in again before then, you can choose to keep your account.`
          : t`All your data will be removed within ${graceDays} days. You have been signed out; if you sign in again before then, you can choose to keep your account.`,
        duration: 10_000,
      });
      navigate('/', { replace: true });
      // The server ended every session: forget the user and what was theirs.
      clearStoredRequestId();
      setSignedInUser(null);
    } catch (err) {
      if (isApiError(err, 409)) {
        // A move or the subscription changed while the dialog was open: show the new list.
        void impact.refetch();
        toast({ title: t`Please read this first`, description: errorMessage(err), variant: 'destructive' });
        return;
      }
      toast({ title: t`Request failed`, description: deletionFailedText(), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Ask us to delete your account and everything in it. We remove it within {graceDays} days; if you
            sign in again before then, you can choose to keep your account.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          pending={busy || impact.isPending}
          trigger={
            <Button variant="outline" className="w-full border-red-300 text-red-700 hover:bg-red-50">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <Trans>Delete my data</Trans>
            </Button>
          }
          title={t`Delete all your data?`}
          description={
            <>
              {deletionConfirmText(graceDays)}
              <Impact open={open} />
            </>
          }
          cancelLabel={t`Cancel`}
          confirmLabel={t`Delete my data`}
          pendingLabel={
            <>
              <Spinner className="h-4 w-4 text-white" />
              {busy ? t`Processing…` : t`Checking…`}
            </>
          }
          onConfirm={() => void confirm()}
        />
      </CardContent>
    </Card>
  );
}
