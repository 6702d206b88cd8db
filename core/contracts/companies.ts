import { z } from 'zod';
import { COMPANY_ROLES } from '../companies';
import { emailSchema } from './accounts';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

export const companyRole = z.enum(COMPANY_ROLES, {
  error: 'Role must be owner, dispatcher, billing or viewer',
});

/** A company's details, as its owner sets them (invoices and statements carry them). */
export const companyDetailsBody = z.object({
  legalName: line('Legal name', 200),
  billingAddress: z
    .string({ error: 'Billing address is required' })
    .trim()
    .min(5, 'Billing address is required')
    .max(500, 'Billing address must be at most 500 characters'),
  taxId: z
    .string()
    .trim()
    .max(40, 'Tax id must be at most 40 characters')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .nullish()
    .transform((v) => v || null),
  billingEmail: emailSchema,
  /** Orders must carry a PO number and cost centre. */
  requiresPo: z.boolean().default(false),
});
export type CompanyDetailsBody = z.input<typeof companyDetailsBody>;

export const paymentTerms = z.enum(['card', 'net30']);
export type PaymentTerms = z.infer<typeof paymentTerms>;

export const company = z.object({
  id: z.string(),
  legalName: z.string(),
  billingAddress: z.string(),
  taxId: z.string().nullable(),
  billingEmail: z.string(),
  requiresPo: z.boolean(),
  paymentTerms,
  createdAt: z.string(),
});
export type Company = z.infer<typeof company>;

/** The signed-in person's company and their role in it (null: a personal account). */
export const myCompany = z.object({
  company: company.nullable(),
  role: companyRole.nullable(),
});
export type MyCompany = z.infer<typeof myCompany>;

export const companyMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: companyRole,
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMember>;

export const companyInvite = z.object({
  id: z.string(),
  email: z.string(),
  role: companyRole,
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type CompanyInvite = z.infer<typeof companyInvite>;

export const companyPeople = z.object({
  members: z.array(companyMember),
  invites: z.array(companyInvite),
});
export type CompanyPeople = z.infer<typeof companyPeople>;

export const inviteMemberBody = z.object({ email: emailSchema, role: companyRole });
export type InviteMemberBody = z.input<typeof inviteMemberBody>;

export const changeMemberRoleBody = z.object({ role: companyRole });

/** What an invitation link shows before it is accepted. */
export const invitationView = z.object({
  companyName: z.string(),
  role: companyRole,
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const invitationTokenParams = z.object({ token: z.string().min(20).max(200) });
