import type { AssistantIntent } from '@core/assistant';
import type { AssistantLink, VoiceCommandResponse } from '@core/contracts/assistant';
import { formatNumber } from '@core/format';
import type { HosCycle } from '@core/hos';
import type { CatalogService } from '../catalog/service';
import type { DriversService } from '../drivers/service';
import type { GeoService } from '../geo/service';
import type { JobsService } from '../jobs/service';
import type { SubscriptionsService } from '../subscriptions/service';
import type { IntentClassifier } from './classifier';

/** What the offline answers are made of, shared by the answer files. */

export interface AnswerDeps {
  /** A driver's commission rate now (what acceptance would fix): drivers asking prices hear their pay. */
  commissionPercentFor?: (driverId: string) => Promise<number>;
  /** The hours-of-service cycle drivers plan under (trip times include its rests). */
  cycle: HosCycle;
  classifier: () => Promise<IntentClassifier>;
  catalog: Pick<CatalogService, 'listServiceTypes'>;
  geo: Pick<GeoService, 'quote'>;
  jobs: Pick<JobsService, 'get' | 'listMine'>;
  drivers: Pick<DriversService, 'countAvailableDrivers'>;
  subscriptions: Pick<SubscriptionsService, 'plans'>;
  supportPhone: string;
  supportEmail: string;
  timeZone: string;
  now?: () => Date;
}

export interface Answer extends VoiceCommandResponse {
  intent: AssistantIntent;
}

export const miles = (n: number) => `${formatNumber(n)} mile${n === 1 ? '' : 's'}`;
export const link = (href: string, label: string): AssistantLink => ({ href, label });

/** The answers' dependencies, the clock, and how to reach a person. */
export type AnswerContext = AnswerDeps & { now: () => Date; contact: string };
