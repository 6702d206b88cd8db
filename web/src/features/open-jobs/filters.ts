import type { RecoveryRequest } from '@core/contracts/jobs';
import type { VehicleType } from '@core/pricing';

/** The filter buttons of the open-jobs screen (spec §2): All Jobs, Bobtail, Box Truck, Trailer. */
export const jobFilters = ['all', 'bobtail', 'box-truck', 'trailer'] as const;
export type JobFilter = (typeof jobFilters)[number];

export const jobFilterLabels: Record<JobFilter, string> = {
  all: 'All Jobs',
  bobtail: 'Bobtail',
  'box-truck': 'Box Truck',
  trailer: 'Trailer',
};

/** Which vehicle types each filter shows: Trailer covers a trailer alone and a bobtail with trailer. */
const filterTypes: Record<Exclude<JobFilter, 'all'>, readonly VehicleType[]> = {
  bobtail: ['bobtail'],
  'box-truck': ['box-truck'],
  trailer: ['bobtail-trailer', 'trailer'],
};

export function matchesFilter(vehicleType: string, filter: JobFilter): boolean {
  if (filter === 'all') return true;
  return (filterTypes[filter] as readonly string[]).includes(vehicleType);
}

/** The jobs a filter shows, in the order given. */
export function filterJobs<T extends Pick<RecoveryRequest, 'vehicleType'>>(
  jobs: readonly T[],
  filter: JobFilter,
): T[] {
  return jobs.filter((job) => matchesFilter(job.vehicleType, filter));
}

/** How many jobs each filter would show. */
export function countByFilter(
  jobs: readonly Pick<RecoveryRequest, 'vehicleType'>[],
): Record<JobFilter, number> {
  const counts = { all: 0, bobtail: 0, 'box-truck': 0, trailer: 0 } satisfies Record<JobFilter, number>;
  for (const filter of jobFilters) counts[filter] = filterJobs(jobs, filter).length;
  return counts;
}
