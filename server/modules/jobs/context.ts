import { actsForClient } from '@core/companies';
import type { HosCycle } from '@core/hos';
import type { LiveEvent } from '@core/live';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../db/client';
import type { Audience } from '../../lib/live-bus';
import type { SessionUser } from '../accounts/service';
import type { CatalogService } from '../catalog/service';
import type { DriversService } from '../drivers/service';
import type { FleetService } from '../fleet/service';
import type { GeoService } from '../geo/service';
import type { PlacesService } from '../places/service';
import { openJobsRepo } from './open-jobs-repo';
import type { JobRow } from './repo';

/**
 * A job as the jobs domain hands it to other domains (its stored record, read-only): they receive it
 * from the jobs service and never read the jobs tables or import the repo.
 */
export type Job = Readonly<JobRow>;

export interface JobsServiceDeps {
  db: Db;
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  fleet: FleetService;
  /** The site details of a client's saved places, copied onto the job. */
  places: Pick<PlacesService, 'siteOf'>;
  /** The assigned driver's name, photo and rating come from the drivers domain. */
  drivers: Pick<DriversService, 'summaries'>;
  /** Measures and prices trips: the same function as GET /api/quote. */
  geo: GeoService;
  /** The service types a request may name (the catalog domain's). */
  catalog: Pick<CatalogService, 'listServiceTypes'>;
  supportPhone: string;
  /** Told after every announced change (the notifications domain turns changes into notices). */
  onChanged?: (job: Job) => Promise<void>;
  /** Priority Dispatch: whether the client has premium access now (the subscriptions domain knows). */
  hasPremiumAccess?: (clientId: string) => Promise<boolean>;
  /** The carrier's hours-of-service cycle: a move's planned arrival counts the rests it requires. */
  cycle?: HosCycle;
  /** Times of a place whose position is unknown read in the operators' zone. */
  timeZone?: string;
  now?: () => Date;
}

export const CLIENTS_ONLY_MESSAGE =
  'Moves are requested from a customer account. Switch your role to Customer in your profile to request one.';

/** How long the open-jobs counts per filter button may lag behind (the list refetches every 30 s). */
const OPEN_COUNTS_TTL_MS = 5_000;

/** The open-jobs counts per set of vehicle types, and the generation that a change here starts afresh. */
export function openCountsCache(db: Db) {
  return {
    generation: 0,
    cache: new LRUCache<string, Record<string, number>>({
      max: 16,
      ttl: OPEN_COUNTS_TTL_MS,
      fetchMethod: (key) => {
        const types = key.slice(key.indexOf(':') + 1);
        return openJobsRepo.countOpen(db, types ? (types.split(',') as JobRow['vehicleType'][]) : []);
      },
    }),
  };
}

/** What a batch of positions brought: milestones reached (once each), and implausible ones repeating. */
export interface TrackNews {
  arrivals: {
    kind: 'arrived_pickup' | 'left_pickup' | 'arrived_destination';
    at: Date;
    lat: number;
    lng: number;
    /** Left the pickup before its condition report was submitted. */
    unreported: boolean;
  }[];
  /** Flagged positions within IMPLAUSIBLE_REPEAT_WINDOW_MS when they reach IMPLAUSIBLE_REPEAT_COUNT. */
  implausibleRepeat: number | null;
}
export type TrackListener = (job: Job, news: TrackNews) => Promise<void>;

/** A step recorded on a job's timeline, as listeners hear it inside the step's transaction. */
export interface JobStep {
  type: string;
  fromStatus: Job['status'] | null;
  toStatus: Job['status'];
  data: Record<string, unknown>;
}
/** Told of every step in its transaction (webhooks write their outbox there); a throw undoes the step. */
export type JobStepListener = (tx: DbOrTx, job: Job, step: JobStep) => Promise<void>;

/** What every action file of the domain takes. */
export type JobsContext = Required<Omit<JobsServiceDeps, 'publish' | 'onChanged'>> &
  Pick<JobsServiceDeps, 'publish' | 'onChanged'> & {
    openCounts: ReturnType<typeof openCountsCache>;
    stepListeners: JobStepListener[];
    /** Told after a position report was kept (outside any transaction). */
    positionListeners: ((job: Job) => Promise<void>)[];
    /** Told after a batch reached a milestone or repeated implausible positions (outside any transaction). */
    trackListeners: TrackListener[];
    requestGate: RequestGate;
  };

/**
 * Around every client request, whichever route made it (the request form, scheduling, the assistant):
 * `before` may refuse it (a company's overdue invoice), `after` may pay it another way once written
 * (net-30 terms) and answers whether it changed the job.
 */
export interface RequestGate {
  before?: (actor: SessionUser) => Promise<void>;
  after?: (actor: SessionUser, jobId: string) => Promise<boolean>;
}

/**
 * Who may see a job: its client (or, for a company's job, its members), its assigned driver, and
 * operators. Everyone else gets 404.
 */
export function canSeeJob(actor: SessionUser, job: Job): boolean {
  return actor.isAdmin || job.driverId === actor.id || actsForClient(actor, job, 'view');
}
