/** Claims after a move and billing disputes: opened by the client, answered in a thread, decided by operators. */
import { z } from 'zod';
import { claimDecisions, claimKinds } from '../claims';
import { BROKEN_TEXT_MESSAGE, isWellFormedText } from './common';
import { conditionReportsResponse } from './inspections';

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Write ${what}` })
    .trim()
    .min(min, `Write ${what} (at least ${min} characters)`)
    .max(max, `Use at most ${max} characters`)
    .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);
const cents = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int('Enter whole cents')
    .min(100, `${what[0]!.toUpperCase()}${what.slice(1)} is at least $1`)
    .max(10_000_000, 'That is more than any job costs');

/** POST /api/claims */
export const openClaimBody = z.object({
  jobId: z.uuid({ error: 'Choose the move the claim is about' }),
  kind: z.enum(claimKinds, { error: 'Choose what the claim is about' }),
  amountCents: cents('the amount claimed'),
  description: text('what happened', 10, 4000),
});
export type OpenClaimBody = z.infer<typeof openClaimBody>;

/** POST /api/claims/:id/messages: operators address a question to the client or the driver. */
export const claimMessageBody = z.object({
  body: text('your message', 2, 4000),
  to: z.enum(['client', 'driver']).optional(),
});

/** POST /api/admin/claims/:id/decision */
export const claimDecisionBody = z
  .object({
    decision: z.enum(claimDecisions, { error: 'Choose a decision' }),
    refundCents: z.number().int().min(0).max(10_000_000).default(0),
    chargeCents: z.number().int().min(0).max(10_000_000).default(0),
    reason: text('the reason both parties will read', 3, 2000),
  })
  .refine((d) => (d.decision === 'refund' || d.decision === 'split') === d.refundCents > 0, {
    message: 'A refund (or a split) refunds an amount; the other decisions refund nothing',
    path: ['refundCents'],
  })
  .refine((d) => (d.decision === 'charge_driver' || d.decision === 'split') === d.chargeCents > 0, {
    message: 'Charging the driver (or a split) charges an amount; the other decisions charge nothing',
    path: ['chargeCents'],
  });
export type ClaimDecisionBody = z.input<typeof claimDecisionBody>;

const person = z.object({ id: z.string(), name: z.string() });

export const claimSummary = z.object({
  id: z.string(),
  number: z.string(),
  job: z.object({ id: z.string(), number: z.string() }),
  kind: z.enum(claimKinds),
  amountCents: z.number().int(),
  status: z.enum(['open', 'decided']),
  waitingOn: z.enum(['client', 'driver', 'operator']),
  decision: z.enum(claimDecisions).nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type ClaimSummary = z.infer<typeof claimSummary>;

export const claimView = claimSummary.extend({
  description: z.string(),
  client: person,
  driver: person.nullable(),
  heldPay: z.boolean(),
  /** Opened after the release: the driver's held pay reserved for it, and what it did not cover. */
  reservedCents: z.number().int(),
  receivableCents: z.number().int(),
  refundCents: z.number().int().nullable(),
  chargeCents: z.number().int().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The move's condition reports (marks and photos), attached as evidence. */
  evidence: conditionReportsResponse,
  messages: z.array(
    z.object({
      id: z.string(),
      party: z.enum(['client', 'driver', 'operator']),
      authorName: z.string(),
      addressedTo: z.enum(['client', 'driver', 'operator']).nullable(),
      body: z.string(),
      /** A photo added as evidence. */
      fileUrl: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ClaimView = z.infer<typeof claimView>;

/** GET /api/claims: the client's own, the driver's (claims on their moves), every one for operators. */
export const claimsResponse = z.object({ claims: z.array(claimSummary) });

/** The claim form: the amount in dollars as typed, turned into the route's cents. */
export const openClaimForm = z.object({
  jobId: z.string().min(1, 'Choose the move the claim is about'),
  kind: z.enum(claimKinds, { error: 'Choose what the claim is about' }),
  amount: z
    .string()
    .trim()
    .regex(/^\$?\d+(\.\d{1,2})?$/, 'Enter an amount in dollars, like 150 or 150.50')
    .transform((s) => Math.round(Number(s.replace('$', '')) * 100)),
  description: openClaimBody.shape.description,
});

/** The decision form: dollars as typed for the refund and the charge. */
const dollars = z
  .string()
  .trim()
  .regex(/^(\$?\d+(\.\d{1,2})?)?$/, 'Enter dollars, like 150')
  .transform((s) => (s ? Math.round(Number(s.replace('$', '')) * 100) : 0));
export const claimDecisionForm = z.object({
  decision: z.enum(claimDecisions, { error: 'Choose a decision' }),
  refund: dollars,
  charge: dollars,
  reason: claimDecisionBody.shape.reason,
});
