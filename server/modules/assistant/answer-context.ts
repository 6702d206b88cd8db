import type { AssistantIntent } from '@core/assistant';
import type { AssistantLink, VoiceCommandResponse } from '@core/contracts/assistant';
import { formatNumber } from '@core/format';
import type { HosCycle } from '@core/hos';
import type { Locale } from '@core/i18n';
import type { CatalogService } from '../catalog/service';
import type { DriversService } from '../drivers/service';
import type { GeoService } from '../geo/service';
import type { JobsService } from '../jobs/service';
import type { NoticesService } from '../notices/service';
import type { OperationsService } from '../operations/service';
import type { SubscriptionsService } from '../subscriptions/service';
import type { TimeclockService } from '../timeclock/service';
import type { IntentClassifier } from './classifier';
import type { AssistantTexts } from './texts';

/** What the offline answers are made of, shared by the answer files. */

export interface AnswerDeps {
  /** A driver's commission rate now (what acceptance would fix): drivers asking prices hear their pay. */
  commissionPercentFor?: (driverId: string) => Promise<number>;
  /** The hours-of-service cycle drivers plan under (trip times include its rests). */
  cycle: HosCycle;
  classifier: () => Promise<IntentClassifier>;
  catalog: Pick<CatalogService, 'listServiceTypes'>;
  geo: Pick<GeoService, 'quote' | 'nearestTown' | 'tripCostBasis'>;
  jobs: Pick<JobsService, 'get' | 'listMine'>;
  /** The one count of available drivers (core's `isAvailableDriver`), as the board and /pathway-ai say. */
  drivers: Pick<
    DriversService,
    'profileRow' | 'countAvailableDrivers' | 'listAvailableDrivers' | 'summaries'
  >;
  /**
   * The console's reads: the board and the live map (operations), the open exceptions (notices), and
   * drivers online, counted as the console counts them (on duty), so the assistant and the board agree.
   */
  consoleReads: {
    operations: Pick<OperationsService, 'adminJobs' | 'liveMap'>;
    notices: Pick<NoticesService, 'listExceptions'>;
    timeclock: Pick<TimeclockService, 'driversOnDuty'>;
  };
  subscriptions: Pick<SubscriptionsService, 'plans'>;
  support: { phone: string; email: string };
  timeZone: string;
  now?: () => Date;
}

export interface Answer extends VoiceCommandResponse {
  intent: AssistantIntent;
  /** The language the answer is written in (the question's). */
  locale: Locale;
}

/** What an answer function gives: the text and link (the intent, action and language are added after). */
export type Reply = Omit<Answer, 'intent' | 'action' | 'locale'>;

export const link = (href: string, label: string): AssistantLink => ({ href, label });

/**
 * The answers' dependencies, the clock, and, for the message being answered, its language, that
 * language's texts and how to reach a person in it.
 */
export type AnswerContext = AnswerDeps & {
  now: () => Date;
  locale: Locale;
  t: AssistantTexts;
  contact: string;
};

/** "1,190 miles" in the answer's language. */
export const miles = (ctx: Pick<AnswerContext, 't'>, n: number) => ctx.t.miles(formatNumber(n), n);
