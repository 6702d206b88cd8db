import type { Me } from '@core/contracts/accounts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShareMenu } from '@web/components/share/ShareMenu';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { initials } from '@web/lib/format';
import { BadgeCheck, ShieldAlert } from 'lucide-react';

/** Name, e-mail, verification state and a share button. */
export function ProfileSummary({ me }: { me: Me }) {
  const { t } = useLingui();
  const name = me.name;
  return (
    <Card>
      <CardContent className="flex items-start gap-4 pt-4">
        {me.photo ? (
          <img src={me.photo} alt="" className="h-16 w-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700"
          >
            {initials(me.name)}
          </span>
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="truncate text-xl font-bold text-slate-900">{me.name}</h1>
          <p className="truncate text-sm text-slate-600">{me.email}</p>
          <div>
            {me.isVerified ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                <Trans>Verified Account</Trans>
              </Badge>
            ) : (
              <Badge tone="neutral">
                <ShieldAlert aria-hidden="true" className="h-3.5 w-3.5" />
                <Trans>Unverified</Trans>
              </Badge>
            )}
          </div>
        </div>
        <ShareMenu
          iconOnly
          label={t`Share profile`}
          // i18n-ignore: the brand's name, the same in every language
          title="Pathway"
          text={t`${name} is on Pathway, the marketplace for moving working commercial trucks.`}
          url={typeof window === 'undefined' ? undefined : window.location.origin}
        />
      </CardContent>
    </Card>
  );
}
