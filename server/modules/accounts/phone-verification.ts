import { randomInt } from 'node:crypto';
import { normalizePhone } from '@core/messaging';
import { hash, verify } from '@node-rs/argon2';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import type { AccountsContext } from './context';
import { accountMessages } from './messages';
import { accountsRepo } from './repo';
import { verificationRepo } from './verification-repo';

/** How long a texted code works, how many wrong tries it takes, how many texts an hour. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The number texts may go to: only one its owner confirmed with a code. Everything that texts a
 * person (notifications, offers, a payout bank change, a job party's text) asks this first, so a
 * number typed by mistake, or someone else's, gets nothing but the code.
 */
export const textablePhone = (user: Pick<UserRow, 'phone' | 'phoneVerifiedAt'>): string | null =>
  user.phone && user.phoneVerifiedAt ? user.phone : null;

const samePhone = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && normalizePhone(a) === normalizePhone(b));

async function refuseTooManyTexts(ctx: AccountsContext, userId: string) {
  const windowFrom = new Date(ctx.now().getTime() - HOUR_MS);
  if ((await verificationRepo.phoneCodeSendsSince(ctx.db, userId, windowFrom)) >= PHONE_CODES_PER_HOUR)
    throw new AppError(
      429,
      `We texted ${PHONE_CODES_PER_HOUR} codes in the last hour. Wait a little, then send a new one.`,
      'verification_limit',
    );
}

/** Texts a new 6-digit code to the account's number (the only text an unconfirmed number gets). */
async function textCode(ctx: AccountsContext, user: UserRow, phone: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await verificationRepo.putPhoneCode(
    ctx.db,
    {
      userId: user.id,
      phone,
      codeHash: await hash(code),
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
    },
    now,
    new Date(now.getTime() - HOUR_MS),
  );
  await ctx.mail.queue({
    channel: 'sms',
    to: phone,
    ...accountMessages[user.locale].phoneCode(code),
    kind: 'phone_verification',
    userId: user.id,
  });
}

/** "Send a new code": to the number on file, unless it is confirmed already. */
export async function sendPhoneCode(ctx: AccountsContext, actorId: string): Promise<{ phone: string }> {
  const user = await accountsRepo.findUserById(ctx.db, actorId);
  if (!user) throw unauthorized();
  if (!user.phone) throw conflict('Add a phone number in your notification settings first.', 'no_phone');
  if (user.phoneVerifiedAt) throw conflict('This phone number is already confirmed.', 'already_verified');
  await refuseTooManyTexts(ctx, user.id);
  await textCode(ctx, user, user.phone);
  return { phone: user.phone };
}

type CodeCheck = { ok: true } | { ok: false; status: 400 | 410; code: string; message: string };

/**
 * Checks a code under its row's lock: right, the number is confirmed; wrong, the try is counted (in a
 * transaction that commits, so the count holds); the fifth wrong try ends the code.
 */
export async function confirmPhoneCode(ctx: AccountsContext, actorId: string, code: string): Promise<void> {
  const result = await ctx.db.transaction(async (tx): Promise<CodeCheck> => {
    const row = await verificationRepo.lockPhoneCode(tx, actorId);
    const user = await accountsRepo.findUserById(tx, actorId);
    if (!user) throw unauthorized();
    if (!row || row.expiresAt <= ctx.now() || !samePhone(row.phone, user.phone))
      return {
        ok: false,
        status: 410,
        code: 'code_expired',
        message: 'This code has expired. Send a new one.',
      };
    if (row.attempts >= PHONE_CODE_MAX_TRIES)
      return {
        ok: false,
        status: 410,
        code: 'code_locked',
        message: 'Too many wrong codes were tried. Send a new code to try again.',
      };
    if (!(await verify(row.codeHash, code))) {
      const tries = await verificationRepo.countWrongTry(tx, actorId);
      const left = PHONE_CODE_MAX_TRIES - tries;
      return {
        ok: false,
        status: 400,
        code: 'wrong_code',
        message:
          left > 0
            ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'That code is not right, and that was the last try. Send a new code.',
      };
    }
    await verificationRepo.markPhoneVerified(tx, actorId, user.phone!, ctx.now());
    await verificationRepo.deletePhoneCode(tx, actorId);
    return { ok: true };
  });
  if (!result.ok) {
    if (result.status === 400) throw badRequest(result.message, result.code, { code: result.message });
    throw new AppError(result.status, result.message, result.code);
  }
}

/**
 * A new number (or none): unconfirmed until its code is typed, and the old number, if it was
 * confirmed, is told, as is the account's e-mail, so a change someone else made does not go unseen.
 * Saving the same number again changes nothing.
 */
export async function changePhone(ctx: AccountsContext, userId: string, phone: string | null): Promise<void> {
  const before = await accountsRepo.findUserById(ctx.db, userId);
  if (!before) throw unauthorized();
  if (samePhone(before.phone, phone)) return;
  if (phone) await refuseTooManyTexts(ctx, userId);
  const user = await accountsRepo.updateUser(ctx.db, userId, { phone, phoneVerifiedAt: null });
  if (!user) throw unauthorized();
  await tellOldContact(ctx, before, phone);
  if (phone) await textCode(ctx, user, phone);
}

async function tellOldContact(ctx: AccountsContext, before: UserRow, phone: string | null) {
  const last4 = phone ? phone.replace(/\D/g, '').slice(-4) : null;
  const profile = `${ctx.publicUrl}/profile`;
  const messages = accountMessages[before.locale];
  const oldPhone = textablePhone(before);
  if (oldPhone)
    await ctx.mail.queue({
      channel: 'sms',
      to: oldPhone,
      ...messages.phoneChangedSms({ last4, profile }),
      kind: 'phone_changed',
      userId: before.id,
    });
  if (before.phone)
    await ctx.mail.queue({
      to: before.email,
      ...messages.phoneChangedMail({ name: before.name, last4, profile }),
      kind: 'phone_changed',
      userId: before.id,
    });
}
