import {
  actsForClient,
  type ClientParty,
  COMPANY_ROLE_MESSAGE,
  type CompanyActor,
  type CompanyPermission,
  roleMay,
} from '@core/companies';
import { forbidden } from './errors';

/** What a member whose role does not allow the action gets (403 `company_role`). */
export const companyRoleRefused = () => forbidden(COMPANY_ROLE_MESSAGE, 'company_role');

/** Whose shared objects (vehicles, saved places) someone sees: their own personal ones and their company's. */
export const scopeOf = (actor: CompanyActor) => ({ userId: actor.id, companyId: actor.companyId ?? null });

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
