import {
  actsForClient,
  type ClientParty,
  COMPANY_ROLE_MESSAGE,
  type CompanyActor,
  type CompanyPermission,
  roleMay,
} from '@core/companies';
import { type AnyColumn, and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { forbidden } from './errors';

/** What a member whose role does not allow the action gets (403 `company_role`). */
export const companyRoleRefused = () => forbidden(COMPANY_ROLE_MESSAGE, 'company_role');

/** Whose shared objects (vehicles, saved places) someone sees: their own personal ones and their company's. */
export interface SharingScope {
  userId: string;
  companyId: string | null;
}
export const scopeOf = (actor: CompanyActor): SharingScope => ({
  userId: actor.id,
  companyId: actor.companyId ?? null,
});

/** The rows of a scope: the person's personal ones (no company), and any of their company's. */
export const inScope = (owner: AnyColumn, company: AnyColumn, scope: SharingScope): SQL =>
  or(
    and(eq(owner, scope.userId), isNull(company)),
    scope.companyId ? eq(company, scope.companyId) : undefined,
  )!;

/**
 * The company a new shared object of the actor's belongs to (null: a personal account's own); a member
 * whose role may not `order` cannot add to the company's.
 */
export function companyForNew(actor: CompanyActor): string | null {
  if (!actor.companyId) return null;
  if (!roleMay(actor.companyRole, 'order')) throw companyRoleRefused();
  return actor.companyId;
}

/** Refuses a change to an object the actor may see but not change with their role. */
export function requireActsFor(actor: CompanyActor, party: ClientParty, permission: CompanyPermission) {
  if (!actsForClient(actor, party, permission)) throw companyRoleRefused();
}
