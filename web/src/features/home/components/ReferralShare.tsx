import { ShareMenu } from '@web/components/share/ShareMenu';
import { Card, CardContent } from '@web/components/ui/card';
import { Gift } from 'lucide-react';

export function ReferralShare() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/15 text-accent-600">
            <Gift aria-hidden="true" className="h-5 w-5" />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">Share Pathway</h2>
            <p className="text-sm text-slate-600">
              Tell fleet owners and drivers about Pathway and earn rewards on successful referrals.
            </p>
          </div>
        </div>
        <ShareMenu
          label="Share with friends"
          variant="primary"
          url={typeof window === 'undefined' ? undefined : window.location.origin}
          title="Pathway"
          text="I use Pathway to move working commercial trucks. Join me!"
        />
      </CardContent>
    </Card>
  );
}
