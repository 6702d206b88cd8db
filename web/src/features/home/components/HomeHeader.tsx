import { ShareMenu } from '@web/components/share/ShareMenu';
import { NotificationBell } from '@web/features/notifications';

export function HomeHeader() {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Pathway</h1>
        <p className="text-sm text-slate-600">Commercial truck recovery, 24/7</p>
      </div>
      <div className="flex items-center gap-2">
        <ShareMenu
          iconOnly
          label="Share Pathway"
          url={typeof window === 'undefined' ? undefined : window.location.origin}
          title="Pathway"
          text="Move working commercial trucks on demand with Pathway."
        />
        <NotificationBell />
      </div>
    </div>
  );
}
