import { Trans, useLingui } from '@lingui/react/macro';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useServiceTypes } from '@web/features/catalog';
import { ServiceCard } from './ServiceCard';

export function ServiceList() {
  const { serviceTypes } = useServiceTypes();
  const { t } = useLingui();
  return (
    <section aria-labelledby="services-title" className="grid gap-3">
      <h2 id="services-title" className="text-lg font-semibold text-slate-900">
        <Trans>Our services</Trans>
      </h2>
      {serviceTypes ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {serviceTypes.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonList
          label={t`Loading services…`}
          count={4}
          className="gap-3 sm:grid-cols-2"
          itemClassName="h-28 rounded-2xl"
        />
      )}
    </section>
  );
}
