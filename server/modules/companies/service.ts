import type { CompanyPeople, companyDetailsBody, MyCompany } from '@core/contracts/companies';
import type { z } from 'zod';
import { forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import {
  alreadyMember,
  type CompaniesDeps,
  lockedMembership,
  NO_COMPANY,
  rightsChangedFor,
  toCompany,
} from './context';
import { createInvitations, createJoining } from './invitations';
import { createMemberActions } from './members';
import { type CompanyRow, companiesRepo } from './repo';

type Details = z.output<typeof companyDetailsBody>;

const label = (c: { legalName: string }) => c.legalName;

/** Company accounts: the company, its members and roles, and invitations by e-mail (docs/decisions/012). */
export function createCompaniesService(deps: CompaniesDeps) {
  const { db, accounts, audit } = deps;
  const changed = rightsChangedFor(accounts);
  return {
    ...createInvitations(deps),
    ...createJoining(deps),
    ...createMemberActions(deps),

    /** GET /api/company: the actor's company and role, or nulls for a personal account. */
    async mine(actor: SessionUser): Promise<MyCompany> {
      const row = await companiesRepo.membershipOf(db, actor.id);
      return row ? { company: toCompany(row.company), role: row.role } : { company: null, role: null };
    },

    /** POST /api/company: a client with no company creates one and becomes its owner. */
    async create(actor: SessionUser, details: Details): Promise<MyCompany> {
      if (actor.role !== 'client')
        throw forbidden('Only customer accounts can create a company.', 'not_client');
      const company = await db
        .transaction(async (tx) => {
          await companiesRepo.lockUser(tx, actor.id);
          const current = await companiesRepo.membershipOf(tx, actor.id);
          if (current) throw alreadyMember(current.company.legalName);
          const created = await companiesRepo.insertCompany(tx, details);
          await companiesRepo.insertMember(tx, {
            userId: actor.id,
            companyId: created.id,
            role: 'owner',
            addedBy: actor.id,
          });
          await audit.record(tx, {
            actor,
            action: 'company.create',
            target: { type: 'company', id: created.id, label: label(created) },
            after: { legalName: created.legalName, owner: actor.email },
          });
          return created;
        })
        .catch((err) => {
          if (isUniqueViolation(err)) throw alreadyMember(null);
          throw err;
        });
      await changed([actor.id]);
      return { company: toCompany(company), role: 'owner' };
    },

    /** PATCH /api/company: the details invoices and statements carry (permission `manage`). */
    async update(actor: SessionUser, details: Details): Promise<MyCompany> {
      const updated = await db.transaction(async (tx) => {
        const mine = await lockedMembership(tx, actor.id, 'manage');
        const row = await companiesRepo.updateCompany(tx, mine.company.id, details);
        await audit.record(tx, {
          actor,
          action: 'company.update',
          target: { type: 'company', id: row.id, label: label(row) },
          before: detailsOf(mine.company),
          after: detailsOf(row),
        });
        return { company: row, role: mine.role };
      });
      return { company: toCompany(updated.company), role: updated.role };
    },

    /** GET /api/company/people: members and open invitations; any member may see them. */
    async people(actor: SessionUser): Promise<CompanyPeople> {
      const mine = await companiesRepo.membershipOf(db, actor.id);
      if (!mine) throw notFound(NO_COMPANY);
      const [members, invites] = await Promise.all([
        companiesRepo.members(db, mine.company.id),
        companiesRepo.openInvites(db, mine.company.id, deps.now()),
      ]);
      return {
        members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
        invites: invites.map(({ invite, invitedBy }) => ({
          id: invite.id,
          email: invite.email,
          role: invite.role,
          invitedBy: invitedBy ?? 'A former member',
          expiresAt: invite.expiresAt.toISOString(),
          createdAt: invite.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;

const detailsOf = (c: CompanyRow) => ({
  legalName: c.legalName,
  billingAddress: c.billingAddress,
  taxId: c.taxId,
  billingEmail: c.billingEmail,
  requiresPo: c.requiresPo,
});
