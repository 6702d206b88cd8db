import {
  conditionPhotoKinds,
  damageSeverities,
  damageTypes,
  diagramViews,
  type EquipmentKey,
  fuelLevels,
  type SitePrecision,
} from '@core/inspections';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';
import { recoveryRequests } from './jobs';

export const conditionStage = pgEnum('condition_stage', ['pickup', 'delivery']);
export const fuelLevel = pgEnum('fuel_level', fuelLevels);
export const reportPhotoKind = pgEnum('report_photo_kind', [
  ...conditionPhotoKinds,
  'damage',
  'equipment',
  'keys',
  'left_at',
]);
export const damageType = pgEnum('damage_type', damageTypes);
export const damageSeverity = pgEnum('damage_severity', damageSeverities);
export const diagramView = pgEnum('diagram_view', diagramViews);
export const signerRole = pgEnum('signer_role', ['releasing', 'receiving', 'driver']);
export const remoteSigningStatus = pgEnum('remote_signing_status', ['waiting', 'signed', 'disputed']);

export interface EquipmentResult {
  ok: boolean;
  note: string | null;
  /** The photo of a failed item (a report photo of kind `equipment`), by the phone's id. */
  photoClientId: string | null;
}

/**
 * The condition of the truck at one end of a job, as the driver records it on the spot: identity,
 * equipment, odometer and fuel; its photos, damage marks and signatures hang off it. Submitted once;
 * a submitted report is the record (the bill of lading is printed from it).
 */
export const conditionReports = pgTable(
  'condition_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => recoveryRequests.id, { onDelete: 'cascade' }),
    stage: conditionStage('stage').notNull(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    vin: text('vin'),
    plate: text('plate'),
    make: text('make'),
    model: text('model'),
    odometer: integer('odometer'),
    fuelLevel: fuelLevel('fuel_level'),
    equipment: jsonb('equipment')
      .$type<Partial<Record<EquipmentKey, EquipmentResult>>>()
      .notNull()
      .default({}),
    /** Who receives the truck (delivery), and where their copy and signing link go. */
    receiverName: text('receiver_name'),
    receiverEmail: text('receiver_email'),
    receiverPhone: text('receiver_phone'),
    /** Nobody there to sign: extra photos, and a link to sign or dispute within 24 hours. */
    customerNotAvailable: boolean('customer_not_available').notNull().default(false),
    /** The other party was there but refused to sign, and why: an exception for operators. */
    partyRefusedReason: text('party_refused_reason'),
    signingTokenHash: text('signing_token_hash').unique(),
    signingExpiresAt: timestamp('signing_expires_at', { withTimezone: true }),
    remoteStatus: remoteSigningStatus('remote_status'),
    disputeNote: text('dispute_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The site its photos are measured from: the stage's address as the geocoder placed it when the
     * report began, and how precisely (a ZIP code's centre is not the yard); null when not placed.
     */
    siteLat: doublePrecision('site_lat'),
    siteLng: doublePrecision('site_lng'),
    sitePrecision: text('site_precision').$type<SitePrecision>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('condition_reports_job_stage_unique').on(t.jobId, t.stage)],
);

/** A photo of the report, stamped with when and where the phone took it. */
export const reportPhotos = pgTable(
  'report_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => conditionReports.id, { onDelete: 'cascade' }),
    /** The phone's id for it: an upload replayed from the offline queue is stored once. */
    clientId: text('client_id').notNull(),
    kind: reportPhotoKind('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Miles from the job's pickup (or destination); a warning is recorded past the limit. */
    distanceMiles: doublePrecision('distance_miles'),
    farFromSite: boolean('far_from_site').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_photos_client_unique').on(t.reportId, t.clientId),
    index('report_photos_report_idx').on(t.reportId, t.kind),
  ],
);

/** A damage mark on the vehicle diagram (x 0–200, y 0–100 on one view), with its close-up photos. */
export const damageMarks = pgTable(
  'damage_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => conditionReports.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    view: diagramView('view').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    type: damageType('type').notNull(),
    severity: damageSeverity('severity').notNull(),
    note: text('note'),
    /** Its close-up photos, by the phone's ids (they may reach the server in one offline batch). */
    photoClientIds: jsonb('photo_client_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('damage_marks_client_unique').on(t.reportId, t.clientId),
    check('damage_marks_on_diagram', sql`${t.x} BETWEEN 0 AND 200 AND ${t.y} BETWEEN 0 AND 100`),
  ],
);

/** A signature: the strokes as SVG path data, who signed, when and where (one per role and report). */
export const reportSignatures = pgTable(
  'report_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => conditionReports.id, { onDelete: 'cascade' }),
    role: signerRole('role').notNull(),
    signerName: text('signer_name').notNull(),
    strokes: text('strokes').notNull(),
    /** Signed from the emailed link rather than on the driver's screen. */
    remote: boolean('remote').notNull().default(false),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_signatures_role_unique').on(t.reportId, t.role)],
);
