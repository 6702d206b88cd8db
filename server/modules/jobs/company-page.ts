import { actsForClient } from '@core/companies';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { and, desc, eq, lt } from 'drizzle-orm';
import { recoveryRequests } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { JobsContext } from './context';
import { describeMany } from './present';

const encodeCursor = (n: number) => Buffer.from(`n:${n}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const m = /^n:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m)
    throw badRequest(
      'This cursor is not one this list gave. Start again without a cursor.',
      'invalid_cursor',
    );
  return Number(m[1]);
}

/**
 * A page of the actor's company's jobs (the public API's list), newest first by number: `cursor` is the
 * last page's `nextCursor` (opaque: the last job's number). Moves made through a test key (`test`) are
 * listed apart from the others.
 */
export async function companyPage(
  ctx: JobsContext,
  actor: SessionUser,
  page: { cursor?: string; limit: number; test: boolean },
): Promise<{ items: RecoveryRequest[]; nextCursor: string | null }> {
  const companyId = actor.companyId;
  if (!companyId || !actsForClient(actor, { clientId: '', companyId }, 'view'))
    return { items: [], nextCursor: null };
  const before = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  const rows = await ctx.db
    .select()
    .from(recoveryRequests)
    .where(
      and(
        eq(recoveryRequests.companyId, companyId),
        before !== undefined ? lt(recoveryRequests.number, before) : undefined,
        eq(recoveryRequests.livemode, !page.test),
      ),
    )
    .orderBy(desc(recoveryRequests.number))
    .limit(page.limit + 1);
  const items = await describeMany(ctx, rows.slice(0, page.limit));
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor(last.number) : null };
}
