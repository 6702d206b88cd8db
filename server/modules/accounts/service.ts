import { createHash, randomBytes } from 'node:crypto';
import type { Me, SignInBody, SignUpBody, UserRole } from '@core/contracts/accounts';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, isUniqueViolation, unauthorized } from '../../lib/errors';
import type { SessionsEnded } from '../../lib/live-bus';
import { driversViews } from '../drivers/views';
import { accountsRepo, type SessionUserRow } from './repo';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const DELETION_GRACE_DAYS = 30;

/** The acting user, as every service receives it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  isAdmin: boolean;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: UserRow;
}

/** A session's id: the SHA-256 of its token, so the database never holds a usable token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

// A fixed hash to verify against when the email is unknown, so timing does not reveal which emails exist.
let dummyHash: Promise<string> | undefined;

export function toSessionUser(row: SessionUserRow): SessionUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role, isAdmin: row.isAdmin };
}

export function createAccountsService(db: Db) {
  // Set by the documents domain: approved registration and insurance (or an approved driver).
  let verifiedCheck: ((userId: string) => Promise<boolean>) | null = null;
  // Set by the composition root: ended sessions close their live sockets on every process.
  let sessionsEnded: (notice: SessionsEnded) => Promise<void> = async () => {};
  // Set by the composition root: other domains end what they hold open for a person leaving.
  let deletionRequested: (userId: string) => Promise<void> = async () => {};

  async function issueSession(user: UserRow, userAgent?: string): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await accountsRepo.insertSession(db, { id: sessionIdOf(token), userId: user.id, expiresAt, userAgent });
    return { token, expiresAt, user };
  }

  return {
    onDeletionRequested(listener: (userId: string) => Promise<void>) {
      deletionRequested = listener;
    },

    /** Told whenever sessions end or change (the live sockets close on every process). */
    onSessionsEnded(listener: (notice: SessionsEnded) => Promise<void>) {
      sessionsEnded = listener;
    },

    /** Of these session ids, the ones still valid (the live heartbeat re-checks its sockets). */
    validSessionIds: (sessionIds: string[]) => accountsRepo.validSessionIds(db, sessionIds),

    /** Decides the Verified Account badge (the documents domain registers it at start). */
    setVerifiedCheck(check: (userId: string) => Promise<boolean>) {
      verifiedCheck = check;
    },

    async signUp(input: SignUpBody & { email: string }, userAgent?: string): Promise<IssuedSession> {
      const passwordHash = await hash(input.password);
      try {
        const user = await accountsRepo.insertUser(db, {
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role ?? 'client',
        });
        return await issueSession(user, userAgent);
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_unique')) {
          throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
        }
        throw err;
      }
    },

    /**
     * Signing in during a deletion's grace period leaves it pending: the person sees it (`Me`'s
     * `deletionScheduledFor`) and cancels it only by choosing to keep the account.
     */
    async signIn(input: SignInBody, userAgent?: string): Promise<IssuedSession> {
      const user = await accountsRepo.findUserByEmail(db, input.email);
      if (!user) {
        dummyHash ??= hash('not-a-real-password');
        await verify(await dummyHash, input.password);
        throw unauthorized('Email or password is incorrect.');
      }
      if (!(await verify(user.passwordHash, input.password)))
        throw unauthorized('Email or password is incorrect.');
      return issueSession(user, userAgent);
    },

    /** "Keep my account": the only way a pending deletion is cancelled. */
    async keepAccount(actor: SessionUser): Promise<UserRow> {
      const row = await accountsRepo.updateUser(db, actor.id, { deletionRequestedAt: null });
      if (!row) throw unauthorized();
      return row;
    },

    async signOut(token: string): Promise<void> {
      const sessionId = sessionIdOf(token);
      const userId = await accountsRepo.deleteSession(db, sessionId);
      if (userId) await sessionsEnded({ userId, sessionIds: [sessionId], reason: 'signed_out' });
    },

    /** Who a session token belongs to, while the session lasts. */
    userForSession(token: string): Promise<SessionUser | undefined> {
      return accountsRepo.findSessionUser(db, sessionIdOf(token));
    },

    findByEmail: (email: string) => accountsRepo.findUserByEmail(db, email.toLowerCase()),

    listOperatorIds: () => accountsRepo.adminIds(db),

    async getUser(id: string): Promise<UserRow | undefined> {
      return accountsRepo.findUserById(db, id);
    },

    getUsers: (ids: string[]): Promise<UserRow[]> => accountsRepo.findUsersByIds(db, ids),
    adminIds: () => accountsRepo.adminIds(db),
    findUserByPhone: (phone: string) => accountsRepo.findUserByPhone(db, phone),

    async setRole(actor: SessionUser, role: UserRole): Promise<UserRow> {
      const row = await accountsRepo.updateUser(db, actor.id, { role });
      if (!row) throw unauthorized();
      // What a socket may see was worked out for the old role: it reconnects with the new one.
      await sessionsEnded({ userId: actor.id, reason: 'changed' });
      return row;
    },

    /** The number SMS about job-critical events go to (null removes it). */
    async setPhone(userId: string, phone: string | null): Promise<void> {
      await accountsRepo.updateUser(db, userId, { phone });
    },

    /** The picture clients see for this user (a verified driver's selfie). */
    async setPhotoUrl(userId: string, photoUrl: string | null): Promise<void> {
      await accountsRepo.updateUser(db, userId, { photoUrl });
    },

    async describe(row: UserRow): Promise<Me> {
      const deletionScheduledFor = row.deletionRequestedAt
        ? new Date(row.deletionRequestedAt.getTime() + DELETION_GRACE_DAYS * 86_400_000).toISOString()
        : null;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        isAdmin: row.isAdmin,
        isVerified: verifiedCheck ? await verifiedCheck(row.id) : row.isVerified,
        photo: row.photoUrl,
        isDriverVerified: await driversViews.isVerified(db, row.id),
        deletionScheduledFor,
      };
    },

    /**
     * Schedules erasure in DELETION_GRACE_DAYS and signs out everywhere; `onDeletionRequested` ends what
     * other domains hold open for the person (their share links are revoked for good).
     */
    async requestDeletion(actor: SessionUser): Promise<UserRow> {
      const row = await db.transaction(async (tx) => {
        const updated = await accountsRepo.updateUser(tx, actor.id, { deletionRequestedAt: new Date() });
        if (!updated) throw unauthorized();
        await accountsRepo.deleteSessionsOfUser(tx, actor.id);
        return updated;
      });
      await deletionRequested(actor.id);
      await sessionsEnded({ userId: actor.id, reason: 'signed_out' });
      return row;
    },

    /**
     * Erases personal data of accounts whose grace period passed. Other domains remove their own data
     * through `onErase` (vehicles, documents); the user row stays, anonymised, for the money records.
     */
    async eraseDueAccounts(onErase: (userId: string) => Promise<void>): Promise<number> {
      const due = await accountsRepo.findDueForDeletion(db, DELETION_GRACE_DAYS);
      for (const user of due) {
        await onErase(user.id);
        await accountsRepo.updateUser(db, user.id, {
          name: 'Deleted user',
          email: `deleted-${user.id}@deleted.invalid`,
          passwordHash: await hash(randomBytes(32).toString('hex')),
          photoUrl: null,
          phone: null,
          anonymisedAt: new Date(),
        });
        await accountsRepo.deleteSessionsOfUser(db, user.id);
        await sessionsEnded({ userId: user.id, reason: 'signed_out' });
      }
      return due.length;
    },

    async purgeExpiredSessions(): Promise<number> {
      return accountsRepo.deleteExpiredSessions(db);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
