import type { CompanyRole } from '@core/companies';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import {
  type CompaniesDeps,
  LAST_OWNER,
  LAST_OWNER_LEAVING,
  lockedMembership,
  rightsChangedFor,
} from './context';
import { companiesRepo } from './repo';

const label = (c: { legalName: string }) => c.legalName;

/** Changing a member's role, removing a member, leaving: the company locked, the last owner kept. */
export function createMemberActions(deps: CompaniesDeps) {
  const { db, audit } = deps;
  const changed = rightsChangedFor(deps.accounts);
  return {
    /** PATCH /api/company/members/:userId (manage): the last owner cannot be demoted. */
    async changeRole(actor: SessionUser, userId: string, role: CompanyRole): Promise<void> {
      const done = await db.transaction(async (tx) => {
        const mine = await lockedMembership(tx, actor.id, 'manage');
        const members = await companiesRepo.members(tx, mine.company.id);
        const target = members.find((m) => m.userId === userId);
        if (!target) throw notFound('That person is not a member of your company.');
        if (target.role === role) return false;
        const owners = members.filter((m) => m.role === 'owner').length;
        if (target.role === 'owner' && owners <= 1) throw conflict(LAST_OWNER, 'last_owner');
        await companiesRepo.setMemberRole(tx, mine.company.id, userId, role);
        await audit.record(tx, {
          actor,
          action: 'company.member_role',
          target: { type: 'company', id: mine.company.id, label: label(mine.company) },
          before: { member: target.email, role: target.role },
          after: { member: target.email, role },
        });
        return true;
      });
      if (done) await changed([userId]);
    },

    /** DELETE /api/company/members/:userId: an owner removes a member, or a member leaves. */
    async removeMember(actor: SessionUser, userId: string): Promise<void> {
      const leaving = userId === actor.id;
      await db.transaction(async (tx) => {
        const mine = await lockedMembership(tx, actor.id, leaving ? undefined : 'manage');
        const members = await companiesRepo.members(tx, mine.company.id);
        const target = members.find((m) => m.userId === userId);
        if (!target) throw notFound('That person is not a member of your company.');
        const owners = members.filter((m) => m.role === 'owner').length;
        if (target.role === 'owner' && owners <= 1)
          throw conflict(leaving ? LAST_OWNER_LEAVING : LAST_OWNER, 'last_owner');
        await companiesRepo.deleteMember(tx, mine.company.id, userId);
        await audit.record(tx, {
          actor,
          action: leaving ? 'company.leave' : 'company.member_remove',
          target: { type: 'company', id: mine.company.id, label: label(mine.company) },
          before: { member: target.email, role: target.role },
        });
      });
      await changed([userId]);
    },
  };
}
