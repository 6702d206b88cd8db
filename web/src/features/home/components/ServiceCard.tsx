import type { ServiceType } from '@core/contracts/catalog';
import { formatUsd } from '@core/money';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { referenceText } from '@web/i18n/reference';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ServiceIcon } from './ServiceIcon';

const cardClasses = 'group flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/** A service on the home screen: a link to its request form, or (coming soon) a card that says so. */
export function ServiceCard({ service }: { service: ServiceType }) {
  if (service.availability === 'coming_soon')
    return (
      <section aria-label={referenceText(service.name)} className={cardClasses}>
        <ServiceCardBody service={service} />
      </section>
    );
  return (
    <Link
      to={`/request?serviceType=${service.id}`}
      className={`${cardClasses} transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
    >
      <ServiceCardBody service={service} />
      <ChevronRight
        aria-hidden="true"
        className="mt-3 h-5 w-5 shrink-0 text-slate-400 group-hover:text-brand-600"
      />
    </Link>
  );
}

function ServiceCardBody({ service }: { service: ServiceType }) {
  const price = service.startingPriceCents === null ? null : formatUsd(service.startingPriceCents);
  return (
    <>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ServiceIcon variant={service.iconVariant} className="h-6 w-6" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex items-center gap-2">
          <span className="font-semibold text-slate-900">{referenceText(service.name)}</span>
          {service.isNewService ? (
            <Badge tone="accent">
              <Trans>NEW</Trans>
            </Badge>
          ) : null}
        </span>
        <span className="text-sm text-slate-600">{referenceText(service.description)}</span>
        <span className="text-sm font-semibold text-brand-700">
          {service.availability === 'coming_soon' ? (
            <Trans>Coming soon: see the roadmap below</Trans>
          ) : price === null ? (
            <Trans>Call for pricing</Trans>
          ) : (
            <Trans>Starting at {price}</Trans>
          )}
        </span>
      </span>
    </>
  );
}
