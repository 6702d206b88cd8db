import { type Config, publicUrlOf } from './config';
import type { Db } from './db/client';
import type { AccountsService } from './modules/accounts/service';
import type { AuditService } from './modules/audit/service';
import { createCompaniesService } from './modules/companies/service';
import type { MailService } from './modules/mail/service';

/**
 * What fleets use (company accounts, orders of many moves, statements and payment terms, the public
 * API and its keys, webhooks) reaches most domains, so it is composed last, around the other services.
 */
export function withCompanyServices<
  S extends { accounts: AccountsService; audit: AuditService; mail: MailService },
>(
  db: Db,
  config: Config,
  opts: { clock?: () => Date; log?: (message: string, err?: unknown) => void },
  services: S,
) {
  const now = opts.clock ?? (() => new Date());
  const { accounts, audit, mail } = services;
  const companies = createCompaniesService({
    db,
    accounts,
    audit,
    mail,
    publicUrl: publicUrlOf(config),
    now,
  });
  return { ...services, companies };
}
