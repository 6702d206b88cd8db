import type { AuditQuery } from '@core/contracts/operations';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { OperatorGate } from '@web/features/auth';
import { formatDateTime } from '@web/lib/time';
import { useState } from 'react';
import { auditQuery } from '../api';

const targetTypes = [
  { value: '', label: msg`Everything` },
  { value: 'job', label: msg`Jobs` },
  { value: 'driver', label: msg`Drivers` },
  { value: 'exception', label: msg`Exceptions` },
  { value: 'operator', label: msg`Operators` },
  { value: 'company', label: msg`Companies` },
] as const;

/** /admin/audit: every operator action and automatic enforcement, newest first; read only. */
export function AuditPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Audit log</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>
            Who did what, when, to what, and why: every operator action and every automatic enforcement.
            Nothing here can be edited.
          </Trans>
        </p>
      </header>
      <OperatorGate
        path="/admin/audit"
        signInText={t`Sign in with an operator account to read the audit log.`}
      >
        <AuditList />
      </OperatorGate>
    </div>
  );
}

function AuditList() {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<AuditQuery>({ page: 1 });
  const [text, setText] = useState('');
  const audit = useQuery({ ...auditQuery(filters), placeholderData: (previous) => previous });
  const set = (patch: Partial<AuditQuery>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  return (
    <div className="grid gap-3">
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: text.trim() || undefined });
        }}
      >
        <Input
          type="search"
          aria-label={t`Search the audit log`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`PW number or a name`}
        />
        <NativeSelect
          aria-label={t`What`}
          value={filters.targetType ?? ''}
          onChange={(e) => set({ targetType: (e.target.value || undefined) as AuditQuery['targetType'] })}
        >
          {targetTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {i18n._(type.label)}
            </option>
          ))}
        </NativeSelect>
        <Input
          type="date"
          aria-label={t`From`}
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
        <Input
          type="date"
          aria-label={t`To`}
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
        <Button type="submit" variant="outline">
          <Trans>Search</Trans>
        </Button>
      </form>
      {audit.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : audit.isError ? (
        <QueryErrorRetry query={audit} prefix={t`We could not load the audit log`} />
      ) : audit.data.entries.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-sm text-slate-600">
          <Trans>Nothing recorded matches.</Trans>
        </p>
      ) : (
        <>
          <ol aria-label={t`Audit entries`} className="grid gap-2">
            {audit.data.entries.map((e) => (
              <li key={e.id} className="grid gap-0.5 rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <span className="text-xs text-slate-500">
                  {formatDateTime(e.at)} · {e.actor}
                </span>
                <span className="font-medium text-slate-900">
                  {e.action} · {e.targetLabel}
                </span>
                {/* What the operator wrote, as written. */}
                {e.reason ? (
                  <span className="text-slate-700" translate="no">
                    {e.reason}
                  </span>
                ) : null}
                {e.before || e.after ? (
                  <span className="font-mono text-xs break-all text-slate-500">
                    {e.before ? JSON.stringify(e.before) : '—'} → {e.after ? JSON.stringify(e.after) : '—'}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <nav aria-label={t`Pages`} className="flex justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={audit.data.page <= 1}
              onClick={() => set({ page: audit.data.page - 1 })}
            >
              <Trans>Newer</Trans>
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!audit.data.hasMore}
              onClick={() => set({ page: audit.data.page + 1 })}
            >
              <Trans>Older</Trans>
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
