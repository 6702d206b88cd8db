import type { InstantFee } from '@core/payouts';
import type { PayoutEvent, PayoutsProvider } from '../../adapters/payouts/port';
import type { Db } from '../../db/client';
import type { AccountsService } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';
import type { MailService } from '../mail/service';
import type { NoticesService } from '../notices/service';
import type { Notify } from '../notifications/service';

export interface PayoutsDeps {
  db: Db;
  /** Stripe Connect, or the test provider (which also settles its payouts on their arrival date). */
  provider: PayoutsProvider & { settleDue?: () => Promise<PayoutEvent[]> };
  ledger: LedgerService;
  /** Where payout mismatches reach operators (the monitor's flags). */
  notices: Pick<NoticesService, 'raiseFlag' | 'raiseDriverFlag' | 'openFlagsOfKind'>;
  /** The driver's contact; payouts wait while their e-mail address is not confirmed. */
  accounts: Pick<AccountsService, 'getUser' | 'emailVerified' | 'requireVerifiedEmail'>;
  /** The driver's jobs, for their earnings and statements. */
  jobs: Pick<JobsService, 'listMine' | 'findMany'>;
  notify: Notify;
  /** A driver's change of bank is kept in the audit log, with how they confirmed it was them. */
  audit: Pick<AuditService, 'record'>;
  /** The driver's own e-mail and SMS about a change of their bank (not a notification they can mute). */
  mail: Pick<MailService, 'queue'>;
  /** How long bank payouts wait after the driver swaps their bank (PAYOUT_BANK_HOLD_HOURS). */
  bankHoldHours: number;
  /** Where Stripe's onboarding sends the driver back. */
  publicUrl: string;
  instantFee: InstantFee;
  timeZone: string;
  now?: () => Date;
  log?: (message: string, err?: unknown) => void;
}

/** What every action file of the domain takes. */
export type PayoutsContext = Required<Omit<PayoutsDeps, 'log' | 'now'>> & {
  now: () => Date;
  log: (message: string, err?: unknown) => void;
};

/** A provider refusal (4xx) ends a call for good; anything else (a timeout, a 5xx) is tried again later. */
export function isPermanent(err: unknown): boolean {
  const status =
    (err as { status?: number; statusCode?: number })?.status ?? (err as { statusCode?: number })?.statusCode;
  // 409 (the same key still in flight) and 429 (slow down) are not refusals: the call is tried again.
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

export const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
