import { Card, CardContent } from '@web/components/ui/card';
import { SignOutButton } from '@web/features/offline';

export function AccountActions() {
  return (
    <Card>
      <CardContent className="pt-4">
        {/* Sends what waits on a driver's phone first, and asks before deleting what cannot go. */}
        <SignOutButton />
      </CardContent>
    </Card>
  );
}
