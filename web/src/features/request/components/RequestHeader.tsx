import { Trans, useLingui } from '@lingui/react/macro';
import { ShareMenu } from '@web/components/share/ShareMenu';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Back to home, the title, the service the visitor came from and a share button. */
export function RequestHeader({ serviceName }: { serviceName?: string }) {
  const { t } = useLingui();
  return (
    <header className="flex items-start gap-3">
      <Link to="/" aria-label={t`Back to home`} className={buttonClasses('ghost', 'icon', '-ml-2 shrink-0')}>
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      </Link>
      <div className="grid min-w-0 flex-1 gap-1">
        <h1 className="text-2xl leading-tight font-bold text-slate-900">
          <Trans>Request Recovery</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Tell us what to move and where. Working vehicles only.</Trans>
        </p>
        {serviceName ? (
          <p>
            <Badge tone="brand">{serviceName}</Badge>
          </p>
        ) : null}
      </div>
      <ShareMenu
        iconOnly
        label={t`Share this page`}
        title={t`Request a truck recovery with Pathway`}
        text={t`Move a working commercial truck with a verified Pathway driver.`}
        className="shrink-0"
      />
    </header>
  );
}
