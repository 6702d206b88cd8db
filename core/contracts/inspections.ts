/** Condition reports at pickup and delivery: identity, equipment, photos, damage marks, signatures. */
import { z } from 'zod';
import {
  conditionPhotoKinds,
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  damageSeverities,
  damageTypes,
  diagramViews,
  equipmentItems,
  fuelLevels,
} from '../inspections';
import { vehicleTypes } from '../pricing';
import { checkVin } from '../vin';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './common';

export const conditionStages = ['pickup', 'delivery'] as const;
export type ConditionStage = (typeof conditionStages)[number];

export const conditionReportParams = z.object({
  id: z.string().max(64),
  stage: z.enum(conditionStages, { error: 'The report is for the pickup or the delivery' }),
});

const line = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Use at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

const equipmentResult = z
  .object({
    ok: z.boolean({ error: 'Say whether it passed' }),
    note: z.string().trim().max(500).refine(isSingleLine, SINGLE_LINE_MESSAGE).nullish(),
    /** The phone's id of the failed item's photo (a photo of kind `equipment` of this report). */
    photoClientId: z.string().max(64).nullish(),
  })
  .refine((r) => r.ok || Boolean(r.note), {
    message: 'Say what is wrong with a failed item',
    path: ['note'],
  });

const equipmentShape = Object.fromEntries(equipmentItems.map((i) => [i.key, equipmentResult.optional()])) as {
  [K in (typeof equipmentItems)[number]['key']]: z.ZodOptional<typeof equipmentResult>;
};

/** PUT …/condition-reports/:stage: what the driver confirms on the spot (saved as it is filled in). */
export const reportDetailsBody = z
  .object({
    vin: z
      .string({ error: 'Enter the VIN from the plate' })
      .transform((v, ctx) => {
        const checked = checkVin(v);
        if (!checked.ok) {
          ctx.addIssue({ code: 'custom', message: checked.message });
          return z.NEVER;
        }
        return checked.vin;
      })
      .optional(),
    plate: line(16, 'Enter the licence plate').optional(),
    make: line(40, 'Enter the make').optional(),
    model: line(40, 'Enter the model').optional(),
    odometer: z.number({ error: 'Enter the odometer in miles' }).int().min(0).max(9_999_999).optional(),
    fuelLevel: z.enum(fuelLevels, { error: 'Choose the fuel level' }).optional(),
    equipment: z.object(equipmentShape).partial().optional(),
    receiverName: line(120, 'Enter who receives the truck').optional(),
    receiverEmail: z.email({ error: 'Enter a valid e-mail address' }).max(254).optional(),
    receiverPhone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a phone number')
      .optional(),
  })
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    'Send at least one field of the report',
  );
export type ReportDetails = z.input<typeof reportDetailsBody>;

/** Multipart fields of POST …/condition-reports/:stage/photos (before the file). */
export const reportPhotoFields = z.object({
  kind: z.enum([...conditionPhotoKinds, 'damage', 'equipment', 'keys', 'left_at'], {
    error: 'Say what the photo shows',
  }),
  clientId: z.string().regex(/^[\w-]{8,64}$/, 'A photo needs the id the phone gave it'),
  takenAt: z.iso.datetime({ error: 'When was the photo taken?' }),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});

export const damageMarkBody = z.object({
  clientId: z.string().regex(/^[\w-]{8,64}$/, 'A mark needs the id the phone gave it'),
  view: z.enum(diagramViews),
  x: z.number().min(0).max(DIAGRAM_WIDTH),
  y: z.number().min(0).max(DIAGRAM_HEIGHT),
  type: z.enum(damageTypes, { error: 'Choose the kind of damage' }),
  severity: z.enum(damageSeverities, { error: 'Choose how bad it is' }),
  note: z.string().trim().max(500).refine(isSingleLine, SINGLE_LINE_MESSAGE).nullish(),
  /** The phone's ids of its close-up photos (uploaded before the mark, in the same order). */
  photoClientIds: z.array(z.string().max(64)).min(1, 'Take at least one close-up photo of the damage').max(6),
});

/** Strokes as SVG path data: moves and lines with numbers only ("M10 20 L12 24 …"). */
const STROKES = /^(?:\s*[ML]\s*-?\d+(?:\.\d+)?[\s,]+-?\d+(?:\.\d+)?)+\s*$/;
export const signatureStrokes = z
  .string({ error: 'Sign in the box' })
  .max(40_000, 'The signature is too long')
  .refine((s) => STROKES.test(s) && /L/.test(s), 'Sign in the box: the signature has no strokes');

export const signatureBody = z.object({
  role: z.enum(['releasing', 'receiving', 'driver']),
  signerName: line(120, 'Type the name of the person signing'),
  strokes: signatureStrokes,
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

export const submitReportBody = z
  .object({
    /** Nobody there to sign: extra photos (keys, where the truck was left) and a link for the client. */
    customerNotAvailable: z.boolean().default(false),
    /** The other party was there and refused to sign: why (an exception for operators). */
    partyRefusedReason: z
      .string()
      .trim()
      .min(3, 'Say why they refused to sign')
      .max(500)
      .refine(isSingleLine, SINGLE_LINE_MESSAGE)
      .optional(),
  })
  .refine((b) => !(b.customerNotAvailable && b.partyRefusedReason), {
    message: 'Either nobody was there, or they refused to sign: not both',
    path: ['partyRefusedReason'],
  });

export const reportPhoto = z.object({
  id: z.string(),
  /** The phone's id for it. */
  clientId: z.string(),
  kind: z.string(),
  url: z.string(),
  takenAt: z.string(),
  distanceMiles: z.number().nullable(),
  farFromSite: z.boolean(),
});

export const damageMark = z.object({
  id: z.string(),
  view: z.enum(diagramViews),
  x: z.number(),
  y: z.number(),
  type: z.enum(damageTypes),
  severity: z.enum(damageSeverities),
  note: z.string().nullable(),
  photoClientIds: z.array(z.string()),
  /** Delivery only: new since pickup, worse than at pickup, or already there. */
  comparedToPickup: z.enum(['new', 'worse', 'known']).nullable(),
});

export const reportSignature = z.object({
  role: z.enum(['releasing', 'receiving', 'driver']),
  signerName: z.string(),
  strokes: z.string(),
  remote: z.boolean(),
  signedAt: z.string(),
});

export const conditionReport = z.object({
  stage: z.enum(conditionStages),
  status: z.enum(['draft', 'submitted']),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  odometer: z.number().nullable(),
  fuelLevel: z.enum(fuelLevels).nullable(),
  equipment: z.record(
    z.string(),
    z.object({ ok: z.boolean(), note: z.string().nullable(), photoClientId: z.string().nullable() }),
  ),
  receiverName: z.string().nullable(),
  photos: z.array(reportPhoto),
  marks: z.array(damageMark),
  signatures: z.array(reportSignature),
  customerNotAvailable: z.boolean(),
  /** Why the other party refused to sign, when they did. */
  partyRefusedReason: z.string().nullable(),
  remoteStatus: z.enum(['waiting', 'signed', 'disputed']).nullable(),
  submittedAt: z.string().nullable(),
  /** What the driver still has to do before submitting, in words. */
  missing: z.array(z.string()),
});
export type ConditionReport = z.infer<typeof conditionReport>;

/** GET /api/recovery-requests/:id/condition-reports */
export const conditionReportsResponse = z.object({
  pickup: conditionReport.nullable(),
  delivery: conditionReport.nullable(),
  /** The bill of lading exists once the pickup report is submitted. */
  bolUrl: z.string().nullable(),
});

/** The page behind an emailed signing link: one report of one job, nothing else. */
export const remoteSigningView = z.object({
  jobNumber: z.string(),
  stage: z.enum(conditionStages),
  vehicle: z.string(),
  vehicleType: z.enum(vehicleTypes),
  report: conditionReport,
  expiresAt: z.string(),
  status: z.enum(['waiting', 'signed', 'disputed']),
});

export const remoteSigningBody = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('sign'),
    signerName: line(120, 'Type your name'),
    strokes: signatureStrokes,
  }),
  z.object({ decision: z.literal('dispute'), note: line(1000, 'Say what is wrong with the report') }),
]);

export const signingParams = z.object({ token: z.string().max(100) });
