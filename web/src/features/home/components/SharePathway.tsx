import { Trans, useLingui } from '@lingui/react/macro';
import { ShareMenu } from '@web/components/share/ShareMenu';
import { Card, CardContent } from '@web/components/ui/card';
import { Share2 } from 'lucide-react';

/** Share Pathway with a colleague: a link to the app, and no promise of a reward (there is no referral programme). */
export function SharePathway() {
  const { t } = useLingui();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/15 text-accent-600">
            <Share2 aria-hidden="true" className="h-5 w-5" />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">
              <Trans>Share Pathway</Trans>
            </h2>
            <p className="text-sm text-slate-600">
              <Trans>Know a fleet owner or a driver who would use Pathway? Send them the link.</Trans>
            </p>
          </div>
        </div>
        <ShareMenu
          label={t`Share with friends`}
          variant="primary"
          url={typeof window === 'undefined' ? undefined : window.location.origin}
          // i18n-ignore: the brand
          title="Pathway"
          text={t`I use Pathway to move working commercial trucks. Join me!`}
        />
      </CardContent>
    </Card>
  );
}
