import { randomBytes } from 'node:crypto';
import type { Me, SignInBody, SignUpBody, UserRole } from '@core/contracts/accounts';
import type { SecondFactorChallenge } from '@core/contracts/security';
import { DEFAULT_LOCALE, type Locale } from '@core/i18n';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { bindActions } from '../../lib/actions';
import { AppError, conflict, isUniqueViolation, unauthorized } from '../../lib/errors';
import type { LiveBus, SessionsEnded } from '../../lib/live-bus';
import { driversViews } from '../drivers/views';
import {
  type AccountsContext,
  endSessions,
  type IssuedSession,
  type SessionUser,
  sessionIdOf,
} from './context';
import { DELETION_GRACE_DAYS, deletionImpact, setDeletionImpact } from './deletion';
import type { SignInSource } from './devices';
import { changeEmail } from './email-change';
import {
  confirmEmail,
  emailVerified,
  issueEmailLink,
  requireVerifiedEmail,
  resendEmailLink,
  sendFirstEmailLink,
} from './email-verification';
import { factorsActions } from './factors';
import { factorsRepo } from './factors/repo';
import { factorMethodsOf, startSecondFactor } from './factors/sign-in';
import { addOperator, listOperators, removeOperator, rightsChanged } from './operators';
import { refuseBreachedPassword } from './password-rules';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords';
import { changePhone, confirmPhoneCode, sendPhoneCode } from './phone-verification';
import { accountsRepo, type SessionUserRow } from './repo';
import { createSessionCache } from './session-cache';
import { endOtherSessions, endSession, issueSession, listSessions, touchSession } from './sessions';
import { verificationRepo } from './verification-repo';

export type { SessionUser } from './context';
export { type IssuedSession, SESSION_TTL_MS, sessionIdOf } from './context';
export type { SignInSource } from './devices';
export { emailUnverifiedMessage } from './email-verification';
export { textablePhone } from './phone-verification';

// A fixed hash to verify against when the email is unknown, so timing does not reveal which emails exist.
let dummyHash: Promise<string> | undefined;

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.isAdmin,
    secondFactor: row.secondFactor ?? null,
    companyId: row.companyId ?? null,
    companyRole: row.companyRole ?? null,
  };
}

export function onDeletionRequested(ctx: AccountsContext, listener: (userId: string) => Promise<void>) {
  ctx.hooks.deletionRequested = listener;
}

/** Told whenever sessions end or change (the live sockets close on every process). */
export function onSessionsEnded(ctx: AccountsContext, listener: (notice: SessionsEnded) => Promise<void>) {
  ctx.hooks.sessionsEnded = listener;
}

/**
 * Sessions that ended or changed in any process (the live bus): this process forgets them too, and
 * those ended here go out on the bus.
 */
export function shareSessionEnds(
  ctx: AccountsContext,
  bus: Pick<LiveBus, 'endSessions' | 'onSessionsEnded'>,
) {
  ctx.hooks.sessionsEnded = (notice) => bus.endSessions(notice);
  bus.onSessionsEnded((notice) => ctx.sessions.forget(notice));
}

/** Decides the Verified Account badge (the documents domain registers it at start). */
export function setVerifiedCheck(ctx: AccountsContext, check: (userId: string) => Promise<boolean>) {
  ctx.hooks.verifiedCheck = check;
}

export async function signUp(
  ctx: AccountsContext,
  input: SignUpBody & { email: string },
  source: SignInSource = {},
): Promise<IssuedSession> {
  await refuseBreachedPassword(input.password, 'password');
  const passwordHash = await hash(input.password);
  try {
    const user = await accountsRepo.insertUser(ctx.db, {
      name: input.name,
      email: input.email,
      passwordHash,
      role: input.role ?? 'client',
      locale: input.locale ?? DEFAULT_LOCALE,
    });
    // Paying, accepting, sharing by e-mail and payouts wait for the address to be confirmed.
    await sendFirstEmailLink(ctx, user);
    return await issueSession(ctx, user, source, { newAccount: true });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) {
      throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
    }
    throw err;
  }
}

/**
 * Signing in during a deletion's grace period leaves it pending: the person sees it (`Me`'s
 * `deletionScheduledFor`) and cancels it only by choosing to keep the account.
 */
export async function signIn(
  ctx: AccountsContext,
  input: SignInBody,
  source: SignInSource = {},
): Promise<IssuedSession | SecondFactorChallenge> {
  const user = await accountsRepo.findUserByEmail(ctx.db, input.email);
  if (!user) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, input.password);
    throw unauthorized('Email or password is incorrect.');
  }
  if (!(await verify(user.passwordHash, input.password)))
    throw unauthorized('Email or password is incorrect.');
  const methods = await factorMethodsOf(ctx.db, user.id);
  if (methods.length > 0) return startSecondFactor(ctx, user.id, methods);
  return issueSession(ctx, user, source);
}

/** "Keep my account": the only way a pending deletion is cancelled. */
export async function keepAccount(ctx: AccountsContext, actor: SessionUser): Promise<UserRow> {
  const row = await accountsRepo.updateUser(ctx.db, actor.id, { deletionRequestedAt: null });
  if (!row) throw unauthorized();
  return row;
}

export async function signOut(ctx: AccountsContext, token: string): Promise<void> {
  const sessionId = sessionIdOf(token);
  const userId = await accountsRepo.deleteSession(ctx.db, sessionId);
  if (userId) await endSessions(ctx, { userId, sessionIds: [sessionId], reason: 'signed_out' });
}

/** Who a session token belongs to, while the session lasts (kept a moment: createSessionCache). */
export async function userForSession(ctx: AccountsContext, token: string): Promise<SessionUser | undefined> {
  const sessionId = sessionIdOf(token);
  const cached = ctx.sessions.get(sessionId);
  if (cached) return cached;
  const row = await accountsRepo.findSessionUser(ctx.db, sessionId);
  if (!row) return undefined;
  const { lastActiveAt, ...found } = row;
  const proven = Boolean(found.secondFactor);
  const user: SessionUser = {
    ...found,
    isAdmin: found.isAdmin && proven,
    operatorWithoutSecondFactor: found.isAdmin && !proven,
  };
  // Only a lookup that reached the database may write, and at most once a step: never per request.
  await touchSession(ctx, sessionId, lastActiveAt);
  ctx.sessions.set(sessionId, user);
  return user;
}

export async function getUser(ctx: AccountsContext, id: string): Promise<UserRow | undefined> {
  return accountsRepo.findUserById(ctx.db, id);
}

export async function setRole(ctx: AccountsContext, actor: SessionUser, role: UserRole): Promise<UserRow> {
  const row = await accountsRepo.updateUser(ctx.db, actor.id, { role });
  if (!row) throw unauthorized();
  // What a socket may see was worked out for the old role: it reconnects with the new one.
  await endSessions(ctx, { userId: actor.id, reason: 'changed' });
  return row;
}

/** The language the person reads Pathway in: pages, e-mails, texts, push and PDFs. */
export async function setLocale(ctx: AccountsContext, actor: SessionUser, locale: Locale): Promise<UserRow> {
  const row = await accountsRepo.updateUser(ctx.db, actor.id, { locale });
  if (!row) throw unauthorized();
  return row;
}

/** The picture clients see for this user (a verified driver's selfie). */
export async function setPhotoUrl(
  ctx: AccountsContext,
  userId: string,
  photoUrl: string | null,
): Promise<void> {
  await accountsRepo.updateUser(ctx.db, userId, { photoUrl });
}

/** The person as the web app sees them; `secondFactor` is how the asking session was proven. */
export async function describe(
  ctx: AccountsContext,
  row: UserRow,
  secondFactor: string | null = null,
): Promise<Me> {
  const deletionScheduledFor = row.deletionRequestedAt
    ? new Date(row.deletionRequestedAt.getTime() + DELETION_GRACE_DAYS * 86_400_000).toISOString()
    : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    locale: row.locale,
    isAdmin: row.isAdmin,
    isVerified: ctx.hooks.verifiedCheck ? await ctx.hooks.verifiedCheck(row.id) : row.isVerified,
    photo: row.photoUrl,
    isDriverVerified: await driversViews.isVerified(ctx.db, row.id),
    deletionScheduledFor,
    secondFactorNeeded: row.isAdmin && !secondFactor,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/**
 * Schedules erasure in DELETION_GRACE_DAYS and signs out everywhere; `onDeletionRequested` ends what
 * other domains hold open for the person (their share links are revoked for good).
 */
export async function requestDeletion(
  ctx: AccountsContext,
  actor: SessionUser,
  { confirmImpact = false }: { confirmImpact?: boolean } = {},
): Promise<UserRow> {
  // Moves under way or a subscription: the person is told what happens to each and confirms first.
  const impact = await deletionImpact(ctx, actor);
  if (impact.items.length > 0 && !confirmImpact)
    throw new AppError(
      409,
      `Before your data is deleted: ${impact.items.join(' ')} Confirm to go ahead.`,
      'deletion_impact',
    );
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await accountsRepo.updateUser(tx, actor.id, { deletionRequestedAt: new Date() });
    if (!updated) throw unauthorized();
    await accountsRepo.deleteSessionsOfUser(tx, actor.id);
    return updated;
  });
  await ctx.hooks.deletionRequested(actor.id);
  await endSessions(ctx, { userId: actor.id, reason: 'signed_out' });
  return row;
}

/**
 * Erases personal data of accounts whose grace period passed. Other domains remove their own data
 * through `onErase` (vehicles, documents); the user row stays, anonymised, for the money records.
 */
export async function eraseDueAccounts(
  ctx: AccountsContext,
  onErase: (userId: string) => Promise<void>,
): Promise<number> {
  const due = await accountsRepo.findDueForDeletion(ctx.db, DELETION_GRACE_DAYS);
  for (const user of due) {
    await onErase(user.id);
    const passwordHash = await hash(randomBytes(32).toString('hex'));
    // Anonymised and signed out together: a crash between the two must not leave live sessions.
    await ctx.db.transaction(async (tx) => {
      await accountsRepo.updateUser(tx, user.id, {
        name: 'Deleted user',
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash,
        photoUrl: null,
        phone: null,
        phoneVerifiedAt: null,
        emailVerifiedAt: null,
        anonymisedAt: new Date(),
      });
      await accountsRepo.deleteSessionsOfUser(tx, user.id);
      // Nothing of the person's second factors outlives the account either.
      await factorsRepo.deleteTotp(tx, user.id);
      await factorsRepo.deletePasskeysOf(tx, user.id);
      await factorsRepo.replaceRecoveryCodes(tx, user.id, []);
    });
    await endSessions(ctx, { userId: user.id, reason: 'signed_out' });
  }
  return due.length;
}

/** Devices unused this long are forgotten: signing in from one again e-mails the person. */
const KNOWN_DEVICE_DAYS = 365;

/** Expired sessions, reset links past their hour and long-unused devices (the daily purge). */
export async function purgeExpiredSessions(ctx: AccountsContext): Promise<number> {
  await accountsRepo.deleteOldPasswordResets(ctx.db);
  await factorsRepo.deleteOldChallenges(ctx.db);
  await verificationRepo.deleteOldVerifications(ctx.db);
  await accountsRepo.deleteStaleKnownDevices(ctx.db, KNOWN_DEVICE_DAYS);
  return accountsRepo.deleteExpiredSessions(ctx.db);
}

export function createAccountsService(
  db: Db,
  opts: {
    /** The session cache's life and the step-up's window. */
    config: Pick<Config, 'SESSION_CACHE_MS' | 'STEP_UP_MINUTES'>;
    mail: AccountsContext['mail'];
    publicUrl: string;
    now?: () => Date;
  },
) {
  const site = new URL(opts.publicUrl);
  const ctx: AccountsContext = {
    db,
    sessions: createSessionCache(opts.config.SESSION_CACHE_MS),
    mail: opts.mail,
    publicUrl: opts.publicUrl,
    now: opts.now ?? (() => new Date()),
    webAuthn: { rpId: site.hostname, rpName: 'Pathway', origin: site.origin },
    stepUpMs: opts.config.STEP_UP_MINUTES * 60_000,
    hooks: {
      verifiedCheck: null,
      sessionsEnded: async () => {},
      deletionRequested: async () => {},
      deletionImpact: async () => [],
    },
  };
  return {
    /** Of these session ids, the ones still valid (the live heartbeat re-checks its sockets). */
    validSessionIds: (sessionIds: string[]) => accountsRepo.validSessionIds(db, sessionIds),
    findByEmail: (email: string) => accountsRepo.findUserByEmail(db, email.toLowerCase()),
    listOperatorIds: () => accountsRepo.adminIds(db),
    getUsers: (ids: string[]): Promise<UserRow[]> => accountsRepo.findUsersByIds(db, ids),
    adminIds: () => accountsRepo.adminIds(db),
    findUserByPhone: (phone: string) => accountsRepo.findUserByPhone(db, phone),
    ...bindActions(ctx, {
      onDeletionRequested,
      onSessionsEnded,
      shareSessionEnds,
      setVerifiedCheck,
      signUp,
      signIn,
      keepAccount,
      signOut,
      userForSession,
      getUser,
      setRole,
      setLocale,
      /** The number SMS about job-critical events go to (null removes it): texted a code to confirm it. */
      setPhone: changePhone,
      setPhotoUrl,
      describe,
      requestDeletion,
      deletionImpact,
      setDeletionImpact,
      eraseDueAccounts,
      purgeExpiredSessions,
      listOperators,
      addOperator,
      removeOperator,
      rightsChanged,
      requestPasswordReset,
      confirmPasswordReset,
      changePassword,
      listSessions,
      endSession,
      endOtherSessions,
      ...factorsActions,
      confirmEmail,
      resendEmailLink,
      issueEmailLink,
      emailVerified,
      requireVerifiedEmail,
      sendFirstEmailLink,
      changeEmail,
      sendPhoneCode,
      confirmPhoneCode,
    }),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
