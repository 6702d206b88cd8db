import { Trans } from '@lingui/react/macro';
import { usePublicConfig } from '@web/features/config';
import { telHref } from '@web/lib/utils';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
  if (isPending)
    return (
      <p>
        <Trans>Loading contact details…</Trans>
      </p>
    );
  if (!config)
    return (
      <p>
        <Trans>Contact details cannot be shown right now. Please try again later.</Trans>
      </p>
    );
  return (
    <ul className="list-disc pl-5">
      <li>
        <Trans>Email:</Trans>{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${config.supportEmail}`}>
          {config.supportEmail}
        </a>
      </li>
      <li>
        <Trans>Phone:</Trans>{' '}
        <a className="font-medium text-brand-700 underline" href={telHref(config.supportPhone)}>
          {config.supportPhone}
        </a>
      </li>
    </ul>
  );
}

/** A legal page: the way home, its title with a line under it, and its sections. */
export function LegalPage({
  title,
  note,
  children,
}: {
  title: string;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <Link
        to="/"
        className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        <Trans>Back to Home</Trans>
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-500">{note}</p>
      </header>
      {children}
    </article>
  );
}
