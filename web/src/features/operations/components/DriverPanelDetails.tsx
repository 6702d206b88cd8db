import { documentTypeLabels } from '@core/contracts/documents';
import type { AdminDriver } from '@core/contracts/operations';
import { formatLatLng } from '@core/geo';
import { Badge } from '@web/components/ui/badge';
import { formatExpiry } from '@web/features/driver-verification';
import { useNow } from '@web/hooks/useNow';
import { formatDate, formatDateTime, formatRelative } from '@web/lib/time';
import type { ReactNode } from 'react';

const availabilityText = (a: AdminDriver['availability']) =>
  a.mode === 'now'
    ? 'Taking work now'
    : a.mode === 'from' && a.from
      ? `Taking work from ${formatDateTime(a.from)}`
      : 'Off';

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
  const now = useNow();
  const last = d.lastPosition;
  return (
    <Part id="driver-where-when" title="Where and when">
      <dl className="grid gap-1">
        <Fact term="Availability">{availabilityText(d.availability)}</Fact>
        <Fact term="Home base">{d.homeBase?.address ?? 'Not set'}</Fact>
        <Fact term="Reach">
          {d.maxDeadheadMiles} mi to a pickup
          {d.lookingForLoadHome ? ' · looking for a load home' : ''}
        </Fact>
        <Fact term="Last position">
          {last ? (
            <>
              {formatLatLng(last)} · {formatRelative(last.at, now)}
              {last.fresh ? null : ' (too old for dispatch)'}
            </>
          ) : (
            'None sent'
          )}
        </Fact>
        <Fact term="Phone">
          {d.phone ? `${d.phone.number} · ${d.phone.verified ? 'verified' : 'not verified'}` : 'None'}
        </Fact>
      </dl>
    </Part>
  );
}

/** The driver's recent jobs, documents with expiry, and ratings. */
export function DriverRecord({ d, onOpenJob }: { d: AdminDriver; onOpenJob: (id: string) => void }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <Part id="driver-jobs" title="Jobs">
        {d.recentJobs.length === 0 ? <p className="text-slate-600">None yet.</p> : null}
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
      <Part id="driver-documents" title="Documents">
        {d.documents.length === 0 ? <p className="text-slate-600">None uploaded.</p> : null}
        <ul className="grid gap-1">
          {d.documents.map((doc) => {
            const expired = doc.expiresOn !== null && doc.expiresOn < today;
            return (
              <li key={doc.id}>
                {documentTypeLabels[doc.documentType]} ({doc.reviewStatus})
                {doc.expiresOn ? (
                  <span className={expired ? 'font-semibold text-red-700' : 'text-slate-600'}>
                    {' '}
                    · {expired ? 'expired' : 'expires'} {formatExpiry(doc.expiresOn)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Part>
      <Part id="driver-ratings" title="Ratings">
        <p className="text-slate-700">
          {d.ratings.summary
            ? `${d.ratings.summary.average.toFixed(1)} ★ from ${d.ratings.summary.count} ratings`
            : 'Fewer than 3 public ratings: no average yet.'}
        </p>
        <ul className="grid gap-1">
          {d.ratings.recent.map((r) => (
            <li key={r.id}>
              {r.overall} ★ · {r.raterName} · {formatDate(r.createdAt)}
              {r.comment ? `: ${r.comment}` : ''}
            </li>
          ))}
        </ul>
      </Part>
    </>
  );
}
