import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import {
  driverProfiles,
  driverSuspensions,
  jobFlags,
  jobIdentityChecks,
  mailMessages,
  passkeys,
  sessions,
  totpFactors,
  users,
} from '../db/schema';
import { SESSION_COOKIE } from '../plugins/auth';
import {
  bobtailRequest,
  completeConditionReport,
  createJob,
  fillConditionReport,
  freshCardNumber,
  multipart,
  payJob,
  signReport,
  TEST_VIN,
  type TestContext,
  uniqueEmail,
} from '../test/helpers';
import { makeOperator } from '../test/operators';

/**
 * The people the security suite acts as. Every object a fixture builds belongs to `owner` (a client);
 * `assignedDriver` is the driver who accepted the owner's job; `unassignedDriver` is just as verified
 * but on no job of the owner's; `admin` is an operator; `anonymous` sends no session.
 */
export const actors = [
  'owner',
  'otherClient',
  'assignedDriver',
  'unassignedDriver',
  'admin',
  'anonymous',
] as const;
export type Actor = (typeof actors)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

export interface CastMember {
  id: string;
  email: string;
  cookie: string;
}

/** One set of fresh users for one route's checks, so no route's side effects reach another's. */
export interface Cast {
  ctx: TestContext;
  users: Record<SignedInActor, CastMember>;
  /** The `cookie` header for an actor; none for anonymous. */
  headers(actor: Actor): Record<string, string>;
}

export const CAST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

/** A user row and a live session, written directly: the suite needs many users, argon2 is slow by design. */
async function quickUser(
  ctx: TestContext,
  opts: { role: 'client' | 'driver'; isAdmin?: boolean; licenseClass?: 'A' | 'B'; name: string },
): Promise<CastMember> {
  passwordHash ??= hash(CAST_PASSWORD);
  const { db } = ctx.database;
  const email = uniqueEmail(opts.name.toLowerCase().replace(/\W+/g, '.'));
  const [user] = await db
    .insert(users)
    .values({
      name: opts.name,
      email,
      passwordHash: await passwordHash,
      role: opts.role,
      isAdmin: opts.isAdmin ?? false,
      // Written directly as the rest of the row is: the cast pays, accepts and is paid, which needs a
      // confirmed address (the confirmation link itself is tested in accounts/email-verification.test.ts).
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (opts.licenseClass) {
    await db.insert(driverProfiles).values({
      userId: user!.id,
      licenseClass: opts.licenseClass,
      licenseNumber: 'D1234567',
      licenseState: 'TX',
      licenseExpiresOn: '2035-01-01',
      verificationStatus: 'approved',
      isAvailable: true,
    });
  }
  const cookie = await sessionCookie(ctx, user!.id);
  // An operator as one exists: an authenticator app set up, the session proven with it.
  if (opts.isAdmin) await makeOperator(ctx, user!);
  return { id: user!.id, email, cookie };
}

/** A new session for a user, as sign-in would issue it (the cookie carries the signed token). */
export async function sessionCookie(ctx: TestContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Every actor has just confirmed it's them: the matrix asks who may act on what; the step-up itself
  // (asked, lapsing, audited) has its own tests in accounts/factors.
  await ctx.database.db.insert(sessions).values({
    id: createHash('sha256').update(token).digest('hex'),
    userId,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    steppedUpAt: new Date(),
    stepUpMethod: 'password',
  });
  return `${SESSION_COOKIE}=${ctx.app.signCookie(token)}`;
}

export async function createCast(ctx: TestContext): Promise<Cast> {
  const [owner, otherClient, assignedDriver, unassignedDriver, admin] = await Promise.all([
    quickUser(ctx, { role: 'client', name: 'Owner Client' }),
    quickUser(ctx, { role: 'client', name: 'Other Client' }),
    quickUser(ctx, { role: 'driver', licenseClass: 'A', name: 'Assigned Driver' }),
    quickUser(ctx, { role: 'driver', licenseClass: 'A', name: 'Unassigned Driver' }),
    quickUser(ctx, { role: 'client', isAdmin: true, name: 'Operator Admin' }),
  ]);
  const users = { owner, otherClient, assignedDriver, unassignedDriver, admin };
  return {
    ctx,
    users,
    headers: (actor): Record<string, string> =>
      actor === 'anonymous' ? {} : { cookie: users[actor].cookie },
  };
}

/** An object a route's `:id` names, and the strings whose presence in an answer means it was shown. */
export interface SecurityObject {
  id: string;
  /** Text only someone allowed to see the object may get back (its id, a unique note, its number…). */
  markers: string[];
  /** Other facts about the object a request needs (a client secret, a related id). */
  related: Record<string, string>;
}

async function call(
  cast: Cast,
  actor: Actor,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  expected = [200, 201],
) {
  const res = await cast.ctx.app.inject({
    method,
    url,
    headers: cast.headers(actor),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (!expected.includes(res.statusCode))
    throw new Error(`fixture: ${method} ${url} as ${actor} answered ${res.statusCode}: ${res.body}`);
  return res;
}

async function upload(cast: Cast, actor: Actor, url: string, fields: Record<string, string> = {}) {
  const body = multipart(fields);
  const res = await cast.ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...cast.headers(actor), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`fixture: upload ${url} as ${actor} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const marker = (what: string) => `sec-${what}-${randomBytes(6).toString('hex')}`;
const fileIdOf = (url: string) => url.split('/').pop()!;

async function unpaidJob(cast: Cast, fields: Record<string, unknown> = {}): Promise<SecurityObject> {
  const note = marker('job');
  const job = await createJob(cast.ctx.app, cast.users.owner.cookie, { notes: note, ...fields });
  return { id: job.id, markers: [job.id, note], related: { note, jobNumber: job.jobNumber } };
}

async function paidJob(cast: Cast, fields: Record<string, unknown> = {}): Promise<SecurityObject> {
  const job = await unpaidJob(cast, fields);
  const { paymentIntentId } = await payJob(cast.ctx.app, cast.users.owner.cookie, {
    id: job.id,
    price: (await call(cast, 'owner', 'GET', `/api/recovery-requests/${job.id}`)).json().price,
  });
  const paid = await call(cast, 'owner', 'POST', '/api/payment-success', {
    paymentIntentId,
    recoveryRequestId: job.id,
  });
  const invoice = paid.json().invoice as { id: string; invoiceNumber: string };
  return {
    ...job,
    related: { ...job.related, paymentIntentId, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber },
  };
}

/** An order of one move (its note carries the marker), unpaid. */
async function order(cast: Cast): Promise<SecurityObject> {
  const note = marker('order');
  const res = await call(cast, 'owner', 'POST', '/api/orders', {
    moves: [{ ...bobtailRequest, vin: TEST_VIN, notes: note }],
  });
  const body = res.json() as { id: string; orderNumber: string };
  return { id: body.id, markers: [body.id, body.orderNumber, note], related: { note } };
}

/** Agreement and this job's identity photos by the assigned driver: all acceptance needs. */
async function preparedJob(cast: Cast, fields: Record<string, unknown> = {}): Promise<SecurityObject> {
  const job = await paidJob(cast, fields);
  await call(cast, 'assignedDriver', 'POST', `/api/recovery-requests/${job.id}/driver-agreement`, {
    agreed: true,
  });
  for (const kind of ['license', 'selfie'])
    await upload(cast, 'assignedDriver', `/api/recovery-requests/${job.id}/identity/${kind}`);
  return job;
}

async function acceptedJob(cast: Cast, fields: Record<string, unknown> = {}): Promise<SecurityObject> {
  const job = await preparedJob(cast, fields);
  await call(cast, 'assignedDriver', 'PATCH', `/api/recovery-requests/${job.id}/status`, {
    status: 'accepted',
  });
  return { ...job, related: { ...job.related, driverId: cast.users.assignedDriver.id } };
}

/** A paid job an operator offered to the assigned driver (a reassignment they have not answered). */
async function offeredJob(cast: Cast): Promise<SecurityObject> {
  const job = await paidJob(cast);
  await call(cast, 'admin', 'POST', `/api/admin/jobs/${job.id}/reassign`, {
    driverId: cast.users.assignedDriver.id,
    reason: 'Closest driver',
  });
  return job;
}

const reportUrl = (jobId: string, stage: string, rest = '') =>
  `/api/recovery-requests/${jobId}/condition-reports/${stage}${rest}`;
let reportSerial = 0;
const reportPhoto = (cast: Cast, jobId: string, kind: string) =>
  upload(cast, 'assignedDriver', reportUrl(jobId, 'pickup', '/photos'), {
    kind,
    clientId: `fixture-${++reportSerial}-${kind}`,
    takenAt: new Date().toISOString(),
  });

/** An accepted job whose pickup report has a damage photo and a mark (a draft). */
async function pickupReportDraft(cast: Cast): Promise<SecurityObject> {
  const job = await acceptedJob(cast);
  const photo = await reportPhoto(cast, job.id, 'damage');
  const report = await call(cast, 'assignedDriver', 'POST', reportUrl(job.id, 'pickup', '/marks'), {
    clientId: `fixture-mark-${++reportSerial}`,
    view: 'left',
    x: 50,
    y: 50,
    type: 'dent',
    severity: 'minor',
    photoClientIds: [photo.clientId],
  });
  return {
    ...job,
    markers: [...job.markers, photo.id],
    related: {
      ...job.related,
      reportPhotoId: photo.id,
      reportPhotoClientId: photo.clientId,
      markId: report.json().marks[0].id,
    },
  };
}

/** A pickup report filled in to the last signature, not submitted. */
async function completePickupReport(cast: Cast): Promise<SecurityObject> {
  const job = await pickupReportDraft(cast);
  const driver = cast.users.assignedDriver;
  await fillConditionReport(cast.ctx.app, driver, job.id, 'pickup', 120_000);
  await signReport(cast.ctx.app, driver, job.id, 'pickup', 'driver', 'Sec Driver');
  return job;
}

/** The bill of lading e-mailed for a job (its body holds the signed links). */
async function bolMail(cast: Cast, jobNumber: string) {
  const rows = await cast.ctx.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.kind, 'bill_of_lading'));
  return rows.find((m) => m.subject.includes(jobNumber))!.body;
}

/** Picked up through the condition report, the releasing party signing on the driver's screen. */
async function pickedUpJob(cast: Cast): Promise<SecurityObject> {
  const job = await completePickupReport(cast);
  await signReport(cast.ctx.app, cast.users.assignedDriver, job.id, 'pickup', 'releasing', 'Sec Owner');
  await call(cast, 'assignedDriver', 'POST', reportUrl(job.id, 'pickup', '/submit'), {});
  const body = await bolMail(cast, String(job.related.jobNumber));
  const copy = /\/api\/bol\/([0-9a-f-]{36}\.pdf)(\?[^\s]+)/.exec(body)!;
  return { ...job, related: { ...job.related, bolFile: copy[1]!, bolQuery: copy[2]! } };
}

/** Under way: picked up through the condition report. */
const inProgressJob = pickedUpJob;

/** Delivered through the delivery condition report. */
async function deliveredJob(cast: Cast): Promise<SecurityObject> {
  const job = await inProgressJob(cast);
  await completeConditionReport(cast.ctx.app, cast.users.assignedDriver, job.id, 'delivery');
  return job;
}

/** The fields of a fill-up the assigned driver records (the receipt's photo is the upload). */
export const fillUpFields = (place: string): Record<string, string> => ({
  kind: 'fuel',
  clientKey: marker('fill'),
  totalCents: '5000',
  gallonsMilli: '13250',
  odometerMiles: '120400',
  place,
  occurredAt: new Date(Date.now() - 60_000).toISOString(),
});

/** A fill-up the assigned driver recorded on their job under way, waiting for an operator. */
async function submittedReceipt(cast: Cast): Promise<SecurityObject> {
  const job = await inProgressJob(cast);
  const place = marker('station');
  const receipt = await upload(
    cast,
    'assignedDriver',
    `/api/recovery-requests/${job.id}/receipts`,
    fillUpFields(place),
  );
  return { id: receipt.id, markers: [receipt.id, place], related: { jobId: job.id } };
}

/** The ticket home an operator books for a delivered job's driver (the offline travel port). */
export const ticketBody = (confirmation: string) => ({
  carrier: 'Greyhound',
  departsAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
  arrivesAt: new Date(Date.now() + 30 * 3_600_000).toISOString(),
  confirmation,
  costCents: 9_000,
});

/** A delivered job whose driver goes home on a ticket an operator booked. */
async function bookedReturn(cast: Cast): Promise<SecurityObject> {
  const job = await deliveredJob(cast);
  const confirmation = marker('ticket');
  await call(cast, 'admin', 'POST', `/api/admin/jobs/${job.id}/return/ticket`, ticketBody(confirmation));
  return { ...job, markers: [...job.markers, confirmation] };
}

/** A booked ticket home its driver reported missed (a penalty and a suspension stand). */
async function missedReturn(cast: Cast): Promise<SecurityObject> {
  const job = await bookedReturn(cast);
  await call(cast, 'assignedDriver', 'POST', `/api/recovery-requests/${job.id}/return/missed`, {
    reason: 'The bus left before the truck was handed over',
  });
  // The 30-day suspension it brings would keep the cast's one driver from the next fixture's job: it is
  // lifted here (the excuse's own tests, in tripcosts, cover what an excuse lifts).
  await cast.ctx.database.db
    .update(driverSuspensions)
    .set({ liftedAt: new Date() })
    .where(
      and(eq(driverSuspensions.driverId, cast.users.assignedDriver.id), isNull(driverSuspensions.liftedAt)),
    );
  return job;
}

/** Delivered and confirmed by its client: completed, so both sides may rate it. */
async function completedJob(cast: Cast): Promise<SecurityObject> {
  const job = await deliveredJob(cast);
  await call(cast, 'owner', 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`);
  return job;
}

/** The owner's public rating of the assigned driver (both sides rated their completed job). */
async function driverRating(cast: Cast): Promise<SecurityObject> {
  const job = await completedJob(cast);
  const comment = marker('rating');
  await call(cast, 'owner', 'POST', `/api/recovery-requests/${job.id}/rating`, {
    overall: 5,
    aspects: { timeliness: 5, communication: 5, care: 5 },
    comment,
  });
  const mine = await call(cast, 'assignedDriver', 'POST', `/api/recovery-requests/${job.id}/rating`, {
    overall: 4,
    aspects: { accuracy: 4, readiness: 4 },
  });
  const id = (mine.json() as { theirs: { id: string } }).theirs.id;
  return { id, markers: [id, comment], related: { jobId: job.id } };
}

/** The owner's damage claim on their delivered move. */
async function openClaim(cast: Cast): Promise<SecurityObject> {
  const job = await deliveredJob(cast);
  const description = marker('claim');
  const res = await call(cast, 'owner', 'POST', '/api/claims', {
    jobId: job.id,
    kind: 'damage',
    amountCents: 20_000,
    description,
  });
  const id = (res.json() as { id: string }).id;
  return { id, markers: [id, description], related: { jobId: job.id } };
}

/** Picked up with nobody there to sign: the client's signing link. */
async function unsignedPickup(cast: Cast): Promise<SecurityObject> {
  const job = await completePickupReport(cast);
  await reportPhoto(cast, job.id, 'keys');
  await reportPhoto(cast, job.id, 'left_at');
  await call(cast, 'assignedDriver', 'POST', reportUrl(job.id, 'pickup', '/submit'), {
    customerNotAvailable: true,
  });
  const token = /\/sign\/([\w-]+)/.exec(await bolMail(cast, String(job.related.jobNumber)))![1]!;
  return { ...job, related: { ...job.related, signingToken: token } };
}

/** The invoice of a job the assigned driver has accepted. */
async function invoice(cast: Cast): Promise<SecurityObject> {
  const job = await acceptedJob(cast);
  const { invoiceId, invoiceNumber } = job.related as { invoiceId: string; invoiceNumber: string };
  return { id: invoiceId, markers: [invoiceId, invoiceNumber], related: job.related };
}

/** The invoice of a paid job its client cancelled: refunded, so it has a credit note. */
async function creditedInvoice(cast: Cast): Promise<SecurityObject> {
  const job = await paidJob(cast);
  await call(cast, 'owner', 'POST', `/api/recovery-requests/${job.id}/cancel`);
  const { invoiceId, invoiceNumber } = job.related as { invoiceId: string; invoiceNumber: string };
  return { id: invoiceId, markers: [invoiceId, invoiceNumber], related: job.related };
}

async function vehicle(cast: Cast): Promise<SecurityObject> {
  const digits =
    String(Date.now() % 1e8).padStart(8, '0') + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const vin = `1HGCM${digits}`.slice(0, 17);
  const res = await call(cast, 'owner', 'POST', '/api/vehicles', {
    make: 'Freightliner',
    model: 'Cascadia',
    licensePlate: 'SEC123',
    vin,
  });
  const id = res.json().id as string;
  return { id, markers: [id, vin], related: { vin } };
}

async function savedPlace(cast: Cast): Promise<SecurityObject> {
  const name = `Yard ${Math.random().toString(36).slice(2, 8)}`;
  const res = await call(cast, 'owner', 'POST', '/api/saved-places', {
    name,
    address: 'Dallas, TX 75201',
    contactName: 'Yard Boss',
    contactPhone: '+1 555 010 0111',
  });
  const id = res.json().id as string;
  return { id, markers: [id, name], related: { name } };
}

/** A payment intent for the owner's unpaid job; its client secret is the owner's alone. */
async function intent(cast: Cast): Promise<SecurityObject> {
  const job = await unpaidJob(cast);
  const price = (await call(cast, 'owner', 'GET', `/api/recovery-requests/${job.id}`)).json().price;
  const res = await call(cast, 'owner', 'POST', '/api/create-payment-intent', {
    amount: price,
    recoveryRequestId: job.id,
  });
  const { paymentIntentId, clientSecret } = res.json();
  return {
    id: paymentIntentId,
    markers: [clientSecret, job.id],
    related: { clientSecret, jobId: job.id },
  };
}

/** A before-photo of the owner's job, taken by the assigned driver. */
/** A photo of a job's pickup report (a file whose readers are the job's parties and operators). */
async function jobPhotoFile(cast: Cast): Promise<SecurityObject> {
  const job = await acceptedJob(cast);
  const photo = await reportPhoto(cast, job.id, 'front');
  const id = fileIdOf(photo.url);
  return { id, markers: [id], related: { jobId: job.id } };
}

/** A photo in the assigned driver's verification profile (then approved again by the operator). */
async function driverProfileFile(cast: Cast, kind: 'license-photo' | 'selfie'): Promise<SecurityObject> {
  const profile = await upload(cast, 'assignedDriver', `/api/driver/profile/${kind}`);
  await reapprove(cast, cast.users.assignedDriver.id);
  const url = (kind === 'selfie' ? profile.selfieUrl : profile.licensePhotoUrl) as string;
  const id = fileIdOf(url);
  // The owner has this driver on a job, which is what lets a client see a driver's selfie.
  await acceptedJob(cast);
  return { id, markers: [id], related: {} };
}

async function reapprove(cast: Cast, driverId: string) {
  await cast.ctx.database.db
    .update(driverProfiles)
    .set({ verificationStatus: 'approved' })
    .where(eq(driverProfiles.userId, driverId));
}

/** The licence photo the assigned driver uploaded for one job's acceptance. */
async function jobIdentityFile(cast: Cast): Promise<SecurityObject> {
  const job = await acceptedJob(cast);
  const [check] = await cast.ctx.database.db
    .select()
    .from(jobIdentityChecks)
    .where(eq(jobIdentityChecks.jobId, job.id));
  const id = check!.licenseFileId!;
  return { id, markers: [id], related: { jobId: job.id } };
}

/** A driver (not one of the cast) whose profile waits for an operator's review. */
async function pendingDriver(cast: Cast): Promise<SecurityObject> {
  const driver = await quickUser(cast.ctx, { role: 'driver', name: 'Pending Driver' });
  const number = `P${randomBytes(4).toString('hex').toUpperCase()}`;
  const asDriver = { cookie: driver.cookie };
  const put = await cast.ctx.app.inject({
    method: 'PUT',
    url: '/api/driver/profile',
    headers: asDriver,
    payload: { licenseClass: 'A', licenseNumber: number, licenseState: 'TX', licenseExpiresOn: '2035-01-01' },
  });
  if (put.statusCode !== 200) throw new Error(`fixture: driver profile ${put.statusCode}: ${put.body}`);
  for (const kind of ['license-photo', 'selfie']) {
    const body = multipart({});
    const res = await cast.ctx.app.inject({
      method: 'POST',
      url: `/api/driver/profile/${kind}`,
      headers: { ...asDriver, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 200) throw new Error(`fixture: driver ${kind} ${res.statusCode}: ${res.body}`);
  }
  const submit = await cast.ctx.app.inject({
    method: 'POST',
    url: '/api/driver/profile/submit',
    headers: asDriver,
  });
  if (submit.statusCode !== 200) throw new Error(`fixture: submit ${submit.statusCode}: ${submit.body}`);
  return { id: driver.id, markers: [driver.id, number], related: {} };
}

/** A payment intent whose 3-D Secure card waits for the cardholder's authentication. */
async function intentAwaitingAuthentication(cast: Cast): Promise<SecurityObject> {
  const pi = await intent(cast);
  const res = await call(cast, 'owner', 'POST', `/api/test-gateway/payment-intents/${pi.id}/confirm`, {
    clientSecret: pi.related.clientSecret,
    card: { number: '4000 0025 0000 3155', expiry: '12/34', cvc: '123' },
  });
  if (res.json().status !== 'requires_action')
    throw new Error(`fixture: a 3-D Secure card answered ${res.body}`);
  return pi;
}

/** The owner's Subscribe Now, the card confirmed on the test gateway: only the server's confirmation is left. */
async function subscription(cast: Cast): Promise<SecurityObject> {
  const plans = (await call(cast, 'owner', 'GET', '/api/subscriptions/plans')).json() as {
    id: number;
    audience: string;
  }[];
  const plan = plans.find((p) => p.audience === 'client')!;
  const created = (await call(cast, 'owner', 'POST', '/api/subscriptions', { planId: plan.id })).json();
  const { subscriptionId, clientSecret, paymentIntentId } = created;
  await call(cast, 'anonymous', 'POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
    clientSecret,
    card: { number: freshCardNumber(), expiry: '12/34', cvc: '123' },
  });
  return { id: subscriptionId, markers: [subscriptionId, clientSecret], related: { clientSecret } };
}

/** A subscription plan (seeded; plans are public, so nothing about one is secret). */
async function plan(cast: Cast): Promise<SecurityObject> {
  const plans = (await call(cast, 'admin', 'GET', '/api/admin/subscription-plans')).json() as {
    id: number;
    description: string;
  }[];
  const one = plans[0]!;
  return { id: String(one.id), markers: [], related: { description: one.description } };
}

/** The assigned driver's time clock, clocked in with a note: `:userId` is the driver's id. */
async function clockedInDriver(cast: Cast): Promise<SecurityObject> {
  const note = marker('clock');
  const res = await call(cast, 'assignedDriver', 'POST', '/api/time-clock/events', {
    eventType: 'clock_in',
    locationLat: 32.7767,
    locationLng: -96.797,
    notes: note,
  });
  const eventId = res.json().event.id as string;
  return { id: cast.users.assignedDriver.id, markers: [eventId, note], related: { eventId } };
}

/** A message from the owner to the driver of their accepted job. */
async function message(cast: Cast): Promise<SecurityObject> {
  await acceptedJob(cast);
  const content = marker('message');
  const res = await call(cast, 'owner', 'POST', '/api/driver-messaging', {
    recipientId: cast.users.assignedDriver.id,
    content,
  });
  const id = res.json().id as string;
  return {
    id,
    markers: [id, content],
    related: { senderId: cast.users.owner.id, recipientId: cast.users.assignedDriver.id },
  };
}

/** A browser the owner turned push notifications on for; its endpoint is the owner's to remove. */
async function pushSubscription(cast: Cast): Promise<SecurityObject> {
  const endpoint = `http://127.0.0.1:9/push/${randomUUID()}`;
  const res = await call(cast, 'owner', 'POST', '/api/push/subscriptions', {
    endpoint,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  });
  return { id: res.json().id as string, markers: [endpoint], related: { endpoint } };
}

/** The owner's "Driver accepted" notification (the bell). */
async function notification(cast: Cast): Promise<SecurityObject> {
  await acceptedJob(cast);
  const res = await call(cast, 'owner', 'GET', '/api/notifications');
  const accepted = (res.json().notifications as { id: string; kind: string }[]).find(
    (n) => n.kind === 'job_accepted',
  );
  if (!accepted) throw new Error('fixture: no job_accepted notification for the owner');
  return { id: accepted.id, markers: [accepted.id], related: {} };
}

/** The owner's uploaded insurance document (a PNG), waiting for an operator's review. */
async function document(cast: Cast): Promise<SecurityObject> {
  const fileName = `${marker('doc')}.png`;
  const res = await upload(cast, 'owner', '/api/documents', { documentType: 'insurance', fileName });
  const id = res.document.id as string;
  return { id, markers: [id, fileName], related: { ownerId: cast.users.owner.id, fileName } };
}

/**
 * A share link for the owner's document: `id` is the link's row (what the owner revokes), `token` the
 * secret in its URL (all a visitor needs), `fileQuery` the signed query of the shared file's URL.
 */
async function documentShare(cast: Cast): Promise<SecurityObject> {
  const doc = await document(cast);
  const shared = (
    await call(cast, 'owner', 'POST', '/api/documents/one-click-share', {
      documentId: doc.id,
      shareType: 'standard',
    })
  ).json();
  const token = shared.shareId as string;
  const links = (await call(cast, 'owner', 'GET', '/api/documents/shares')).json().links as {
    id: string;
    documentId: string;
  }[];
  const link = links.find((l) => l.documentId === doc.id)!;
  const view = (await call(cast, 'anonymous', 'GET', `/api/documents/shared/${token}`)).json();
  const fileQuery = new URL(view.document.documentUrl as string, 'http://x').search;
  return {
    id: link.id,
    markers: [link.id, token, doc.id, doc.related.fileName!],
    related: { ...doc.related, documentId: doc.id, token, fileQuery },
  };
}

/** The same, after the owner turned the link off. */
async function revokedDocumentShare(cast: Cast): Promise<SecurityObject> {
  const share = await documentShare(cast);
  await call(cast, 'owner', 'DELETE', `/api/documents/shares/${share.id}`);
  return share;
}

/** A 24-hour tracking link of a delivered job (its delivery report has photos). */
async function trackingLink(cast: Cast): Promise<SecurityObject> {
  const job = await deliveredJob(cast);
  const made = (
    await call(cast, 'owner', 'POST', `/api/recovery-requests/${job.id}/tracking-links`, { lifetime: '24h' })
  ).json() as { id: string; url: string };
  const token = made.url.split('/t/')[1]!;
  const view = (await call(cast, 'anonymous', 'GET', `/api/tracking/${token}`)).json();
  return {
    id: made.id,
    markers: [made.id, token],
    related: { ...job.related, jobId: job.id, token, photoId: view.delivery.photos[0].id as string },
  };
}

async function revokedTrackingLink(cast: Cast): Promise<SecurityObject> {
  const link = await trackingLink(cast);
  await call(
    cast,
    'owner',
    'DELETE',
    `/api/recovery-requests/${link.related.jobId}/tracking-links/${link.id}`,
    undefined,
    [204],
  );
  return link;
}

/** The link a job's receiver got by e-mail when the driver was assigned (read from the outbox). */
async function receiverLink(cast: Cast): Promise<SecurityObject> {
  const email = `${marker('receiver')}@example.com`;
  const job = await acceptedJob(cast, { receiver: { name: 'Yard Receiver', email } });
  const [mail] = await cast.ctx.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, email));
  const token = /\/t\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
  return { id: job.id, markers: [token], related: { ...job.related, jobId: job.id, token } };
}

/** The assigned driver's account: operators act on it from the console (suspend, penalize, warn). */
async function driverAccount(cast: Cast): Promise<SecurityObject> {
  const driver = cast.users.assignedDriver;
  return { id: driver.id, markers: [driver.email], related: {} };
}

/** An open exception: the assigned driver told dispatch they can't make it to their accepted job. */
async function openException(cast: Cast): Promise<SecurityObject> {
  const job = await acceptedJob(cast);
  const reason = marker('withdrawal');
  await call(cast, 'assignedDriver', 'POST', `/api/recovery-requests/${job.id}/withdrawal`, { reason });
  const [flag] = await cast.ctx.database.db.select().from(jobFlags).where(eq(jobFlags.jobId, job.id));
  return { id: flag!.id, markers: [flag!.id, reason], related: { jobId: job.id } };
}

/** Another operator's account, which an operator may remove. */
async function operatorAccount(cast: Cast): Promise<SecurityObject> {
  const other = await quickUser(cast.ctx, { role: 'client', isAdmin: true, name: 'Second Operator' });
  return { id: other.id, markers: [other.email], related: {} };
}

/** Another of the owner's sessions (a second device), as "Where you're signed in" lists it. */
async function ownerSession(cast: Cast): Promise<SecurityObject> {
  await sessionCookie(cast.ctx, cast.users.owner.id);
  const res = await call(cast, 'owner', 'GET', '/api/me/sessions');
  const other = (res.json().sessions as { id: string; current: boolean }[]).find((s) => !s.current);
  if (!other) throw new Error('fixture: no second session for the owner');
  return { id: other.id, markers: [other.id], related: {} };
}

/** A passkey of the owner's (stored as registration keeps one; removing it reads no signature). */
async function ownerPasskey(cast: Cast): Promise<SecurityObject> {
  const id = marker('passkey');
  await cast.ctx.database.db.insert(passkeys).values({
    id,
    userId: cast.users.owner.id,
    publicKey: new Uint8Array(randomBytes(77)),
    name: 'Suite passkey',
  });
  return { id, markers: [id], related: {} };
}

/** Someone with an authenticator app set up, whose second factor an operator may reset. */
async function accountWithSecondFactor(cast: Cast): Promise<SecurityObject> {
  const person = await quickUser(cast.ctx, { role: 'client', name: 'Lost Phone' });
  await cast.ctx.database.db
    .insert(totpFactors)
    .values({ userId: person.id, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() });
  return { id: person.id, markers: [person.email], related: {} };
}

/**
 * Every kind of object the access matrix names. A new kind of object (a document, a message…) gets a
 * builder here that creates it through the API as the owner would.
 */
export const objectBuilders = {
  order,
  unpaidJob,
  paidJob,
  preparedJob,
  acceptedJob,
  inProgressJob,
  deliveredJob,
  pickupReportDraft,
  completePickupReport,
  pickedUpJob,
  unsignedPickup,
  invoice,
  creditedInvoice,
  vehicle,
  savedPlace,
  intent,
  jobPhotoFile,
  driverLicensePhoto: (cast: Cast) => driverProfileFile(cast, 'license-photo'),
  driverSelfie: (cast: Cast) => driverProfileFile(cast, 'selfie'),
  jobIdentityFile,
  pendingDriver,
  intentAwaitingAuthentication,
  subscription,
  plan,
  clockedInDriver,
  document,
  documentShare,
  revokedDocumentShare,
  trackingLink,
  revokedTrackingLink,
  receiverLink,
  message,
  notification,
  pushSubscription,
  driverAccount,
  openException,
  completedJob,
  driverRating,
  openClaim,
  operatorAccount,
  offeredJob,
  ownerSession,
  ownerPasskey,
  accountWithSecondFactor,
  submittedReceipt,
  bookedReturn,
  missedReturn,
} satisfies Record<string, (cast: Cast) => Promise<SecurityObject>>;
export type ObjectKind = keyof typeof objectBuilders;
