import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useMe } from '@web/features/auth/api';
import { DriverVerificationSection } from '@web/features/driver-verification/components/DriverVerificationSection';
import { errorMessage } from '@web/lib/queryClient';
import { AccountActions } from '../components/AccountActions';
import { DataDeletion } from '../components/DataDeletion';
import { ProfileSummary } from '../components/ProfileSummary';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { RoleSection } from '../components/RoleSection';
import { SignInPrompt } from '../components/SignInPrompt';
import { VehiclesSection } from '../components/VehiclesSection';

/** Profile: one section component per block; documents are added later. */
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
      <VehiclesSection />
      <RecentActivity />
      <QuickActions />
      <RoleSection me={me} />
      <DriverVerificationSection me={me} />
      <DataDeletion />
      <AccountActions />
    </div>
  );
}
