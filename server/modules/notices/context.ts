import type { LiveEta } from '@core/contracts/tracking';
import type { LiveEvent } from '@core/live';
import { formatInZone } from '@core/zones';
import type { Db } from '../../db/client';
import type { Audience } from '../../lib/live-bus';
import type { AccountsService } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { Job, JobsService } from '../jobs/service';
import type { Notify } from '../notifications/service';
import type { TimeclockService } from '../timeclock/service';

/** A driver's document (or licence) that expires soon, for the monitor. */
export interface ExpiringDocument {
  driverId: string;
  what: string;
  expiresOn: string;
}

export interface NoticesDeps {
  db: Db;
  accounts: AccountsService;
  jobs: JobsService;
  timeclock: Pick<TimeclockService, 'driversNearLimit'>;
  /** The tracking domain's ETA that knows the hours (created later): recomputed and stored for a job. */
  eta?: { refresh(job: Job): Promise<{ eta: LiveEta | null }> };
  audit: AuditService;
  notify: Notify;
  /** Drivers' documents and licences expiring between two days (inclusive). */
  expiringDocuments?: (from: string, to: string) => Promise<ExpiringDocument[]>;
  /** Live: operators' consoles refetch their exceptions when they change. */
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  timeZone: string;
  now?: () => Date;
}

/** What the functions take: the dependencies with the clock fixed. */
export type NoticesContext = NoticesDeps & { now: () => Date };

export const fmt = (ctx: NoticesContext, d: Date) => formatInZone(d.getTime(), ctx.timeZone);

/** Tells every operator's console that the exceptions changed (they refetch); never fails the change. */
export async function exceptionsChanged(ctx: NoticesContext): Promise<void> {
  await ctx.publish?.({ type: 'exceptions.changed' }, { userIds: [] }).catch(() => {});
}
