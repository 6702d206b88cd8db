import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { formatDate } from '@web/features/tracking/time';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForgetSignedOutUser, useRequestDeletion } from '../api';

export const DELETION_CONFIRM_TEXT =
  'Are you sure you want to permanently delete all your data? This action cannot be undone.';
export const DELETION_FAILED_TEXT =
  'There was a problem processing your data deletion request. Please try again or contact support.';

/** "Delete my data": confirm, then ask the server; the user is signed out and sent home. */
export function DataDeletion() {
  const [open, setOpen] = useState(false);
  const deletion = useRequestDeletion();
  const forgetUser = useForgetSignedOutUser();
  const navigate = useNavigate();
  const busy = deletion.isPending;

  const confirm = async () => {
    try {
      const me = await deletion.mutateAsync();
      setOpen(false);
      const by = me.deletionScheduledFor ? ` (by ${formatDate(me.deletionScheduledFor)})` : '';
      toast({
        title: 'Data deletion requested',
        description: `All your data will be removed within 30 days${by}. You have been signed out; signing in again before then cancels the request.`,
        duration: 10_000,
      });
      navigate('/', { replace: true });
      forgetUser();
    } catch {
      toast({ title: 'Request failed', description: DELETION_FAILED_TEXT, variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Ask us to delete your account and everything in it. We remove it within 30 days; signing in again
          before then cancels the request.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
          <AlertDialogTrigger asChild>
            <Button variant="outline" className="w-full border-red-300 text-red-700 hover:bg-red-50">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete my data
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent onEscapeKeyDown={(event) => (busy ? event.preventDefault() : undefined)}>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete all your data?</AlertDialogTitle>
              <AlertDialogDescription>{DELETION_CONFIRM_TEXT}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                disabled={busy}
                onClick={(event) => {
                  // Stay open while the request runs; close when it answers.
                  event.preventDefault();
                  void confirm();
                }}
              >
                {busy ? <Spinner className="h-4 w-4 text-white" /> : null}
                {busy ? 'Processing…' : 'Delete my data'}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
