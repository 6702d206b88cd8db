import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { App } from '../app';
import type { Database } from '../db/client';
import { sessions, totpFactors, users } from '../db/schema';

/** The authenticator-app secrets of the operators tests made, by user id. */
const secrets = new Map<string, string>();
/** How many step-ups each has done (each TOTP code works once: the next uses the next time step). */
const stepUps = new Map<string, number>();

/**
 * Makes a signed-up user an operator as an operator would exist: with an authenticator app set up and
 * their current sessions proven with it (as after a real sign-in). Answers the app's secret.
 */
export async function makeOperator(ctx: { database: Database }, user: { id: string }): Promise<string> {
  const secret = authenticator.generateSecret(20);
  const { db } = ctx.database;
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  await db
    .insert(totpFactors)
    .values({ userId: user.id, secret, confirmedAt: new Date() })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, confirmedAt: new Date() } });
  await db.update(sessions).set({ secondFactor: 'totp' }).where(eq(sessions.userId, user.id));
  secrets.set(user.id, secret);
  return secret;
}

/** The code the person's authenticator app shows at `at` (their secret from makeOperator). */
export function totpCode(secret: string, at = Date.now()): string {
  return authenticator.clone({ epoch: at }).generate(secret);
}

/**
 * Confirms it's them (step-up) through the API, as the web app's prompt does: with the authenticator
 * app when makeOperator set one up (the previous, current and next code in turn), else the password.
 */
export async function stepUp(
  app: App,
  user: { id: string; cookie: string },
  { password = 'correct-horse-battery', at = Date.now() }: { password?: string; at?: number } = {},
): Promise<void> {
  const secret = secrets.get(user.id);
  let payload: Record<string, string> = { method: 'password', password };
  if (secret) {
    const used = stepUps.get(user.id) ?? 0;
    if (used > 2)
      throw new Error('A test may step up one operator at most three times (one code per time step).');
    stepUps.set(user.id, used + 1);
    // `at`: the app's clock when a test moved it.
    payload = { method: 'totp', code: totpCode(secret, at + (used - 1) * 30_000) };
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/step-up',
    headers: { cookie: user.cookie },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`step-up failed ${res.statusCode}: ${res.body}`);
}
