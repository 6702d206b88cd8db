import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '@web/components/ui/button';
import { usePublicConfig } from '@web/features/config';
import { telHref } from '@web/lib/utils';
import { CalendarClock, Phone, Truck } from 'lucide-react';
import { Link } from 'react-router';

function CallUsButton() {
  const { data: config } = usePublicConfig();
  const { t } = useLingui();
  if (!config) {
    // Without the support number there is nothing to dial yet.
    return (
      <Button variant="outline" size="lg" disabled className="border-white/40 bg-white/10 text-white">
        <Phone aria-hidden="true" className="h-5 w-5" />
        <Trans>Call Us</Trans>
      </Button>
    );
  }
  const phone = config.supportPhone;
  return (
    <a
      href={telHref(config.supportPhone)}
      aria-label={t`Call Us at ${phone}`}
      className={buttonClasses('outline', 'lg', 'border-white/40 bg-white/10 text-white hover:bg-white/20')}
    >
      <Phone aria-hidden="true" className="h-5 w-5" />
      <Trans>Call Us</Trans>
    </a>
  );
}

/** The hero: what Pathway does and the three ways to start. */
export function HeroActions() {
  return (
    <section
      aria-labelledby="hero-title"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-5 text-white shadow"
    >
      <h2 id="hero-title" className="text-2xl leading-tight font-bold">
        <Trans>Need a working truck moved?</Trans>
      </h2>
      <p className="mt-2 text-sm text-white/80">
        <Trans>
          Verified drivers pick up bobtails, box trucks, trailers and auction purchases and drive them to your
          destination. Working vehicles only: no repairs, no towing. Available 24/7.
        </Trans>
      </p>
      <div className="mt-5 grid gap-3">
        <Link to="/request" className={buttonClasses('accent', 'lg', 'w-full')}>
          <Truck aria-hidden="true" className="h-5 w-5" />
          <Trans>Start Recovery Request</Trans>
        </Link>
        <div className="grid grid-cols-2 gap-3">
          <Link
            to="/request"
            className={buttonClasses(
              'outline',
              'lg',
              'border-white/40 bg-white/10 text-white hover:bg-white/20',
            )}
          >
            <CalendarClock aria-hidden="true" className="h-5 w-5" />
            <Trans>Schedule</Trans>
          </Link>
          <CallUsButton />
        </div>
      </div>
    </section>
  );
}
