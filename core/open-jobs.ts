/**
 * The open-jobs list (GET /api/recovery-requests?status=pending for a driver): its filter buttons, sort
 * orders and page sizes. The server filters and pages; the web shows the buttons with these labels.
 */
import type { VehicleType } from './pricing';

/** The filter buttons of the open-jobs screen (product/platform §2): All Jobs, Bobtail, Box Truck, Trailer. */
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

/** How many jobs each filter shows, from the number of open jobs of each vehicle type. */
export function countByFilter(perType: Partial<Record<string, number>>): Record<JobFilter, number> {
  const counts = { all: 0, bobtail: 0, 'box-truck': 0, trailer: 0 } satisfies Record<JobFilter, number>;
  for (const [type, n = 0] of Object.entries(perType)) {
    for (const filter of jobFilters) if (matchesFilter(type, filter)) counts[filter] += n;
  }
  return counts;
}

/** Newest first, or nearest pickup first from a point the driver gives (their position). */
export const openJobSorts = ['newest', 'distance'] as const;
export type OpenJobSort = (typeof openJobSorts)[number];

export const OPEN_JOBS_PAGE_SIZE = 25;
export const OPEN_JOBS_MAX_PAGE_SIZE = 100;

/** Miles per degree of latitude; a degree of longitude is this times cos(latitude). */
export const MILES_PER_DEGREE = 69.1;
