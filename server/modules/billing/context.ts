import { COMPANY_ROLE_MESSAGE, type CompanyPermission, roleMay } from '@core/companies';
import type { Seller } from '@core/contracts/payments';
import type { InvoicingPort } from '../../adapters/invoicing/port';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { Job, JobsService } from '../jobs/service';
import type { LedgerService } from '../ledger/service';

/** The platform's certificate of insurance, from configuration (`demo` when none is configured). */
export interface Insurance {
  insurer: string;
  cargoPolicy: string;
  liabilityPolicy: string;
  cargoLimitCents: number;
  liabilityLimitCents: number;
  /** YYYY-MM-DD; null: the current calendar year (the demo's). */
  periodStart: string | null;
  periodEnd: string | null;
  demo: boolean;
}

export interface BillingDeps {
  db: Db;
  jobs: Pick<JobsService, 'lockById' | 'transition' | 'findById'>;
  ledger: Pick<
    LedgerService,
    'clientCashLines' | 'postTermsCharge' | 'postTermsPayment' | 'postTermsReversal' | 'refundableFor'
  >;
  invoicing: { seller: Seller; timeZone: string };
  port: InvoicingPort;
  audit: Pick<AuditService, 'record'>;
  insurance: Insurance;
  support: { email: string; phone: string };
  /** Told after jobs are paid on terms, once committed (drivers hear of them). */
  onJobPaid: (job: Job) => Promise<void>;
  now: () => Date;
  log?: (message: string, err?: unknown) => void;
}

export type BillingContext = BillingDeps;

export const NO_COMPANY_MESSAGE = 'Statements and company billing are for members of a company account.';

/** The actor's company, when their role allows `permission` (403 otherwise). */
export function companyOf(actor: SessionUser, permission: CompanyPermission): string {
  if (actor.role !== 'client' || !actor.companyId) throw forbidden(NO_COMPANY_MESSAGE, 'no_company');
  if (!roleMay(actor.companyRole, permission)) throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
  return actor.companyId;
}
