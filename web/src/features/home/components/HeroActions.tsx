import { Button, buttonClasses } from '@web/components/ui/button';
import { usePublicConfig } from '@web/features/config';
import { telHref } from '@web/lib/utils';
import { CalendarClock, Phone, Truck } from 'lucide-react';
import { Link } from 'react-router';

function CallUsButton() {
  const { data: config } = usePublicConfig();
  if (!config) {
    // Without the support number there is nothing to dial yet.
    return (
      <Button variant="outline" size="lg" disabled className="border-white/40 bg-white/10 text-white">
        <Phone aria-hidden="true" className="h-5 w-5" />
        Call Us
      </Button>
    );
  }
  return (
    <a
      href={telHref(config.supportPhone)}
      aria-label={`Call Us at ${config.supportPhone}`}
      className={buttonClasses('outline', 'lg', 'border-white/40 bg-white/10 text-white hover:bg-white/20')}
    >
      <Phone aria-hidden="true" className="h-5 w-5" />
      Call Us
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
        Need a working truck moved?
      </h2>
      <p className="mt-2 text-sm text-white/80">
        Verified drivers pick up bobtails, box trucks, trailers and auction purchases and drive them to your
        destination. Working vehicles only: no repairs, no towing. Available 24/7.
      </p>
      <div className="mt-5 grid gap-3">
        <Link to="/request" className={buttonClasses('accent', 'lg', 'w-full')}>
          <Truck aria-hidden="true" className="h-5 w-5" />
          Start Recovery Request
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
            Schedule
          </Link>
          <CallUsButton />
        </div>
      </div>
    </section>
  );
}
