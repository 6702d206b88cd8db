/**
 * Company accounts: a client account can belong to one company, whose members share its moves,
 * vehicles, places, documents, invoices and claims as their role allows (docs/decisions/012-company-accounts.md).
 */

export const COMPANY_ROLES = ['owner', 'dispatcher', 'billing', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * What a member may do with the company's objects:
 * - `view`: see its moves, their tracking, documents, vehicles and places;
 * - `order`: request, pay for, cancel and manage moves (messages, tracking links, ratings, claims),
 *   and edit its vehicles and places;
 * - `invoices`: see invoices and credit notes of its moves;
 * - `statements`: statements, accounting exports and invoices on terms;
 * - `manage`: the company's details, members, API keys and webhooks.
 */
export type CompanyPermission = 'view' | 'order' | 'invoices' | 'statements' | 'manage';

const GRANTS: Record<CompanyRole, readonly CompanyPermission[]> = {
  owner: ['view', 'order', 'invoices', 'statements', 'manage'],
  dispatcher: ['view', 'order', 'invoices'],
  billing: ['view', 'invoices', 'statements'],
  viewer: ['view'],
};

export function roleMay(role: CompanyRole | null | undefined, permission: CompanyPermission): boolean {
  return role ? GRANTS[role].includes(permission) : false;
}

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  dispatcher: 'Dispatcher',
  billing: 'Billing',
  viewer: 'Viewer',
};

export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: 'Everything, including the company’s details, members, API keys and webhooks',
  dispatcher: 'Orders moves, pays for them and tracks them',
  billing: 'Sees invoices, statements and exports; pays invoices on terms',
  viewer: 'Sees the company’s moves and tracks them',
};

/** The party an object belongs to: its client, and the company it was made for (if any). */
export interface ClientParty {
  clientId: string;
  companyId: string | null;
}

/** The acting person as far as company sharing goes. */
export interface CompanyActor {
  id: string;
  companyId?: string | null;
  companyRole?: CompanyRole | null;
}

/**
 * Whether the actor acts for the object's client side with the permission: its own client always
 * (a personal object, or one they made for their company while they were a member of it), or a
 * member of the same company whose role allows it.
 */
export function actsForClient(
  actor: CompanyActor,
  party: ClientParty,
  permission: CompanyPermission,
): boolean {
  if (party.companyId) {
    return party.companyId === actor.companyId && roleMay(actor.companyRole, permission);
  }
  return party.clientId === actor.id;
}

export const COMPANY_ROLE_MESSAGE =
  'Your role in your company does not allow this. Ask an owner of the company to change your role.';

/** How long an invitation to join a company stays open. */
export const COMPANY_INVITE_DAYS = 14;
