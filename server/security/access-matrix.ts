import { SIGNATURE_STROKES } from '../test/helpers';
import { apiAccessMatrix } from './access-matrix-api';
import { type Actor, fillUpFields, type ObjectKind, type SecurityObject, ticketBody } from './fixtures';
import { fillPath, type RouteKey } from './routes';

/**
 * THE OBJECT ACCESS MATRIX: who gets what from every route whose path names something.
 *
 * Every route with a path parameter must have an entry here, added in the same commit as the route
 * (access-matrix.test.ts fails and lists any that is missing). An entry is one or more cases; each
 * names the object its `:id` points at (built fresh through the API by fixtures.ts, owned by `owner`),
 * a request that would succeed for someone allowed, and the status each actor must get.
 *
 * Any 2xx for an actor expected to be refused fails, and so does a refused answer that carries the
 * object (its id, note, number…). A refused request on a writing route must leave every table as it was.
 */

/** Expected status per actor, in this column order. */
export function row(
  owner: number,
  otherClient: number,
  assignedDriver: number,
  unassignedDriver: number,
  admin: number,
  anonymous: number,
): Record<Actor, number> {
  return { owner, otherClient, assignedDriver, unassignedDriver, admin, anonymous };
}

export interface MatrixCase {
  /** What the case shows; part of the test name. */
  name: string;
  /** The object `:id` names, or null when the route's parameters name no object (e.g. `:kind`). */
  object: ObjectKind | null;
  /** Values for parameters other than `:id` (or replacing it), fixed or taken from the object. */
  params?: Record<string, string> | ((object: SecurityObject) => Record<string, string>);
  /** A query string the request needs (e.g. a signed URL's `?exp=…&sig=…`), taken from the object. */
  query?: (object: SecurityObject) => string;
  /** A body that would succeed for an allowed actor, so refusals are about who asks, not what is sent. */
  body?: Record<string, unknown> | ((object: SecurityObject, actor: Actor) => Record<string, unknown>);
  /** A multipart upload of a small valid PNG, with these text fields first. */
  upload?: { fields?: Record<string, string> };
  expect: Record<Actor, number>;
  /** Actors who get a 2xx (e.g. a filtered list) but must not find these strings in it. */
  hiddenFrom?: { actors: Actor[]; markers: (object: SecurityObject) => string[] };
}

/** The case's parameters for one object (`:id` is the object's id unless the case says otherwise). */
export function paramsOf(kase: MatrixCase, object: SecurityObject | null): Record<string, string> {
  const extra = typeof kase.params === 'function' ? (object ? kase.params(object) : {}) : kase.params;
  return { ...(object ? { id: object.id } : {}), ...extra };
}

/** The URL the case requests for one object: its parameters filled, its query appended. */
export function urlOf(url: string, kase: MatrixCase, object: SecurityObject | null): string {
  return fillPath(url, paramsOf(kase, object)) + (kase.query && object ? kase.query(object) : '');
}

//                                    owner  other  aDrv   uDrv   admin  anon
const partiesAndOperators = /*    */ row(200, 404, 200, 404, 200, 401);
const clientAndOperators = /*     */ row(200, 404, 404, 404, 200, 401);
const clientOnly = /*             */ row(200, 404, 404, 404, 404, 401);
const anyVerifiedDriver = /*      */ row(403, 403, 200, 200, 403, 401);
const noDriverOnUnpaid = /*       */ row(403, 403, 404, 404, 403, 401);
const ownOrOperator = /*          */ row(200, 404, 404, 404, 200, 401);
const operatorsOnly = /*          */ row(403, 403, 403, 403, 200, 401);
const driverOrOperator = /*       */ row(404, 404, 200, 404, 200, 401);
const anyoneWithTheLink = /*      */ row(200, 200, 200, 200, 200, 200);
const deadLink = /*               */ row(410, 410, 410, 410, 410, 410);
/** Messaging: `{userId}` must be the session's own user; a message is read by its recipient only. */
const recipientOnly = /*          */ row(404, 404, 200, 404, 404, 401);
/** Marking read or blocking the owner: someone they share a job with, or an operator. */
const ownersContacts = /*         */ row(404, 404, 200, 404, 200, 401);
/** The test gateway's card steps: the client secret only the paying client holds is the authority. */
const secretHolderOnly = /*       */ row(200, 404, 404, 404, 404, 404);
/** A company's settings: its owner (the cast's owner made one); personal accounts and operators 403. */
const companyOwnerOnly = /*       */ row(200, 403, 403, 403, 403, 401);
/** The owner's company's people: its owner manages them; anyone outside the company finds no company. */
const companyManagers = (ok: number) => row(ok, 404, 404, 404, 404, 401);

export const accessMatrix: Record<RouteKey, MatrixCase[]> = {
  ...(apiAccessMatrix as Record<RouteKey, MatrixCase[]>),
  // ---- jobs --------------------------------------------------------------------------------------
  'GET /api/recovery-requests/:id': [
    { name: 'accepted job', object: 'acceptedJob', expect: partiesAndOperators },
    { name: 'unpaid job', object: 'unpaidJob', expect: clientAndOperators },
    // Drivers find open jobs in their list (GET /api/recovery-requests?status=pending), not by id.
    { name: 'paid open job', object: 'paidJob', expect: clientAndOperators },
  ],
  'POST /api/recovery-requests/:id/cancel': [
    { name: 'paid open job', object: 'paidJob', expect: clientOnly },
    { name: 'accepted job', object: 'acceptedJob', expect: row(409, 404, 404, 404, 404, 401) },
  ],
  'GET /api/recovery-requests/:id/invoices': [
    { name: 'paid open job', object: 'paidJob', expect: clientAndOperators },
    {
      name: 'accepted job: the driver sees no invoice',
      object: 'acceptedJob',
      expect: partiesAndOperators,
      hiddenFrom: { actors: ['assignedDriver'], markers: (o) => [o.related.invoiceNumber!] },
    },
  ],

  // ---- orders ------------------------------------------------------------------------------------
  'GET /api/orders/:id': [{ name: 'unpaid order', object: 'order', expect: clientAndOperators }],
  'POST /api/orders/:id/cancel': [{ name: 'unpaid order', object: 'order', expect: clientOnly }],
  'POST /api/orders/:id/payment-intent': [{ name: 'unpaid order', object: 'order', expect: clientOnly }],

  // ---- dispatch ----------------------------------------------------------------------------------
  'POST /api/recovery-requests/:id/driver-agreement': [
    { name: 'paid open job', object: 'paidJob', body: { agreed: true }, expect: anyVerifiedDriver },
    { name: 'unpaid job', object: 'unpaidJob', body: { agreed: true }, expect: noDriverOnUnpaid },
    {
      name: 'accepted job',
      object: 'acceptedJob',
      body: { agreed: true },
      expect: row(403, 403, 200, 409, 403, 401),
    },
  ],
  'GET /api/recovery-requests/:id/acceptance': [
    { name: 'paid open job', object: 'paidJob', expect: anyVerifiedDriver },
    { name: 'unpaid job', object: 'unpaidJob', expect: noDriverOnUnpaid },
    { name: 'accepted job', object: 'acceptedJob', expect: row(403, 403, 200, 409, 403, 401) },
  ],
  'POST /api/recovery-requests/:id/identity/:kind': [
    {
      name: 'paid open job',
      object: 'paidJob',
      params: { kind: 'license' },
      upload: {},
      expect: anyVerifiedDriver,
    },
    {
      name: 'unpaid job',
      object: 'unpaidJob',
      params: { kind: 'selfie' },
      upload: {},
      expect: noDriverOnUnpaid,
    },
  ],
  'PATCH /api/recovery-requests/:id/status': [
    {
      name: 'accept a job the assigned driver prepared',
      object: 'preparedJob',
      body: { status: 'accepted' },
      // The other driver has not agreed nor sent identity photos for this job: 409 says what is missing.
      expect: row(403, 403, 200, 409, 403, 401),
    },
    {
      name: 'accept an unpaid job',
      object: 'unpaidJob',
      body: { status: 'accepted' },
      expect: row(403, 403, 404, 404, 403, 401),
    },
    {
      name: 'skip the pre-trip on an accepted job',
      object: 'acceptedJob',
      body: { status: 'in_progress' },
      expect: row(409, 404, 400, 404, 409, 401),
    },
  ],
  'POST /api/recovery-requests/:id/location': [
    {
      name: 'job under way',
      object: 'inProgressJob',
      body: { lat: 32.7767, lng: -96.797 },
      expect: row(403, 403, 204, 404, 403, 401),
    },
  ],
  // A batch the phone kept offline: the assigned driver only (a recorded time of now is inside the trip).
  'POST /api/recovery-requests/:id/positions': [
    {
      name: 'job under way',
      object: 'inProgressJob',
      body: () => ({ positions: [{ lat: 32.7767, lng: -96.797, recordedAt: new Date().toISOString() }] }),
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'GET /api/recovery-requests/:id/track': [
    { name: 'job under way', object: 'inProgressJob', expect: partiesAndOperators },
    { name: 'paid open job', object: 'paidJob', expect: clientAndOperators },
  ],
  'POST /api/recovery-requests/:id/confirm-delivery': [
    { name: 'delivered job', object: 'deliveredJob', expect: clientOnly },
  ],

  // ---- payments ----------------------------------------------------------------------------------
  'GET /api/invoices/:id/pdf': [
    { name: 'invoice of an accepted job', object: 'invoice', expect: clientAndOperators },
  ],
  'GET /api/invoices/:id/credit-note/pdf': [
    { name: 'credit note of a refunded invoice', object: 'creditedInvoice', expect: clientAndOperators },
  ],
  // ---- billing (company statements and net-30 terms) ------------------------------------------------
  'POST /api/company/terms-invoices/:id/pay': [
    {
      name: "the owner's company's month invoice",
      object: 'termsInvoice',
      // Members with `invoices` of the invoice's company only (other companies' members: billing.test.ts).
      expect: row(200, 403, 403, 403, 403, 401),
    },
  ],
  'PUT /api/admin/companies/:id/terms': [
    {
      name: "the owner's company",
      object: 'ownerCompany',
      body: { paymentTerms: 'net30' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/test-gateway/payment-intents/:id/confirm': [
    {
      // The test gateway stands where Stripe does: the intent's client secret, which only the paying
      // client received, is what authorises a confirmation. Without it nobody (not even an operator) gets in.
      name: 'intent, with the client secret only the owner holds',
      object: 'intent',
      body: (o, actor) => ({
        clientSecret: actor === 'owner' ? o.related.clientSecret : `${o.id}_secret_guessed`,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      }),
      expect: secretHolderOnly,
    },
  ],
  'POST /api/test-gateway/payment-intents/:id/authenticate': [
    {
      name: '3-D Secure intent, with the client secret only the owner holds',
      object: 'intentAwaitingAuthentication',
      body: (o, actor) => ({
        clientSecret: actor === 'owner' ? o.related.clientSecret : `${o.id}_secret_guessed`,
        outcome: 'approve',
      }),
      expect: secretHolderOnly,
    },
  ],
  // The success page after the card form: what the intent paid for, to the client who paid only.
  'GET /api/payment-intents/:id': [{ name: "owner's intent", object: 'intent', expect: clientOnly }],

  // ---- fleet -------------------------------------------------------------------------------------
  'PUT /api/vehicles/:id': [
    {
      name: "owner's vehicle",
      object: 'vehicle',
      body: (o) => ({ make: 'Kenworth', model: 'T680', licensePlate: 'SEC999', vin: o.related.vin }),
      expect: clientOnly,
    },
  ],

  // ---- saved places ------------------------------------------------------------------------------
  'PUT /api/saved-places/:id': [
    {
      name: "owner's saved place",
      object: 'savedPlace',
      body: (o) => ({ name: o.related.name, address: 'Houston, TX 77002', openingHours: 'Mon–Fri 7–5' }),
      expect: clientOnly,
    },
  ],
  'DELETE /api/saved-places/:id': [
    { name: "owner's saved place", object: 'savedPlace', expect: row(204, 404, 404, 404, 404, 401) },
  ],

  // ---- companies (company-access.test.ts checks every role and another company's members) --------
  'DELETE /api/company/invites/:id': [
    { name: "the owner's company's invitation", object: 'companyInvite', expect: companyManagers(204) },
  ],
  'PATCH /api/company/members/:userId': [
    {
      name: "a viewer of the owner's company",
      object: 'companyMember',
      params: (o) => ({ userId: o.id }),
      body: { role: 'billing' },
      expect: companyManagers(204),
    },
  ],
  'DELETE /api/company/members/:userId': [
    {
      name: "a viewer of the owner's company",
      object: 'companyMember',
      params: (o) => ({ userId: o.id }),
      expect: companyManagers(204),
    },
  ],
  // The link is what the invitee holds: it shows the invitation to whoever has it (dead ones are counted).
  'GET /api/company/invitations/:token': [
    {
      name: 'an open invitation',
      object: 'companyInvite',
      params: (o) => ({ token: o.related.token! }),
      expect: anyoneWithTheLink,
    },
  ],
  // Only the invited address accepts; a driver cannot join; the owner is in the company already.
  'POST /api/company/invitations/:token/accept': [
    {
      name: "an invitation to the other client's address",
      object: 'companyInviteForOther',
      params: (o) => ({ token: o.related.token! }),
      expect: row(403, 200, 403, 403, 403, 401),
    },
  ],

  // ---- files -------------------------------------------------------------------------------------
  'GET /api/files/:id': [
    { name: 'a condition report photo', object: 'jobPhotoFile', expect: partiesAndOperators },
    // Clients see the selfie of a driver who drives (or drove) for them, on the driver card.
    { name: "driver's profile selfie", object: 'driverSelfie', expect: partiesAndOperators },
    {
      name: "driver's licence photo",
      object: 'driverLicensePhoto',
      expect: row(404, 404, 200, 404, 200, 401),
    },
    {
      name: 'licence photo sent for one job',
      object: 'jobIdentityFile',
      expect: row(404, 404, 200, 404, 200, 401),
    },
  ],

  // ---- drivers -----------------------------------------------------------------------------------
  'POST /api/driver/profile/:kind': [
    {
      name: 'own selfie (no object)',
      object: null,
      params: { kind: 'selfie' },
      upload: {},
      expect: anyVerifiedDriver,
    },
  ],
  'POST /api/admin/drivers/:id/review': [
    {
      name: 'driver waiting for review',
      object: 'pendingDriver',
      body: { decision: 'approve' },
      expect: row(403, 403, 403, 403, 200, 401),
    },
  ],

  // ---- subscriptions -----------------------------------------------------------------------------
  'POST /api/subscriptions/:id/confirm': [
    {
      name: "owner's subscription, card confirmed",
      object: 'subscription',
      body: (o, actor) => ({
        clientSecret: actor === 'owner' ? o.related.clientSecret : `${o.id}_secret_guessed`,
      }),
      expect: clientOnly,
    },
  ],
  // ---- catalog ----------------------------------------------------------------------------------
  'POST /api/service-types/:id/launch-interest': [
    {
      name: 'a service available now (nothing to wait for)',
      object: null,
      params: { id: '1' },
      expect: row(409, 409, 409, 409, 409, 401),
    },
  ],
  // ---- condition reports and the bill of lading ----------------------------------------------------
  'GET /api/recovery-requests/:id/condition-reports': [
    { name: 'a pickup report in progress', object: 'pickupReportDraft', expect: partiesAndOperators },
  ],
  'PUT /api/recovery-requests/:id/condition-reports/:stage': [
    {
      name: 'the pickup report',
      object: 'acceptedJob',
      params: { stage: 'pickup' },
      body: { plate: 'TX 44', fuelLevel: 'half' },
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'POST /api/recovery-requests/:id/condition-reports/:stage/photos': [
    {
      name: 'a pickup photo',
      object: 'acceptedJob',
      params: { stage: 'pickup' },
      upload: {
        fields: { kind: 'front', clientId: 'matrix-front-photo', takenAt: new Date().toISOString() },
      },
      expect: row(403, 403, 201, 404, 403, 401),
    },
  ],
  'POST /api/recovery-requests/:id/condition-reports/:stage/marks': [
    {
      name: 'a damage mark with its photo',
      object: 'pickupReportDraft',
      params: { stage: 'pickup' },
      body: (job) => ({
        clientId: 'matrix-mark-1',
        view: 'rear',
        x: 100,
        y: 40,
        type: 'scratch',
        severity: 'minor',
        photoClientIds: [job.related.reportPhotoClientId],
      }),
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'DELETE /api/recovery-requests/:id/condition-reports/:stage/marks/:markId': [
    {
      name: 'a damage mark',
      object: 'pickupReportDraft',
      params: (job) => ({ stage: 'pickup', markId: String(job.related.markId) }),
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'POST /api/recovery-requests/:id/condition-reports/:stage/signatures': [
    {
      name: "the driver's signature",
      object: 'acceptedJob',
      params: { stage: 'pickup' },
      body: { role: 'driver', signerName: 'Matrix Driver', strokes: SIGNATURE_STROKES },
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'POST /api/recovery-requests/:id/condition-reports/:stage/submit': [
    {
      name: 'a complete pickup report, nobody there to sign',
      object: 'completePickupReport',
      params: { stage: 'pickup' },
      body: { customerNotAvailable: false },
      // The releasing party has not signed: the driver is told so (access passed), others are refused.
      expect: row(403, 403, 400, 404, 403, 401),
    },
  ],
  'GET /api/recovery-requests/:id/bol.pdf': [
    { name: 'a picked-up job', object: 'pickedUpJob', expect: partiesAndOperators },
  ],
  'GET /api/bol/:file': [
    {
      name: 'the signed online copy',
      object: 'pickedUpJob',
      params: (job) => ({ file: String(job.related.bolFile) }),
      query: (job) => String(job.related.bolQuery),
      expect: anyoneWithTheLink,
    },
    {
      name: 'a forged signature',
      object: 'pickedUpJob',
      params: (job) => ({ file: String(job.related.bolFile) }),
      query: (job) => String(job.related.bolQuery).replace(/sig=[^&]+/, 'sig=forged'),
      expect: row(404, 404, 404, 404, 404, 404),
    },
  ],
  'GET /api/condition-reports/sign/:token': [
    {
      name: 'the link of an unsigned pickup',
      object: 'unsignedPickup',
      params: (job) => ({ token: String(job.related.signingToken) }),
      expect: anyoneWithTheLink,
    },
  ],
  'GET /api/condition-reports/sign/:token/photos/:photoId': [
    {
      name: 'a photo of the linked report',
      object: 'unsignedPickup',
      params: (job) => ({
        token: String(job.related.signingToken),
        photoId: String(job.related.reportPhotoId),
      }),
      expect: anyoneWithTheLink,
    },
  ],
  'POST /api/condition-reports/sign/:token': [
    {
      name: 'signing from the link',
      object: 'unsignedPickup',
      params: (job) => ({ token: String(job.related.signingToken) }),
      body: { decision: 'sign', signerName: 'Link Holder', strokes: SIGNATURE_STROKES },
      expect: anyoneWithTheLink,
    },
  ],
  // A bank change's "this wasn't me" link: the token is the authority; an unknown one is a dead link for all.
  'GET /api/payout-freeze/:token': [
    {
      name: 'an unknown freeze link',
      object: 'driverAccount',
      params: () => ({ token: 'A'.repeat(43) }),
      expect: row(404, 404, 404, 404, 404, 404),
    },
  ],
  'POST /api/payout-freeze/:token': [
    {
      name: 'an unknown freeze link',
      object: 'driverAccount',
      params: () => ({ token: 'A'.repeat(43) }),
      expect: row(404, 404, 404, 404, 404, 404),
    },
  ],
  'POST /api/admin/recovery-requests/:id/release-held-payout': [
    {
      name: 'a picked-up job (its first half is released, again harmlessly)',
      object: 'pickedUpJob',
      expect: operatorsOnly,
    },
  ],
  // ---- operations console (operators only; a driver's "can't make it" is their own job's) ---------
  'GET /api/admin/jobs/:id': [{ name: 'an accepted job', object: 'acceptedJob', expect: operatorsOnly }],
  'GET /api/admin/jobs/:id/candidates': [
    { name: 'an accepted job', object: 'acceptedJob', expect: operatorsOnly },
  ],
  'GET /api/admin/jobs/:id/dispatch': [{ name: 'a paid open job', object: 'paidJob', expect: operatorsOnly }],
  'POST /api/admin/jobs/:id/dispatch': [
    {
      name: 'a paid open job, its waves re-run',
      object: 'paidJob',
      body: { action: 'rerun' },
      expect: operatorsOnly,
    },
  ],
  // A client prefers a driver of their own moves; anyone else's driver is not found.
  'PUT /api/preferred-drivers/:driverId': [
    {
      name: 'the driver of the client’s delivered move',
      object: 'deliveredJob',
      params: (job) => ({ driverId: String(job.related.driverId) }),
      expect: row(200, 404, 403, 403, 404, 401),
    },
  ],
  'DELETE /api/preferred-drivers/:driverId': [
    {
      name: 'the driver of the client’s delivered move',
      object: 'deliveredJob',
      params: (job) => ({ driverId: String(job.related.driverId) }),
      expect: row(200, 404, 403, 403, 404, 401),
    },
  ],
  // ---- trip costs: receipts and the way home (ADR 011) -------------------------------------------
  'POST /api/recovery-requests/:id/receipts': [
    {
      name: 'a fill-up on the job under way',
      object: 'inProgressJob',
      upload: { fields: fillUpFields('Love’s, Texarkana AR') },
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'GET /api/recovery-requests/:id/receipts': [
    {
      name: 'the receipts of a job with one',
      object: 'inProgressJob',
      expect: row(404, 404, 200, 404, 404, 401),
    },
  ],
  'POST /api/admin/receipts/:id/decision': [
    {
      name: 'a submitted fill-up, rejected',
      object: 'submittedReceipt',
      body: { decision: 'reject', reason: 'The photo is too blurred to read the total' },
      expect: operatorsOnly,
    },
  ],
  'GET /api/recovery-requests/:id/return': [
    { name: 'a delivered job', object: 'deliveredJob', expect: driverOrOperator },
  ],
  'PUT /api/recovery-requests/:id/return': [
    {
      name: 'the driver asks for a provided ticket',
      object: 'deliveredJob',
      body: { mode: 'provided' },
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'POST /api/recovery-requests/:id/return/missed': [
    {
      name: 'the driver reports a booked ticket missed',
      object: 'bookedReturn',
      body: { reason: 'The bus left before the truck was handed over' },
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'POST /api/admin/jobs/:id/return/ticket': [
    { name: 'a delivered job', object: 'deliveredJob', body: ticketBody('GH-SEC-1'), expect: operatorsOnly },
  ],
  'POST /api/admin/jobs/:id/return/missed': [
    {
      name: 'a booked ticket',
      object: 'bookedReturn',
      body: { reason: 'The carrier says the driver never boarded' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/jobs/:id/return/excuse': [
    {
      name: 'a missed ticket',
      object: 'missedReturn',
      body: { reason: 'The receiver kept the driver past the departure' },
      expect: operatorsOnly,
    },
  ],
  'GET /api/admin/jobs/:id/costs': [
    { name: 'a delivered job', object: 'deliveredJob', expect: operatorsOnly },
  ],
  'POST /api/admin/jobs/:id/reassign': [
    {
      name: 'an accepted job, released',
      object: 'acceptedJob',
      body: { driverId: null, reason: 'Released by the security suite' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/jobs/:id/refund': [
    {
      name: 'an accepted job, cancelled without a refund',
      object: 'acceptedJob',
      body: { amountCents: 0, reason: 'Cancelled by the security suite' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/jobs/:id/payout-hold': [
    {
      name: 'an accepted job',
      object: 'acceptedJob',
      body: { reason: 'Held by the suite' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/jobs/:id/payout-hold/release': [
    {
      name: 'a picked-up job',
      object: 'pickedUpJob',
      body: { reason: 'Released by the suite' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/jobs/:id/notes': [
    {
      name: 'an accepted job',
      object: 'acceptedJob',
      body: { note: 'Internal note' },
      expect: operatorsOnly,
    },
  ],
  'GET /api/admin/drivers/:id': [{ name: 'a driver', object: 'driverAccount', expect: operatorsOnly }],
  'POST /api/admin/drivers/:id/suspension': [
    {
      name: 'a driver',
      object: 'driverAccount',
      body: { days: 30, reason: 'Suspended by the suite' },
      expect: operatorsOnly,
    },
  ],
  // Not frozen: operators learn so; nobody else may lift a freeze.
  'DELETE /api/admin/drivers/:id/payout-freeze': [
    { name: 'a driver', object: 'driverAccount', expect: row(403, 403, 403, 403, 409, 401) },
  ],
  // Not suspended: operators learn so; nobody else may lift anything, their own suspension included.
  'DELETE /api/admin/drivers/:id/suspension': [
    { name: 'a driver', object: 'driverAccount', expect: row(403, 403, 403, 403, 409, 401) },
  ],
  'POST /api/admin/drivers/:id/penalties': [
    {
      name: 'a driver',
      object: 'driverAccount',
      body: { kind: 'other', amountCents: 1000, reason: 'Penalty from the suite' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/drivers/:id/warnings': [
    {
      name: 'a driver',
      object: 'driverAccount',
      body: { reason: 'Warning from the suite' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/exceptions/:id/take': [
    { name: 'an exception', object: 'openException', expect: operatorsOnly },
  ],
  'POST /api/admin/exceptions/:id/resolve': [
    {
      name: 'an exception',
      object: 'openException',
      body: { note: 'Handled by the suite' },
      expect: operatorsOnly,
    },
  ],
  'POST /api/admin/accounts/:id/second-factor-reset': [
    {
      name: 'a person who lost their phone',
      object: 'accountWithSecondFactor',
      body: { reason: 'Checked their licence on a video call' },
      expect: operatorsOnly,
    },
  ],
  'DELETE /api/admin/operators/:id': [
    { name: 'another operator', object: 'operatorAccount', expect: operatorsOnly },
  ],
  'POST /api/recovery-requests/:id/withdrawal': [
    {
      name: 'an accepted job',
      object: 'acceptedJob',
      body: { reason: 'Truck broke down on the way' },
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  'POST /api/recovery-requests/:id/offer/decline': [
    {
      name: 'a job offered to the assigned driver',
      object: 'offeredJob',
      body: { reason: 'Too far' },
      expect: row(403, 403, 200, 404, 403, 401),
    },
  ],
  // ---- ratings (the job's two parties rate; the rated one replies; operators hide a comment) --------
  'GET /api/recovery-requests/:id/ratings': [
    { name: 'a completed job', object: 'completedJob', expect: partiesAndOperators },
  ],
  'POST /api/recovery-requests/:id/rating': [
    {
      name: 'a completed job, rated by its client',
      object: 'completedJob',
      body: (_o, actor) =>
        actor === 'assignedDriver'
          ? { overall: 4, aspects: { accuracy: 4, readiness: 4 } }
          : { overall: 5, aspects: { timeliness: 5, communication: 5, care: 5 } },
      expect: row(200, 404, 200, 404, 404, 401),
    },
  ],
  'POST /api/ratings/:id/reply': [
    {
      name: "the client's rating of the driver",
      object: 'driverRating',
      body: { reply: 'Thank you for the kind words' },
      expect: row(404, 404, 200, 404, 404, 401),
    },
  ],
  'POST /api/admin/ratings/:id/hide': [
    { name: 'a rating', object: 'driverRating', body: { reason: 'Abusive words' }, expect: operatorsOnly },
  ],
  // ---- tracking links (the client or an operator makes them; whoever holds one follows the job) ----
  'POST /api/recovery-requests/:id/tracking-links': [
    {
      name: 'an accepted job',
      object: 'acceptedJob',
      body: { lifetime: '1h' },
      expect: row(201, 404, 404, 404, 201, 401),
    },
  ],
  'GET /api/recovery-requests/:id/tracking-links': [
    { name: 'an accepted job', object: 'acceptedJob', expect: clientAndOperators },
  ],
  'DELETE /api/recovery-requests/:id/tracking-links/:linkId': [
    {
      name: "the client's link",
      object: 'trackingLink',
      params: (o) => ({ id: o.related.jobId!, linkId: o.id }),
      expect: row(204, 404, 404, 404, 204, 401),
    },
  ],
  // No sign-in: the token is the authority, for one job only; a dead link shows nothing.
  'GET /api/tracking/:token': [
    {
      name: 'live link',
      object: 'trackingLink',
      params: (o) => ({ token: o.related.token! }),
      expect: anyoneWithTheLink,
    },
    {
      name: 'revoked link',
      object: 'revokedTrackingLink',
      params: (o) => ({ token: o.related.token! }),
      expect: deadLink,
    },
  ],
  'GET /api/tracking/:token/photos/:photoId': [
    {
      name: 'live link, a delivery photo',
      object: 'trackingLink',
      params: (o) => ({ token: o.related.token!, photoId: o.related.photoId! }),
      expect: anyoneWithTheLink,
    },
    {
      name: 'revoked link, a delivery photo',
      object: 'revokedTrackingLink',
      params: (o) => ({ token: o.related.token!, photoId: o.related.photoId! }),
      expect: deadLink,
    },
  ],
  'POST /api/tracking/:token/stop': [
    {
      name: "the receiver's link",
      object: 'receiverLink',
      params: (o) => ({ token: o.related.token! }),
      expect: anyoneWithTheLink,
    },
    {
      name: "a colleague's link (not the receiver's)",
      object: 'trackingLink',
      params: (o) => ({ token: o.related.token! }),
      expect: row(404, 404, 404, 404, 404, 404),
    },
  ],
  // ---- claims (the client, the job's driver and operators; operators decide) ---------------------
  'GET /api/claims/:id': [{ name: 'a damage claim', object: 'openClaim', expect: partiesAndOperators }],
  'POST /api/claims/:id/messages': [
    {
      name: 'a damage claim',
      object: 'openClaim',
      body: { body: 'More details about the dent, please', to: 'client' },
      expect: partiesAndOperators,
    },
  ],
  'POST /api/claims/:id/photos': [
    { name: 'a damage claim', object: 'openClaim', upload: {}, expect: partiesAndOperators },
  ],
  'POST /api/admin/claims/:id/decision': [
    {
      name: 'a damage claim, rejected',
      object: 'openClaim',
      body: { decision: 'reject', reason: 'Not supported by the condition reports' },
      expect: operatorsOnly,
    },
  ],
  // ---- payouts -----------------------------------------------------------------------------------
  // A statement is the session's own driver's: every driver gets their own month, nobody another's.
  'GET /api/driver/statements/:file': [
    {
      name: "the session's own monthly statement",
      object: 'acceptedJob',
      params: { file: `${new Date().toISOString().slice(0, 7)}.csv` },
      expect: row(403, 403, 200, 200, 403, 401),
      hiddenFrom: { actors: ['unassignedDriver'], markers: (job) => job.markers },
    },
  ],
  // No failed transfer exists in the fixtures: operators get the 404 that says so, everyone else no answer.
  'POST /api/admin/payouts/transfers/:id/retry': [
    {
      name: 'a transfer',
      object: null,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      expect: row(403, 403, 403, 403, 404, 401),
    },
  ],
  'PATCH /api/admin/service-types/:id': [
    {
      name: 'a service',
      object: null,
      params: { id: '1' },
      body: { availability: 'available', launchExpectedOn: null },
      expect: operatorsOnly,
    },
  ],
  'PATCH /api/admin/subscription-plans/:id': [
    {
      name: 'a plan',
      object: 'plan',
      body: (o) => ({ description: o.related.description }),
      expect: operatorsOnly,
    },
  ],

  // ---- time clock (`:userId` is the driver whose record it is) ----------------------------------
  'GET /api/time-clock/status/driver/:userId': [
    {
      name: 'a clocked-in driver',
      object: 'clockedInDriver',
      params: (o) => ({ userId: o.id }),
      expect: driverOrOperator,
    },
  ],
  'GET /api/time-clock/events/user/:userId': [
    {
      name: 'a clocked-in driver',
      object: 'clockedInDriver',
      params: (o) => ({ userId: o.id }),
      expect: driverOrOperator,
    },
  ],
  'GET /api/time-clock/summary/daily/:userId': [
    {
      name: 'a clocked-in driver',
      object: 'clockedInDriver',
      params: (o) => ({ userId: o.id }),
      expect: driverOrOperator,
    },
  ],

  // ---- messaging and notifications ----------------------------------------------------------------
  'GET /api/driver-messaging/user/:userId/contacts': [
    {
      name: "the sender's contacts",
      object: 'message',
      params: (o) => ({ userId: o.related.senderId! }),
      expect: clientOnly,
    },
  ],
  'GET /api/driver-messaging/user/:userId/unread-count': [
    {
      name: "the sender's count",
      object: 'message',
      params: (o) => ({ userId: o.related.senderId! }),
      expect: clientOnly,
    },
  ],
  'GET /api/driver-messaging/user/:userId/high-priority': [
    {
      name: "the sender's list",
      object: 'message',
      params: (o) => ({ userId: o.related.senderId! }),
      expect: clientOnly,
    },
  ],
  'GET /api/driver-messaging/conversation/:userId/:contactId': [
    {
      name: "the sender's side",
      object: 'message',
      params: (o) => ({ userId: o.related.senderId!, contactId: o.related.recipientId! }),
      expect: clientOnly,
    },
    {
      name: "the recipient's side",
      object: 'message',
      params: (o) => ({ userId: o.related.recipientId!, contactId: o.related.senderId! }),
      expect: recipientOnly,
    },
  ],
  'PATCH /api/driver-messaging/:id/read': [
    { name: 'a message to the driver', object: 'message', expect: recipientOnly },
  ],
  'POST /api/driver-messaging/conversation/:contactId/read': [
    {
      name: "the owner's messages",
      object: 'message',
      params: (o) => ({ contactId: o.related.senderId! }),
      expect: ownersContacts,
    },
  ],
  'PUT /api/driver-messaging/contacts/:contactId/block': [
    {
      // Unblocking: the same checks, and the cast's next message still goes through.
      name: 'unblocking the owner',
      object: 'message',
      params: (o) => ({ contactId: o.related.senderId! }),
      body: { blocked: false },
      expect: ownersContacts,
    },
  ],
  // Sign out one of one's own sessions: anyone else's is 404, as if it did not exist.
  'DELETE /api/me/sessions/:id': [
    {
      name: "another of the owner's sessions",
      object: 'ownerSession',
      expect: row(204, 404, 404, 404, 404, 401),
    },
  ],
  // Removing a passkey: one's own only; anyone else's is 404, as if it did not exist.
  'DELETE /api/me/passkeys/:id': [
    { name: "the owner's passkey", object: 'ownerPasskey', expect: row(204, 404, 404, 404, 404, 401) },
  ],
  // A route that names its subscription in the body: only its owner removes it (404 for anyone else).
  'DELETE /api/push/subscriptions': [
    {
      name: "the owner's push subscription",
      object: 'pushSubscription',
      body: (o) => ({ endpoint: o.related.endpoint! }),
      expect: clientOnly,
    },
  ],
  'PATCH /api/notifications/:id/read': [
    { name: "the owner's notification", object: 'notification', expect: clientOnly },
  ],

  // ---- the dispatch assistant (/api/pathway) -------------------------------------------------------
  'GET /api/pathway/jobs/:jobId': [
    {
      name: 'accepted job',
      object: 'acceptedJob',
      params: (o) => ({ jobId: o.id }),
      expect: partiesAndOperators,
    },
  ],
  'GET /api/pathway/jobs/:jobId/recommendations': [
    {
      name: 'accepted job',
      object: 'acceptedJob',
      params: (o) => ({ jobId: o.id }),
      expect: partiesAndOperators,
    },
  ],
  // Only the client cancels (operators see the job, but cancelling is the client's, as on /tracking).
  'PUT /api/pathway/jobs/:jobId/status': [
    {
      name: 'cancelling an unpaid job',
      object: 'unpaidJob',
      params: (o) => ({ jobId: o.id }),
      body: { status: 'cancelled' },
      expect: clientOnly,
    },
  ],
  'POST /api/pathway/jobs/:jobId/payment': [
    {
      name: 'paying an unpaid job',
      object: 'unpaidJob',
      params: (o) => ({ jobId: o.id }),
      expect: clientOnly,
    },
  ],
  // Routes that name their job in the body, not the path: the same rule, a party of the job or dispatch.
  'POST /api/pathway/communicate/call': [
    {
      name: 'calling dispatch about the job',
      object: 'acceptedJob',
      body: (o) => ({ recipient: 'dispatch', jobId: o.id, message: 'At the gate' }),
      expect: partiesAndOperators,
    },
  ],
  'POST /api/pathway/communicate/sms': [
    {
      name: 'texting dispatch about the job',
      object: 'acceptedJob',
      body: (o) => ({ recipient: 'dispatch', jobId: o.id, message: 'At the gate' }),
      expect: partiesAndOperators,
    },
  ],
  'POST /api/pathway/communicate/email': [
    {
      name: 'e-mailing dispatch about the job',
      object: 'acceptedJob',
      body: (o) => ({ recipient: 'dispatch', jobId: o.id, subject: 'Gate', body: 'Code 4411' }),
      expect: partiesAndOperators,
    },
  ],
  'POST /api/pathway/communicate/notification': [
    {
      name: 'notifying dispatch about the job',
      object: 'acceptedJob',
      body: (o) => ({ recipient: 'dispatch', jobId: o.id, title: 'Gate', message: 'Code 4411' }),
      expect: partiesAndOperators,
    },
  ],
  // Anyone may ask; only the job's parties and operators hear about it.
  'POST /api/pathway/communicate/voice-command': [
    {
      name: 'asking where the accepted job is',
      object: 'acceptedJob',
      body: (o) => ({ command: `where is ${o.related.jobNumber}`, callerType: 'client' }),
      expect: anyoneWithTheLink,
      hiddenFrom: {
        actors: ['otherClient', 'unassignedDriver', 'anonymous'],
        markers: (o) => [o.id, o.related.note!],
      },
    },
  ],

  // ---- documents ---------------------------------------------------------------------------------
  'GET /api/users/:id/documents': [
    {
      name: "owner's documents",
      object: 'document',
      params: (o) => ({ id: o.related.ownerId! }),
      expect: ownOrOperator,
    },
  ],
  'GET /api/documents/:id/file': [{ name: "owner's document", object: 'document', expect: ownOrOperator }],
  'DELETE /api/documents/:id': [{ name: "owner's document", object: 'document', expect: clientOnly }],
  'DELETE /api/documents/shares/:id': [
    { name: "owner's share link", object: 'documentShare', expect: clientOnly },
  ],
  // No sign-in: whoever holds a live link may view (product/clients §2); a dead link shows nothing.
  'GET /api/documents/shared/:shareId': [
    {
      name: 'live link',
      object: 'documentShare',
      params: (o) => ({ shareId: o.related.token! }),
      expect: anyoneWithTheLink,
    },
    {
      name: 'revoked link',
      object: 'revokedDocumentShare',
      params: (o) => ({ shareId: o.related.token! }),
      expect: deadLink,
    },
  ],
  'GET /api/documents/shared/:shareId/files/:documentId': [
    {
      name: 'live link, signed file URL',
      object: 'documentShare',
      params: (o) => ({ shareId: o.related.token!, documentId: o.related.documentId! }),
      query: (o) => o.related.fileQuery!,
      expect: anyoneWithTheLink,
    },
    {
      name: 'revoked link, signed file URL',
      object: 'revokedDocumentShare',
      params: (o) => ({ shareId: o.related.token!, documentId: o.related.documentId! }),
      query: (o) => o.related.fileQuery!,
      expect: deadLink,
    },
    {
      name: 'live link, no signature',
      object: 'documentShare',
      params: (o) => ({ shareId: o.related.token!, documentId: o.related.documentId! }),
      expect: row(404, 404, 404, 404, 404, 404),
    },
  ],
  // ---- webhooks: the company's owners only (others 403 before any lookup; other companies 404) ---
  'PATCH /api/company/webhooks/:id': [
    {
      name: "company's endpoint",
      object: 'webhookEndpoint',
      body: { enabled: false },
      expect: companyOwnerOnly,
    },
  ],
  'DELETE /api/company/webhooks/:id': [
    { name: "company's endpoint", object: 'webhookEndpoint', expect: row(204, 403, 403, 403, 403, 401) },
  ],
  'GET /api/company/webhooks/:id/deliveries': [
    { name: "company's endpoint", object: 'webhookEndpoint', expect: companyOwnerOnly },
  ],
  'POST /api/company/webhooks/deliveries/:id/resend': [
    { name: 'a delivered event', object: 'webhookDelivery', expect: row(204, 403, 403, 403, 403, 401) },
  ],
  'POST /api/admin/documents/:id/review': [
    {
      name: 'document waiting for review',
      object: 'document',
      body: { decision: 'approve' },
      expect: operatorsOnly,
    },
  ],
};
