import { EmailVerificationCard, WithMe } from '@web/features/auth';
import { CompanyEntry } from '@web/features/companies';
import { ProfileDocuments } from '@web/features/documents';
import { DriverVerificationSection } from '@web/features/driver-verification';
import { LanguageCard } from '@web/features/language';
import { NotificationSettings } from '@web/features/notifications';
import { SavedPlacesCard } from '@web/features/places';
import { AccountActions } from '../components/AccountActions';
import { ChangeEmailCard } from '../components/ChangeEmailCard';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { DataDeletion } from '../components/DataDeletion';
import { ProfileSummary } from '../components/ProfileSummary';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { RoleSection } from '../components/RoleSection';
import { SecurityCard } from '../components/SecurityCard';
import { SessionsCard } from '../components/SessionsCard';
import { SignInPrompt } from '../components/SignInPrompt';
import { VehiclesSection } from '../components/VehiclesSection';

/** Profile: one section component per block. */
export function ProfilePage() {
  return (
    <WithMe>
      {(me) =>
        me ? (
          <div className="grid gap-4 wrap-anywhere [&>*]:min-w-0">
            <EmailVerificationCard me={me} />
            <ProfileSummary me={me} />
            <VehiclesSection />
            {me.role === 'client' ? <CompanyEntry /> : null}
            {me.role === 'client' ? <SavedPlacesCard /> : null}
            <RecentActivity />
            <ProfileDocuments me={me} />
            <QuickActions />
            <NotificationSettings />
            <RoleSection me={me} />
            <LanguageCard />
            <ChangeEmailCard email={me.email} />
            <ChangePasswordCard />
            <SecurityCard />
            <SessionsCard />
            <DriverVerificationSection me={me} />
            <DataDeletion />
            <AccountActions />
          </div>
        ) : (
          <SignInPrompt />
        )
      }
    </WithMe>
  );
}
