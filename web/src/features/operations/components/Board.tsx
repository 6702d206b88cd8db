import type { AdminJobsQuery, BoardJob } from '@core/contracts/operations';
import { vehicleTypeLabels } from '@core/labels';
import { formatUsd } from '@core/money';
import { type BoardStatus, boardStatuses } from '@core/operations';
import { vehicleTypes } from '@core/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorRetry } from '@web/components/ErrorRetry';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatRelative } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { AlertTriangle, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useBoard } from '../api';
import { boardStatusMessages } from '../labels';
import { useDebounced } from '../useDebounced';
import { OfferLine } from './OfferLine';

/** The board: every job by status with counts, searched and filtered on the server, a page at a time. */
export function Board({
  onOpenJob,
  onOpenDriver,
}: {
  onOpenJob: (id: string) => void;
  onOpenDriver: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<BoardStatus | undefined>(undefined);
  const [text, setText] = useState('');
  const [vehicleType, setVehicleType] = useState<AdminJobsQuery['vehicleType']>(undefined);
  const [flagged, setFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim());
  const query: AdminJobsQuery = {
    status,
    q: q || undefined,
    vehicleType,
    flagged: flagged ? 'true' : undefined,
    page,
  };
  const board = useBoard(query);
  // A new search or filter starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page resets when any filter changes.
  useEffect(() => setPage(1), [status, q, vehicleType, flagged]);
  const counts = board.data?.counts;
  const all = counts ? Object.values(counts).reduce((s, n) => s + n, 0) : undefined;
  return (
    <section aria-labelledby="board-title" className="grid gap-3">
      <h2 id="board-title" className="text-lg font-semibold text-slate-900">
        <Trans>Jobs</Trans>
      </h2>
      <div role="group" aria-label={t`Status`} className="flex flex-wrap gap-1.5">
        <StatusButton
          label={t`All`}
          count={all}
          pressed={status === undefined}
          onClick={() => setStatus(undefined)}
        />
        {boardStatuses.map((s) => (
          <StatusButton
            key={s}
            label={i18n._(boardStatusMessages[s])}
            count={counts?.[s]}
            pressed={status === s}
            onClick={() => setStatus(s)}
          />
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400"
          />
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label={t`Search jobs`}
            placeholder={t`PW number, client, driver, VIN or city`}
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label={t`Vehicle type`}
          value={vehicleType ?? ''}
          onChange={(e) => setVehicleType((e.target.value || undefined) as AdminJobsQuery['vehicleType'])}
        >
          <option value="">{t`All vehicles`}</option>
          {vehicleTypes.map((type) => (
            <option key={type} value={type}>
              {vehicleTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={flagged}
            onChange={(e) => setFlagged(e.target.checked)}
            className="h-4 w-4"
          />
          <Trans>With exceptions</Trans>
        </label>
      </div>
      {board.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : board.isError ? (
        <QueryErrorRetry query={board} prefix={t`We could not load the jobs`} />
      ) : (
        <BoardList
          jobs={board.data.jobs}
          total={board.data.total}
          page={board.data.page}
          pageSize={board.data.pageSize}
          busy={board.isFetching}
          onPage={setPage}
          onOpenJob={onOpenJob}
          onOpenDriver={onOpenDriver}
        />
      )}
    </section>
  );
}

function StatusButton(props: {
  label: string;
  count: number | undefined;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
        props.pressed
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-300 bg-white text-slate-800',
      )}
    >
      {props.label}
      <span className={cn('tabular-nums', props.pressed ? 'text-white/90' : 'text-slate-500')}>
        {props.count ?? '…'}
      </span>
    </button>
  );
}

function BoardList(props: {
  jobs: BoardJob[];
  total: number;
  page: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
  onOpenJob: (id: string) => void;
  onOpenDriver: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { jobs, total, page, pageSize } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (jobs.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-sm text-slate-600">
        <Trans>No jobs match.</Trans>
      </p>
    );
  return (
    <div className="grid gap-2" aria-busy={props.busy}>
      <ul aria-label={t`Jobs`} className="grid gap-2">
        {jobs.map((job) => (
          <li
            key={job.id}
            className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm sm:grid-cols-[8rem_1fr_auto] sm:items-center sm:gap-3"
          >
            <button
              type="button"
              onClick={() => props.onOpenJob(job.id)}
              className="justify-self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {job.number}
            </button>
            <div className="grid gap-0.5">
              <span className="text-slate-900">
                {job.pickupLocation} → {job.destinationLocation}
              </span>
              <span className="text-xs text-slate-600">
                {t`${job.client.name} · ${vehicleTypeLabels[job.vehicleType]} · ${formatUsd(job.priceCents)} · updated ${formatRelative(job.updatedAt)}`}
                {job.driver ? (
                  <>
                    {t` · driver `}
                    <button
                      type="button"
                      onClick={() => props.onOpenDriver(job.driver!.id)}
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {job.driver.name}
                    </button>
                  </>
                ) : job.offer ? (
                  <>
                    {' · '}
                    <OfferLine offer={job.offer} />
                  </>
                ) : null}
              </span>
            </div>
            <span className="flex flex-wrap items-center gap-1.5">
              {job.priority ? (
                <Badge tone="warning">
                  <Trans>Priority</Trans>
                </Badge>
              ) : null}
              {job.openExceptions > 0 ? (
                <Badge tone="danger">
                  <AlertTriangle aria-hidden="true" className="h-3 w-3" />
                  <Plural value={job.openExceptions} one="# exception" other="# exceptions" />
                </Badge>
              ) : null}
              <Badge tone="neutral">{i18n._(boardStatusMessages[job.boardStatus])}</Badge>
            </span>
          </li>
        ))}
      </ul>
      <nav aria-label={t`Pages`} className="flex items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          <Trans>
            <Plural value={total} one="# job" other="# jobs" /> · page {page} of {pages}
          </Trans>
        </span>
        <span className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
            <Trans>Next</Trans>
          </Button>
        </span>
      </nav>
    </div>
  );
}
