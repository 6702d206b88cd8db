/** The dispatch domain's cache keys, apart from its reads (see jobs/keys.ts). */
import { jobKeys } from '@web/features/jobs';

export const dispatchKeys = {
  /** The driver's own lists (and profile): live job events refresh everything under it. */
  driver: ['/api/driver'] as const,
  driverJobs: ['/api/driver', 'jobs'] as const,
  /** Under `driver`, so job events refresh it; time clock events refresh `stats` too. */
  stats: ['/api/driver', 'stats'] as const,
  /** Under `driver`, so job events refresh it; a `job_offered` notification refreshes it at once. */
  offers: ['/api/driver', 'offers'] as const,
  openJobs: [...jobKeys.all, { status: 'pending' }] as const,
  /** A client's preferred drivers. */
  preferred: ['/api/preferred-drivers'] as const,
  acceptance: (jobId: string) => [...jobKeys.one(jobId), 'acceptance'] as const,
};
