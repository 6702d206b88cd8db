import { Trans, useLingui } from '@lingui/react/macro';
import { ShareMenu } from '@web/components/share/ShareMenu';
import { NotificationBell } from '@web/features/notifications';

export function HomeHeader() {
  const { t } = useLingui();
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h1 translate="no" className="text-2xl font-extrabold tracking-tight text-slate-900">
          Pathway
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Commercial truck recovery, 24/7</Trans>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <ShareMenu
          iconOnly
          label={t`Share Pathway`}
          url={typeof window === 'undefined' ? undefined : window.location.origin}
          // i18n-ignore: the brand
          title="Pathway"
          text={t`Move working commercial trucks on demand with Pathway.`}
        />
        <NotificationBell />
      </div>
    </div>
  );
}
