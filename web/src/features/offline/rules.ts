/** The offline copy's rules, kept pure (tested without a browser). */
import { POSITION_BATCH_MAX } from '@core/positions';
import { plural, t } from '@lingui/core/macro';
import type { QueryKey } from '@tanstack/react-query';
import type { QueuedPosition } from './db';

/**
 * What a driver needs on the road, kept on the phone: who they are, their jobs with the condition
 * reports, receipts and acceptance under each job's key, their documents, their messages and contacts,
 * their profile, availability and offers. Nothing else (sessions, money pages, admin) is kept.
 */
export function keepsQuery(key: QueryKey): boolean {
  const first = key[0];
  if (typeof first !== 'string') return false;
  if (first === '/api/me' || first === '/api/recovery-requests') return true;
  if (first.startsWith('/api/users/') && first.endsWith('/documents')) return true;
  // The driver's own lists, profile, time clock and stats, and their messages (/api/driver-messaging).
  return first.startsWith('/api/driver') || first.startsWith('/api/time-clock/');
}

/**
 * The next upload of queued positions: the oldest position's job, its positions in recorded order, at
 * most POSITION_BATCH_MAX (the endpoint's limit).
 */
export function nextBatch(queued: readonly QueuedPosition[], max = POSITION_BATCH_MAX): QueuedPosition[] {
  if (queued.length === 0) return [];
  const oldest = queued.reduce((a, b) => ((a.seq ?? 0) <= (b.seq ?? 0) ? a : b));
  return queued
    .filter((p) => p.jobId === oldest.jobId)
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || (a.seq ?? 0) - (b.seq ?? 0))
    .slice(0, max);
}

/** How an upload that got no answer waits before the next try: 5 s doubling to 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt), 5 * 60_000);
}

/**
 * What the phone does with queued positions after an answer: `sent` (stored or already there), `drop`
 * (refused for good: the job is no longer the driver's or under way, so they can never be accepted),
 * `wait` (no answer, a server error, the session lapsed, slow down: tried again later).
 */
export function positionOutcome(answer: { kind: 'network' } | { kind: 'answer'; status: number }) {
  if (answer.kind === 'network') return 'wait';
  const { status } = answer;
  if (status >= 200 && status < 300) return 'sent';
  if (status >= 500 || status === 401 || status === 408 || status === 429) return 'wait';
  return 'drop';
}

/** A read that got no answer at all (fetch's TypeError), not a refusal (an ApiError). */
export const noAnswer = (error: unknown) => error instanceof TypeError;

/** What waits on the phone, not yet taken by the server. */
export interface Waiting {
  positions: number;
  /** Condition report and receipt writes in the capture outbox. */
  reports: number;
  messages: number;
}

/** "a", "a and b", "a, b and c", in the active language. */
function listed(parts: string[]): string {
  const [a = '', b = '', c = ''] = parts;
  if (parts.length === 1) return a;
  if (parts.length === 2) return t`${a} and ${b}`;
  return t`${a}, ${b} and ${c}`;
}

/**
 * The question before signing out deletes what waits ("2 positions and 1 report change have not been
 * sent yet. …"), or null when nothing waits; in the active language (call it at run time).
 */
export function unsentWarning(waiting: Waiting): string | null {
  const { positions, reports, messages } = waiting;
  const parts = [
    positions > 0 ? plural(positions, { one: '# position', other: '# positions' }) : null,
    reports > 0 ? plural(reports, { one: '# report change', other: '# report changes' }) : null,
    messages > 0 ? plural(messages, { one: '# message', other: '# messages' }) : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  const list = listed(parts);
  const total = positions + reports + messages;
  return plural(total, {
    one: `${list} has not been sent yet. Signing out deletes it from this phone.`,
    other: `${list} have not been sent yet. Signing out deletes them from this phone.`,
  });
}
