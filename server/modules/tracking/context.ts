import type { LiveEta } from '@core/contracts/tracking';
import { dayAboutTime, etaSentence } from '@core/eta';
import type { LiveEvent } from '@core/live';
import type { Db } from '../../db/client';
import type { Audience } from '../../lib/live-bus';
import type { FleetService } from '../fleet/service';
import type { GeoService } from '../geo/service';
import type { InspectionsService } from '../inspections/service';
import type { Job, JobsService } from '../jobs/service';
import type { NotificationsService } from '../notifications/service';
import type { TimeclockService } from '../timeclock/service';

export interface TrackingDeps {
  db: Db;
  jobs: Pick<
    JobsService,
    'findByIdOrNumber' | 'findById' | 'describeMany' | 'setLiveEta' | 'underwayOfDriver'
  >;
  geo: Pick<GeoService, 'roadMilesBetween' | 'nearestTown'>;
  hours: Pick<TimeclockService, 'etaWithHours'>;
  fleet: Pick<FleetService, 'vehicleOfClient'>;
  inspections: Pick<InspectionsService, 'trackedRecord' | 'deliveryPhoto'>;
  /**
   * The client hears of a projected miss of the window (notify); the receiver, who has no account, of
   * the milestones (notifyContact).
   */
  notifications: Pick<NotificationsService, 'notify' | 'notifyContact' | 'optOut' | 'optedOut'>;
  publish?: (event: LiveEvent, audience: Audience) => Promise<void>;
  publicUrl: string;
  /** The key the receiver's link token is derived with (the app's link secret). */
  secret: string;
  /** Times in the messages to the client and the receiver read in the operators' zone. */
  timeZone: string;
  now?: () => Date;
}

/** What every action file of the domain takes. */
export type TrackingContext = TrackingDeps & { now: () => Date };

export type { Job };

/** The link's page for a token. */
export const trackingUrl = (ctx: TrackingContext, token: string) => `${ctx.publicUrl}/t/${token}`;

/** "At the pickup Thu about 14:00, after a 10-hour rest", in the operators' zone. */
export const etaWords = (ctx: TrackingContext, eta: LiveEta) =>
  etaSentence({ target: eta.target, arriveAt: Date.parse(eta.arriveAt), stops: eta.stops }, (ms) =>
    dayAboutTime(ms, ctx.timeZone),
  );
