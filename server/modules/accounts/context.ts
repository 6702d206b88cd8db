import { createHash } from 'node:crypto';
import type { CompanyRole } from '@core/companies';
import type { UserRole } from '@core/contracts/accounts';
import type { StepUpMethod } from '@core/contracts/security';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { SessionsEnded } from '../../lib/live-bus';
import type { MailService } from '../mail/service';
import type { SessionCache } from './session-cache';

/** The acting user, as every service receives it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /**
   * Operator powers: for a session, only when it was proven with a second factor (a password alone
   * opens nothing an operator may see or do, on any route or socket).
   */
  isAdmin: boolean;
  /** An operator's account whose session lacks a second factor: told to set one up (second_factor_required). */
  operatorWithoutSecondFactor?: boolean;
  /** The second factor this session was proven with ('totp', 'passkey', 'recovery_code'); null or absent: a password alone. */
  secondFactor?: string | null;
  /** The company the person acts for and their role in it (core/companies.ts); null: a personal account. */
  companyId?: string | null;
  companyRole?: CompanyRole | null;
  /** Set by the step-up guard: how the person confirmed it's them for this action (the audit keeps it). */
  stepUp?: StepUpMethod;
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: UserRow;
}

/** A session's id: the SHA-256 of its token, so the database never holds a usable token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the functions take: the database and the hooks other domains set at composition. */
export interface AccountsContext {
  db: Db;
  sessions: SessionCache;
  /** Reset and confirmation links, codes and notices of changes go out through it (and the SMS port). */
  mail: Pick<MailService, 'queue' | 'handOver'>;
  publicUrl: string;
  /** The clock reset links, codes and step-ups go by (tests move it). */
  now: () => Date;
  /** Passkeys are bound to the site's host (the relying party) and origin: both from PUBLIC_URL. */
  webAuthn: { rpId: string; rpName: string; origin: string };
  /** How long a step-up (confirming who one is again) lets money and power through. */
  stepUpMs: number;
  hooks: {
    /** Set by the documents domain: approved registration and insurance (or an approved driver). */
    verifiedCheck: ((userId: string) => Promise<boolean>) | null;
    /** Set by the composition root: ended sessions close their live sockets on every process. */
    sessionsEnded: (notice: SessionsEnded) => Promise<void>;
    /** Set by the composition root: other domains end what they hold open for a person leaving. */
    deletionRequested: (userId: string) => Promise<void>;
    /** Set by the composition root: what a deletion leaves of the person's moves and subscription. */
    deletionImpact: (userId: string) => Promise<string[]>;
  };
}

// NOTIFY carries at most 8000 bytes: a long list of ended sessions goes out in several notices.
const SESSION_IDS_PER_NOTICE = 50;

/** Tells the hook, after forgetting the sessions here at once (this process answers next). */
export async function endSessions(ctx: AccountsContext, notice: SessionsEnded) {
  ctx.sessions.forget(notice);
  if (!notice.sessionIds) return ctx.hooks.sessionsEnded(notice);
  for (let i = 0; i < notice.sessionIds.length; i += SESSION_IDS_PER_NOTICE)
    await ctx.hooks.sessionsEnded({
      ...notice,
      sessionIds: notice.sessionIds.slice(i, i + SESSION_IDS_PER_NOTICE),
    });
}
