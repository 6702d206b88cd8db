import { usePublicConfig } from '@web/features/config';
import { telHref } from '@web/lib/utils';
import type { ReactNode } from 'react';

/** A section of a legal page (the privacy policy, the terms of service). */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-2 text-sm leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** How to reach Pathway, from the server's configuration. */
export function ContactDetails() {
  const { data: config, isPending } = usePublicConfig();
  if (isPending) return <p>Loading contact details…</p>;
  if (!config) return <p>Contact details cannot be shown right now. Please try again later.</p>;
  return (
    <ul className="list-disc pl-5">
      <li>
        Email:{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${config.supportEmail}`}>
          {config.supportEmail}
        </a>
      </li>
      <li>
        Phone:{' '}
        <a className="font-medium text-brand-700 underline" href={telHref(config.supportPhone)}>
          {config.supportPhone}
        </a>
      </li>
    </ul>
  );
}
