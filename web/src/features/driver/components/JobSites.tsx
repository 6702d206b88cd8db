import type { RecoveryRequest } from '@core/contracts/jobs';
import type { PlaceSite } from '@core/contracts/places';
import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '@web/lib/utils';
import { Clock, MapPin, Phone } from 'lucide-react';

function Site({ title, address, site }: { title: string; address: string; site: PlaceSite }) {
  const { t } = useLingui();
  const name = site.name;
  const heading = t`${title}: ${name}`;
  const hours = site.openingHours;
  const contact = site.contactName;
  return (
    <section aria-label={heading} className="grid gap-1 rounded-xl bg-slate-50 p-3 text-sm">
      <h2 className="inline-flex items-center gap-1.5 font-semibold text-slate-900">
        <MapPin aria-hidden="true" className="h-4 w-4 text-brand-600" />
        {heading}
      </h2>
      <p className="text-slate-700">{address}</p>
      {site.openingHours ? (
        <p className="inline-flex items-center gap-1.5 text-slate-700">
          <Clock aria-hidden="true" className="h-4 w-4" />
          <Trans>Open {hours}</Trans>
        </p>
      ) : null}
      {site.contactName || site.contactPhone ? (
        <p className="inline-flex flex-wrap items-center gap-1.5 text-slate-700">
          <Phone aria-hidden="true" className="h-4 w-4" />
          {contact ? (
            <span>
              <Trans>Ask for {contact}</Trans>
            </span>
          ) : null}
          {site.contactPhone ? (
            <a href={telHref(site.contactPhone)} className="font-semibold text-brand-700 underline">
              {site.contactPhone}
            </a>
          ) : null}
        </p>
      ) : null}
      {site.notes ? <p className="whitespace-pre-line text-slate-600">{site.notes}</p> : null}
    </section>
  );
}

/** The pickup's and the destination's site details from the client's saved places, when there are any. */
export function JobSites({ job }: { job: RecoveryRequest }) {
  const { t } = useLingui();
  if (!job.pickupSite && !job.destinationSite) return null;
  return (
    <div className="grid gap-2">
      {job.pickupSite ? <Site title={t`Pickup`} address={job.pickupLocation} site={job.pickupSite} /> : null}
      {job.destinationSite ? (
        <Site title={t`Destination`} address={job.destination} site={job.destinationSite} />
      ) : null}
    </div>
  );
}
