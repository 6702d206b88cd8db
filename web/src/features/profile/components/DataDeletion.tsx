import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useRequestDeletion, useSetSignedInUser } from '@web/features/auth';
import { clearStoredRequestId } from '@web/features/jobs';
import { formatDate } from '@web/lib/time';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export const DELETION_CONFIRM_TEXT =
  'Are you sure you want to permanently delete all your data? This action cannot be undone.';
export const DELETION_FAILED_TEXT =
  'There was a problem processing your data deletion request. Please try again or contact support.';

/** "Delete my data": confirm, then ask the server; the user is signed out and sent home. */
export function DataDeletion() {
  const [open, setOpen] = useState(false);
  const deletion = useRequestDeletion();
  const setSignedInUser = useSetSignedInUser();
  const navigate = useNavigate();
  const busy = deletion.isPending;

  const confirm = async () => {
    try {
      const me = await deletion.mutateAsync();
      setOpen(false);
      const by = me.deletionScheduledFor ? ` (by ${formatDate(me.deletionScheduledFor)})` : '';
      toast({
        title: 'Data deletion requested',
        description: `All your data will be removed within 30 days${by}. You have been signed out; if you sign in again before then, you can choose to keep your account.`,
        duration: 10_000,
      });
      navigate('/', { replace: true });
      // The server ended every session: forget the user and what was theirs.
      clearStoredRequestId();
      setSignedInUser(null);
    } catch {
      toast({ title: 'Request failed', description: DELETION_FAILED_TEXT, variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Ask us to delete your account and everything in it. We remove it within 30 days; if you sign in
          again before then, you can choose to keep your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          pending={busy}
          trigger={
            <Button variant="outline" className="w-full border-red-300 text-red-700 hover:bg-red-50">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete my data
            </Button>
          }
          title="Delete all your data?"
          description={DELETION_CONFIRM_TEXT}
          cancelLabel="Cancel"
          confirmLabel="Delete my data"
          pendingLabel={
            <>
              <Spinner className="h-4 w-4 text-white" />
              Processing…
            </>
          }
          onConfirm={() => void confirm()}
        />
      </CardContent>
    </Card>
  );
}
