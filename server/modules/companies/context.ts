import { COMPANY_ROLE_MESSAGE, roleMay } from '@core/companies';
import type { Company } from '@core/contracts/companies';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AccountsService } from '../accounts/service';
import type { AuditService } from '../audit/service';
import type { MailService } from '../mail/service';
import { type CompanyRow, companiesRepo } from './repo';

export interface CompaniesDeps {
  db: Db;
  accounts: Pick<AccountsService, 'rightsChanged'>;
  mail: Pick<MailService, 'queue' | 'handOver'>;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
  now: () => Date;
}

export const toCompany = (r: CompanyRow): Company => ({
  id: r.id,
  legalName: r.legalName,
  billingAddress: r.billingAddress,
  taxId: r.taxId,
  billingEmail: r.billingEmail,
  requiresPo: r.requiresPo,
  paymentTerms: r.paymentTerms,
  createdAt: r.createdAt.toISOString(),
});

export const NO_COMPANY = 'You are not a member of a company.';
export const LAST_OWNER =
  'A company needs at least one owner. Make another member an owner first, then change this one.';
export const LAST_OWNER_LEAVING =
  'You are the last owner. Make another member an owner before you leave the company.';

/**
 * The actor's membership read (and their company locked) inside the transaction: a role the session
 * still remembers but an owner changed meanwhile counts for nothing.
 */
export async function lockedMembership(tx: DbOrTx, actorId: string, permission?: 'manage') {
  const mine = await companiesRepo.membershipOf(tx, actorId);
  if (!mine) throw notFound(NO_COMPANY);
  await companiesRepo.lockCompany(tx, mine.company.id);
  // Re-read under the lock: a change committed while we waited is seen.
  const now = await companiesRepo.membershipOf(tx, actorId);
  if (!now) throw notFound(NO_COMPANY);
  if (permission && !roleMay(now.role, permission)) throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
  return now;
}

export const alreadyMember = (name: string | null) =>
  conflict(
    `You already belong to ${name ?? 'a company'}. A person can be in one company: leave it first (Company page), then try again.`,
    'already_member',
  );

/** After a membership change commits: the people's sessions and sockets learn their new rights. */
export const rightsChangedFor =
  (accounts: CompaniesDeps['accounts']) =>
  (userIds: string[]): Promise<unknown> =>
    Promise.all(userIds.map((id) => accounts.rightsChanged(id)));
