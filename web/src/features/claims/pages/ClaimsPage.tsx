import { formatUsd } from '@core/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { SignInCard, WithMe } from '@web/features/auth';
import { formatRelative } from '@web/lib/time';
import { useSearchParams } from 'react-router';
import { useClaims } from '../api';
import { ClaimDetail } from '../components/ClaimDetail';
import { OpenClaimForm } from '../components/OpenClaimForm';
import { claimKindText } from '../labels';

/**
 * /claims: a client's claims on their moves (open one, follow its thread, read the decision), the
 * claims on a driver's moves, and every claim for operators, who decide them.
 */
export function ClaimsPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Claims</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            Damage, a delay, a missing item or a billing question about a move: Pathway looks at the evidence,
            asks both sides, and decides.
          </Trans>
        </p>
      </header>
      <WithMe>
        {(me) =>
          me ? (
            <Claims operator={me.isAdmin} client={me.role === 'client'} />
          ) : (
            <SignInCard next="/claims" text={t`Sign in to see your claims.`} />
          )
        }
      </WithMe>
    </div>
  );
}

function Claims({ operator, client }: { operator: boolean; client: boolean }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const claims = useClaims();
  const selected = params.get('id');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="grid content-start gap-3">
        {claims.isPending ? (
          <Skeleton className="h-32 rounded-2xl" />
        ) : claims.isError ? (
          <QueryErrorRetry query={claims} prefix={t`We could not load the claims`} />
        ) : claims.data.claims.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
            <Trans>No claims.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Claims`} className="grid gap-2">
            {claims.data.claims.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setParams({ id: c.id })}
                  aria-current={selected === c.id ? 'true' : undefined}
                  className="grid w-full gap-0.5 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm aria-[current]:border-brand-600"
                >
                  <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                    {c.number} · {c.job.number}
                    <Badge tone={c.status === 'open' ? 'warning' : 'success'}>
                      {c.status === 'open' ? t`Open` : t`Decided`}
                    </Badge>
                  </span>
                  <span className="text-slate-600">
                    {t(claimKindText[c.kind])} · {formatUsd(c.amountCents)} ·{' '}
                    {formatRelative(c.lastActivityAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {client && !operator ? (
          <OpenClaimForm jobId={params.get('job') ?? undefined} onOpened={(id) => setParams({ id })} />
        ) : null}
      </div>
      {selected ? <ClaimDetail id={selected} operator={operator} /> : null}
    </div>
  );
}
