import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useMe } from '@web/features/auth/api';
import { errorMessage } from '@web/lib/queryClient';
import { AccountActions } from '../components/AccountActions';
import { ProfileSummary } from '../components/ProfileSummary';
import { RoleSection } from '../components/RoleSection';
import { SignInPrompt } from '../components/SignInPrompt';

/** Profile: one section component per block; vehicles, documents and more are added below later. */
export function ProfilePage() {
  const { data: me, isPending, isError, error, refetch, isFetching } = useMe();

  if (isPending) return <LoadingBlock label="Loading your profile…" />;
  if (isError) {
    return (
      <div className="grid gap-3">
        <ErrorAlert>We could not load your profile: {errorMessage(error)}</ErrorAlert>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  if (!me) return <SignInPrompt />;

  return (
    <div className="grid gap-4">
      <ProfileSummary me={me} />
      <RoleSection me={me} />
      <AccountActions />
    </div>
  );
}
