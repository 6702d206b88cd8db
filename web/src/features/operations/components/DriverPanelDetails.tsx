import type { AdminDriver } from '@core/contracts/operations';
import { formatLatLng } from '@core/geo';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { documentTypeMessages } from '@web/features/documents';
import { formatExpiry } from '@web/features/driver-verification';
import { useNow } from '@web/hooks/useNow';
import { formatDate, formatDateTime, formatRelative } from '@web/lib/time';
import type { ReactNode } from 'react';

// Called while rendering, so the words follow the active language.
const availabilityText = (a: AdminDriver['availability']) =>
  a.mode === 'now'
    ? t`Taking work now`
    : a.mode === 'from' && a.from
      ? t`Taking work from ${formatDateTime(a.from)}`
      : t`Off`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A titled part of the panel, named by its heading for screen readers. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-1 text-sm">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Where and when the driver works (as they set it on /driver), their phone and last position. */
export function DriverWhereWhen({ d }: { d: AdminDriver }) {
  const { t: tr } = useLingui();
  const now = useNow();
  const last = d.lastPosition;
  const miles = d.maxDeadheadMiles;
  const phone = d.phone?.number;
  return (
    <Part id="driver-where-when" title={tr`Where and when`}>
      <dl className="grid gap-1">
        <Fact term={tr`Availability`}>{availabilityText(d.availability)}</Fact>
        <Fact term={tr`Home base`}>{d.homeBase?.address ?? tr`Not set`}</Fact>
        <Fact term={tr`Reach`}>
          <Trans>{miles} mi to a pickup</Trans>
          {d.lookingForLoadHome ? tr` · looking for a load home` : ''}
        </Fact>
        <Fact term={tr`Last position`}>
          {last ? (
            <>
              {formatLatLng(last)} · {formatRelative(last.at, now)}
              {last.fresh ? null : tr` (too old for dispatch)`}
            </>
          ) : (
            tr`None sent`
          )}
        </Fact>
        <Fact term={tr`Phone`}>
          {d.phone ? (d.phone.verified ? tr`${phone} · verified` : tr`${phone} · not verified`) : tr`None`}
        </Fact>
      </dl>
    </Part>
  );
}

/** "4.6 ★ from 12 ratings". */
function AverageLine({ average, count }: { average: string; count: number }) {
  return (
    <Trans>
      {average} ★ from <Plural value={count} one="# rating" other="# ratings" />
    </Trans>
  );
}

/** The driver's recent jobs, documents with expiry, and ratings. */
export function DriverRecord({ d, onOpenJob }: { d: AdminDriver; onOpenJob: (id: string) => void }) {
  const { t: tr, i18n } = useLingui();
  const today = new Date().toISOString().slice(0, 10);
  const summary = d.ratings.summary;
  return (
    <>
      <Part id="driver-jobs" title={tr`Jobs`}>
        {d.recentJobs.length === 0 ? (
          <p className="text-slate-600">
            <Trans>None yet.</Trans>
          </p>
        ) : null}
        <ul className="grid gap-1">
          {d.recentJobs.map((j) => (
            <li key={j.id} className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => onOpenJob(j.id)}
                className="font-medium text-brand-700 hover:underline"
              >
                {j.number}
              </button>
              <Badge>{j.status.replace('_', ' ')}</Badge>
              <span className="text-slate-600">
                {j.pickupLocation} → {j.destination} · {formatDate(j.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="driver-documents" title={tr`Documents`}>
        {d.documents.length === 0 ? (
          <p className="text-slate-600">
            <Trans>None uploaded.</Trans>
          </p>
        ) : null}
        <ul className="grid gap-1">
          {d.documents.map((doc) => {
            const expired = doc.expiresOn !== null && doc.expiresOn < today;
            return (
              <li key={doc.id}>
                {i18n._(documentTypeMessages[doc.documentType])} ({doc.reviewStatus})
                {doc.expiresOn ? (
                  <span className={expired ? 'font-semibold text-red-700' : 'text-slate-600'}>
                    {' '}
                    {expired
                      ? tr`· expired ${formatExpiry(doc.expiresOn)}`
                      : tr`· expires ${formatExpiry(doc.expiresOn)}`}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Part>
      <Part id="driver-ratings" title={tr`Ratings`}>
        <p className="text-slate-700">
          {summary ? (
            <AverageLine average={summary.average.toFixed(1)} count={summary.count} />
          ) : (
            <Trans>Fewer than 3 public ratings: no average yet.</Trans>
          )}
        </p>
        <ul className="grid gap-1">
          {d.ratings.recent.map((r) => (
            <li key={r.id}>
              {r.overall} ★ · {r.raterName} · {formatDate(r.createdAt)}
              {r.comment ? <span translate="no">{`: ${r.comment}`}</span> : null}
            </li>
          ))}
        </ul>
      </Part>
    </>
  );
}
