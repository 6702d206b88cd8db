import { COMPANY_INVITE_DAYS, COMPANY_ROLE_LABELS } from '@core/companies';
import type { CompanyInvite, InvitationView, InviteMemberBody, MyCompany } from '@core/contracts/companies';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { deadLink, hashLinkToken, isLinkTokenShape, newLinkToken } from '../../lib/link-tokens';
import { emailUnverifiedMessage, type SessionUser } from '../accounts/service';
import { alreadyMember, type CompaniesDeps, lockedMembership, toCompany } from './context';
import { companiesRepo } from './repo';

const INVITE_NOT_FOUND = 'Invitation not found (it may have been accepted or withdrawn already).';
const UNKNOWN_LINK =
  'This invitation link is not valid. Check that you opened the whole link from the e-mail.';
const DEAD_LINK =
  'This invitation has expired, was withdrawn or was already used. Ask the company’s owner to invite you again.';

/*
 * Invitations by e-mail: a single-use link `/join/<token>` (only its SHA-256 is stored).
 */

/** The invitation a token names, or a dead link (404 unknown, 410 used, withdrawn or expired). */
async function openInvitation(deps: CompaniesDeps, tx: DbOrTx, token: string, lock = false) {
  if (!isLinkTokenShape(token)) throw deadLink(404, UNKNOWN_LINK);
  const row = await companiesRepo.inviteByHash(tx, hashLinkToken(token), lock);
  if (!row) throw deadLink(404, UNKNOWN_LINK);
  const { invite } = row;
  if (invite.acceptedAt || invite.revokedAt || invite.expiresAt <= deps.now()) throw deadLink(410, DEAD_LINK);
  return row;
}

/** Inviting by e-mail and withdrawing an invitation (permission `manage`). */
export function createInvitations(deps: CompaniesDeps) {
  const { db, audit, mail } = deps;
  const actions = {
    /** POST /api/company/invites (manage): inviting the same address again replaces the open invitation. */
    async invite(actor: SessionUser, body: Required<InviteMemberBody>): Promise<CompanyInvite> {
      return (await actions.issueInvite(actor, body)).invite;
    },

    /**
     * The invitation and its e-mail; the token comes back for the demo seed, which joins its demo member
     * through the same link a person opens (the route answers without it).
     */
    async issueInvite(
      actor: SessionUser,
      body: Required<InviteMemberBody>,
    ): Promise<{ invite: CompanyInvite; token: string }> {
      const email = body.email.toLowerCase();
      const { invite, token, mailId } = await db.transaction(async (tx) => {
        const mine = await lockedMembership(tx, actor.id, 'manage');
        const members = await companiesRepo.members(tx, mine.company.id);
        if (members.some((m) => m.email.toLowerCase() === email))
          throw conflict(`${email} is already a member of ${mine.company.legalName}.`, 'already_member');
        const now = deps.now();
        await companiesRepo.revokeOpenInvitesTo(tx, mine.company.id, email, now);
        const { token, tokenHash } = newLinkToken();
        const invite = await companiesRepo.insertInvite(tx, {
          companyId: mine.company.id,
          email,
          role: body.role,
          tokenHash,
          invitedBy: actor.id,
          expiresAt: new Date(now.getTime() + COMPANY_INVITE_DAYS * 86_400_000),
          createdAt: now,
        });
        const queued = await mail.queue(
          {
            to: email,
            subject: `${actor.name} invited you to ${mine.company.legalName} on Pathway`,
            body: [
              'Hello,',
              '',
              `${actor.name} invited you to join ${mine.company.legalName} on Pathway as ${COMPANY_ROLE_LABELS[body.role]}.`,
              'Open this link to sign in (or create your account with this e-mail address) and join:',
              `${deps.publicUrl}/join/${token}`,
              '',
              `The link works once, for ${COMPANY_INVITE_DAYS} days. If you did not expect it, ignore this e-mail.`,
            ].join('\n'),
            kind: 'company_invite',
          },
          tx,
        );
        await audit.record(tx, {
          actor,
          action: 'company.invite',
          target: { type: 'company', id: mine.company.id, label: mine.company.legalName },
          after: { email, role: body.role },
        });
        return { invite, token, mailId: queued.id };
      });
      await mail.handOver(mailId);
      const view = {
        id: invite.id,
        email: invite.email,
        role: invite.role,
        invitedBy: actor.name,
        expiresAt: invite.expiresAt.toISOString(),
        createdAt: invite.createdAt.toISOString(),
      };
      return { invite: view, token };
    },

    /** DELETE /api/company/invites/:id (manage): the link stops working at once. */
    async revokeInvite(actor: SessionUser, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound(INVITE_NOT_FOUND);
      await db.transaction(async (tx) => {
        const mine = await lockedMembership(tx, actor.id, 'manage');
        const revoked = await companiesRepo.revokeInvite(tx, mine.company.id, id, deps.now());
        if (!revoked) throw notFound(INVITE_NOT_FOUND);
        await audit.record(tx, {
          actor,
          action: 'company.invite_revoke',
          target: { type: 'company', id: mine.company.id, label: mine.company.legalName },
          before: { email: revoked.email },
        });
      });
    },
  };
  return actions;
}

/** What an invitation link shows, and accepting it. */
export function createJoining(deps: CompaniesDeps) {
  const { db, audit, accounts } = deps;
  return {
    /**
     * GET /api/company/invitations/:token: what the link shows, before signing in (the holder of the
     * link is the person it was e-mailed to; dead links count against the address's link budget).
     */
    async invitation(token: string): Promise<InvitationView> {
      const { invite, companyName, invitedBy } = await openInvitation(deps, db, token);
      return {
        companyName,
        role: invite.role,
        email: invite.email,
        invitedBy: invitedBy ?? 'A former member',
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    /** POST /api/company/invitations/:token/accept: the signed-in invitee, with the invited address confirmed. */
    async accept(actor: SessionUser, token: string): Promise<MyCompany> {
      if (actor.role !== 'client')
        throw forbidden(
          'Driver accounts cannot join a company. Sign in with a customer account.',
          'not_client',
        );
      const joined = await db.transaction(async (tx) => {
        const { invite } = await openInvitation(deps, tx, token, true);
        const user = await companiesRepo.lockUser(tx, actor.id);
        if (!user || user.email.toLowerCase() !== invite.email)
          throw forbidden(
            `This invitation is for ${invite.email}. Sign in with that address (or sign up with it) to accept.`,
            'invite_email_mismatch',
          );
        if (!user.emailVerifiedAt) throw forbidden(emailUnverifiedMessage(user.email), 'email_unverified');
        const current = await companiesRepo.membershipOf(tx, actor.id);
        if (current) throw alreadyMember(current.company.legalName);
        const company = await companiesRepo.lockCompany(tx, invite.companyId);
        if (!company) throw deadLink(410, DEAD_LINK);
        await companiesRepo.insertMember(tx, {
          userId: actor.id,
          companyId: company.id,
          role: invite.role,
          addedBy: invite.invitedBy,
        });
        await companiesRepo.markAccepted(tx, invite.id, actor.id, deps.now());
        await audit.record(tx, {
          actor,
          action: 'company.join',
          target: { type: 'company', id: company.id, label: company.legalName },
          after: { member: user.email, role: invite.role },
        });
        return { company, role: invite.role };
      });
      await accounts.rightsChanged(actor.id);
      return { company: toCompany(joined.company), role: joined.role };
    },
  };
}
