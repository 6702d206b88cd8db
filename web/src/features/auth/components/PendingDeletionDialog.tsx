import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const date = formatDate(scheduledFor);
  const keep = useKeepAccount();
  const signOut = useSignOut();
  const busy = keep.isPending || signOut.isPending;
  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Your account is scheduled for deletion</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans>
              You asked us to delete your account and all your data. It will be deleted on {date}. Keep your
              account to cancel the deletion, or sign out and let it go ahead.
            </Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {keep.isError || signOut.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>That did not go through. Please try again.</Trans>
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
            <Trans>Sign out</Trans>
          </AlertDialogCancel>
          <AlertDialogAction
            variant="primary"
            disabled={busy}
            onClick={(e) => {
              e.preventDefault();
              keep.mutate();
            }}
          >
            {keep.isPending ? t`Keeping your account…` : t`Keep my account`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
