import { z } from 'zod';
import { LOCALES } from '../i18n';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

export const userRoles = ['client', 'driver'] as const;
export type UserRole = (typeof userRoles)[number];

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Email is too long'));

/** The fewest characters a new password may have (sign-up, reset, change, an operator's first one). */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * A new password. The server also refuses one found in its list of breached passwords
 * (server/modules/accounts/passwords.ts); sign-in takes any stored password as it is.
 */
export const BREACHED_PASSWORD_MESSAGE =
  'This password is too common: it appears in lists of breached passwords. Choose another.';

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const signUpBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(userRoles, { error: 'Role must be client or driver' }).default('client'),
  /** The browser's language when the person signs up; changed later in the profile. */
  locale: z.enum(LOCALES).optional(),
});
export type SignUpBody = z.input<typeof signUpBody>;

export const signInBody = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type SignInBody = z.input<typeof signInBody>;

/** POST /api/auth/password-reset: always the same answer, whether or not an account uses the address. */
export const passwordResetBody = z.object({ email: emailSchema });
export type PasswordResetBody = z.input<typeof passwordResetBody>;

export const PASSWORD_RESET_SENT =
  'If an account uses that address, we have e-mailed a link to choose a new password. It works for one hour.';

export const messageResponse = z.object({ message: z.string() });

/** A reset link's token: 256 random bits, base64url (43 characters). */
export const resetTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{40,64}$/, 'The link is incomplete: open it again from the e-mail');

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmBody = z.object({
  token: resetTokenSchema,
  password: passwordSchema,
});
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBody>;

/** POST /api/auth/password: a signed-in person changes their password. */
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** PUT /api/me/locale: the language the person reads Pathway in. */
export const localeBody = z.object({
  locale: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` }),
});

export const updateMeBody = z.object({
  role: z.enum(userRoles, { error: 'Role must be client or driver' }),
});

/** What the server says about the signed-in user (GET /api/me and the auth answers). */
export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  locale: z.enum(LOCALES),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  photo: z.string().nullable(),
  isDriverVerified: z.boolean(),
  deletionScheduledFor: z.string().nullable(),
  /** An operator whose session was not proven with a second factor: the console asks them to set one up. */
  secondFactorNeeded: z.boolean(),
  /** Whether `email` was confirmed through the link e-mailed to it (paying, accepting and payouts need it). */
  emailVerified: z.boolean(),
});
export type Me = z.infer<typeof meResponse>;

/** One place the person is signed in ("Where you're signed in" in the profile). */
export const sessionSummary = z.object({
  id: z.uuid(),
  /** "Chrome on Android", from the browser's User-Agent at sign-in. */
  device: z.string(),
  /** The sign-in address cut to its network ("203.0.113.x", an IPv6 /48); null when unknown. */
  ipPrefix: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Moved forward at most every 5 minutes while the session is used. */
  lastActiveAt: z.iso.datetime({ offset: true }),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** GET /api/me/sessions: most recently active first. */
export const sessionsResponse = z.object({ sessions: z.array(sessionSummary) });

/** DELETE /api/me/sessions/:id */
export const sessionParams = z.object({ id: z.uuid({ error: 'Not a session' }) });

/** DELETE /api/me/sessions ("sign out everywhere else"): how many sessions ended. */
export const endedSessionsResponse = z.object({ ended: z.number().int() });

/** GET /api/me/deletion-impact: what a data deletion leaves of the person's moves and subscription. */
export const deletionImpactResponse = z.object({
  /** Days before the data is erased; signing in before then offers to keep the account. */
  graceDays: z.number().int(),
  /** One sentence per move under way and per subscription: what happens to it. */
  items: z.array(z.string()),
});
export type DeletionImpact = z.infer<typeof deletionImpactResponse>;

/** POST /api/me/deletion-request: with moves or a subscription under way, the person confirms having read them. */
export const deletionRequestBody = z
  .object({ confirmImpact: z.boolean({ error: 'confirmImpact must be true or false' }).default(false) })
  .nullish();
