import { z } from 'zod';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

export const userRoles = ['client', 'driver'] as const;
export type UserRole = (typeof userRoles)[number];

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Email is too long'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
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
});
export type SignUpBody = z.input<typeof signUpBody>;

export const signInBody = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type SignInBody = z.input<typeof signInBody>;

export const updateMeBody = z.object({
  role: z.enum(userRoles, { error: 'Role must be client or driver' }),
});

/** What the server says about the signed-in user (GET /api/me and the auth answers). */
export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  photo: z.string().nullable(),
  isDriverVerified: z.boolean(),
  deletionScheduledFor: z.string().nullable(),
});
export type Me = z.infer<typeof meResponse>;
