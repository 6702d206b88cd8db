import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { formatDate } from '@web/lib/time';
import { useKeepAccount } from '../api';
import { useSignOut } from '../useSignOut';

/**
 * Someone who asked for their account to be deleted signed in again before the date: the deletion
 * stays pending until they choose. Keep my account cancels it; Sign out lets it go ahead.
 */
export default function PendingDeletionDialog({ scheduledFor }: { scheduledFor: string }) {
  const keep = useKeepAccount();
  const signOut = useSignOut();
  const busy = keep.isPending || signOut.isPending;
  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>Your account is scheduled for deletion</AlertDialogTitle>
          <AlertDialogDescription>
            You asked us to delete your account and all your data. It will be deleted on{' '}
            {formatDate(scheduledFor)}. Keep your account to cancel the deletion, or sign out and let it go
            ahead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {keep.isError || signOut.isError ? (
          <p role="alert" className="text-sm text-red-700">
            That did not go through. Please try again.
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel
            disabled={busy}
            onClick={(e) => {
              e.preventDefault();
              signOut.mutate();
            }}
          >
            Sign out
          </AlertDialogCancel>
          <AlertDialogAction
            variant="primary"
            disabled={busy}
            onClick={(e) => {
              e.preventDefault();
              keep.mutate();
            }}
          >
            {keep.isPending ? 'Keeping your account…' : 'Keep my account'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
