import { equipmentItems } from '@core/inspections';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { driverProfiles, users } from '../db/schema';
import { factorsRepo } from '../modules/accounts/factors/repo';
import { toSessionUser } from '../modules/accounts/service';
import type { Services } from '../services';

export const DEMO_PASSWORD = 'demo-pass-2025';
/**
 * The demo operator's authenticator-app key (operators must sign in with a second factor): add it to
 * any authenticator app, or compute the code with otplib. Demo data only: never seeded in production.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'PATHWAYDEMOOPERATORTOTPSECRETKEY';

export const demoLogins = [
  { role: 'client', email: 'client@demo.pathway' },
  // A dispatcher of the demo client's company (server/seed/company.ts).
  { role: 'client', email: 'dispatcher@demo.pathway' },
  { role: 'driver', email: 'driver@demo.pathway' },
  { role: 'admin', email: 'admin@demo.pathway' },
] as const;

// Surnames for the demo driver network; 24 verified drivers, 3 of them available right now.
const driverNames = [
  'Marcus Reed',
  'Dana Whitfield',
  'Luis Ortega',
  'Keisha Grant',
  'Tom Becker',
  'Priya Nair',
  'Earl Jennings',
  'Rosa Delgado',
  'Nate Coleman',
  'Hannah Stout',
  'Omar Haddad',
  'Jill Parsons',
  'Victor Lang',
  'Tasha Moore',
  'Ben Kowalski',
  'Carmen Ruiz',
  'Dwayne Ellis',
  'Mei Chen',
  'Frank Hollis',
  'Ada Okafor',
  'Gus Lindqvist',
  'Lena Fischer',
  'Ray Boone',
];
const AVAILABLE_DRIVERS = 3;

/**
 * Demo accounts and a driver network, so every screen has real rows to show.
 * Idempotent: rows are keyed by email and left alone when they exist.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const upsertUser = async (u: typeof users.$inferInsert) => {
      const [row] = await tx
        .insert(users)
        .values(u)
        .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`${users.updatedAt}` } })
        .returning({ id: users.id });
      return row!.id;
    };
    await upsertUser({
      name: 'Casey Fleet',
      email: 'client@demo.pathway',
      passwordHash,
      role: 'client',
      isVerified: true,
    });
    await upsertUser({
      name: 'Dee Dispatch',
      email: 'dispatcher@demo.pathway',
      passwordHash,
      role: 'client',
      isVerified: true,
    });
    // Other fleets whose requests make the heat map's demand (see seedDemoHistory).
    for (const fleet of DEMO_FLEETS) {
      await upsertUser({ name: fleet.name, email: fleet.email, passwordHash, role: 'client' });
    }
    const operatorId = await upsertUser({
      name: 'Admin Operator',
      email: 'admin@demo.pathway',
      passwordHash,
      role: 'client',
      isAdmin: true,
      isVerified: true,
    });
    // Enrolled as a person enrols (a secret, then confirmed), with the printed key; kept when present.
    if (!(await factorsRepo.totpOf(tx, operatorId))?.confirmedAt) {
      await factorsRepo.startTotp(tx, operatorId, DEMO_OPERATOR_TOTP_SECRET);
      await factorsRepo.confirmTotp(tx, operatorId, 0);
    }

    for (const [i, d] of demoDrivers().entries()) {
      const id = await upsertUser({ ...d, passwordHash, role: 'driver', isVerified: true });
      await tx
        .insert(driverProfiles)
        .values({
          userId: id,
          licenseClass: i % 5 === 4 ? 'B' : 'A',
          licenseNumber: `TX${String(40_000_000 + i * 7919).padStart(8, '0')}`,
          licenseState: 'TX',
          licenseExpiresOn: '2029-06-30',
          verificationStatus: 'approved',
          isAvailable: i < AVAILABLE_DRIVERS,
        })
        .onConflictDoNothing();
    }
  });
}

/** The demo driver and the network's drivers. */
const demoDrivers = () =>
  [{ name: 'Jordan Driver', email: 'driver@demo.pathway' }].concat(
    driverNames.map((name) => ({
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@drivers.demo.pathway`,
    })),
  );

/**
 * The demo accounts' e-mail addresses confirmed the way a person confirms one: a link issued and
 * opened through the accounts service (nothing written around it), so the demo logins can pay, accept
 * and be paid. Idempotent: confirmed accounts are left alone.
 */
export async function seedDemoVerifiedContacts(services: Services): Promise<void> {
  const emails = [
    ...demoLogins.map((l) => l.email),
    ...DEMO_FLEETS.map((f) => f.email),
    ...demoDrivers().map((d) => d.email),
  ];
  for (const email of emails) {
    const row = await services.accounts.findByEmail(email);
    if (!row || row.emailVerifiedAt) continue;
    await services.accounts.confirmEmail(await services.accounts.issueEmailLink(row));
  }
}

/** Demo fleets besides the demo client: their requests are the demand the heat map shows. */
const DEMO_FLEETS = [
  { name: 'Lone Star Haulers', email: 'lonestar@fleets.demo.pathway' },
  { name: 'Peach State Logistics', email: 'peachstate@fleets.demo.pathway' },
  { name: 'Great Lakes Freight', email: 'greatlakes@fleets.demo.pathway' },
];

/** The lanes the demo fleets request moves on (both ends of each are busy places on the heat map). */
const DEMO_LANES = [
  ['Dallas, TX 75201', 'Houston, TX 77002'],
  ['Atlanta, GA 30303', 'Miami, FL 33101'],
  ['Chicago, IL 60601', 'Detroit, MI 48217'],
] as const;

/**
 * Requests from several fleets on the same lanes, through the real jobs service (priced by the server),
 * so the heat map has real demand above its privacy threshold (3 events from 2 people per cell) on a
 * fresh install. Idempotent by key.
 */
export async function seedDemoHistory(services: Services): Promise<void> {
  for (const fleet of DEMO_FLEETS) {
    const row = await services.accounts.findByEmail(fleet.email);
    if (!row) continue;
    const client = toSessionUser(row);
    for (const [i, [pickupLocation, destination]] of DEMO_LANES.entries()) {
      await services.jobs.create(client, {
        vehicleType: 'bobtail',
        pickupLocation,
        destination,
        isWorking: true,
        isLoaded: false,
        serviceTime: 'now',
        notes: 'Demo request',
        scheduledTime: null,
        idempotencyKey: `demo-history-${fleet.email}-${i}`,
      });
    }
  }
}

/**
 * Demo jobs through the real services, so prices, payments, invoices and the ledger are consistent:
 * one request waiting for payment and, with the test gateway, one paid job open to drivers.
 */
export async function seedDemoJobs(services: Services): Promise<void> {
  const clientRow = await services.accounts.findByEmail('client@demo.pathway');
  if (!clientRow) return;
  const client = toSessionUser(clientRow);
  const base = { isWorking: true, isLoaded: false, serviceTime: 'now' as const, notes: 'Demo request' };
  await services.jobs.create(client, {
    ...base,
    vehicleType: 'box-truck',
    pickupLocation: 'Atlanta, GA 30303',
    destination: 'Miami, FL 33101',
    idempotencyKey: 'demo-seed-unpaid',
    scheduledTime: null,
  });
  if (!services.testGateway) return;
  const { job } = await services.jobs.create(client, {
    ...base,
    vehicleType: 'bobtail',
    pickupLocation: 'Dallas, TX 75201',
    destination: 'Houston, TX 77002',
    idempotencyKey: 'demo-seed-open',
    scheduledTime: null,
  });
  if (job.paymentStatus !== 'unpaid') return;
  await payWithTestCard(services, client, job);
}

/** A 1×1 PNG: the demo's photos (real uploads are the drivers' own). */
const DEMO_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const DEMO_STROKES = 'M20 70 L60 30 L90 65 L130 25 L170 60 M200 40 L260 45';

/**
 * A move done end to end through the real services (with the test gateway): paid, accepted by a demo
 * driver, picked up and delivered with signed condition reports, confirmed. A fresh install has a real
 * bill of lading to open. Idempotent: the job is keyed, and a job already under way is left alone.
 */
export async function seedDemoCompletedJob(services: Services): Promise<void> {
  if (!services.testGateway) return;
  const clientRow = await services.accounts.findByEmail('client@demo.pathway');
  const driverRow = await services.accounts.findByEmail('tom.becker@drivers.demo.pathway');
  if (!clientRow || !driverRow) return;
  const client = toSessionUser(clientRow);
  const driver = toSessionUser(driverRow);
  const { job } = await services.jobs.create(client, {
    vehicleType: 'bobtail',
    pickupLocation: 'Dallas, TX 75201',
    destination: 'Oklahoma City, OK 73102',
    isWorking: true,
    isLoaded: false,
    serviceTime: 'now',
    notes: 'Demo move with its signed bill of lading',
    scheduledTime: null,
    idempotencyKey: 'demo-seed-completed',
  });
  if (job.paymentStatus !== 'unpaid') return;
  await payWithTestCard(services, client, job);
  await services.dispatch.agree(driver, job.id);
  await services.dispatch.addIdentityPhoto(driver, job.id, 'license', DEMO_PHOTO);
  await services.dispatch.addIdentityPhoto(driver, job.id, 'selfie', DEMO_PHOTO);
  await services.dispatch.accept(driver, job.id);
  const { inspections } = services;
  const equipment = Object.fromEntries(equipmentItems.map((i) => [i.key, { ok: true }]));
  for (const [stage, odometer] of [
    ['pickup', 412_300],
    ['delivery', 412_508],
  ] as const) {
    await inspections.saveDetails(driver, job.id, stage, {
      vin: '1M8GDM9AXKP042788',
      plate: 'TX 8RD-442',
      make: 'Freightliner',
      model: 'Cascadia',
      odometer,
      fuelLevel: stage === 'pickup' ? 'three_quarters' : 'half',
      equipment,
      ...(stage === 'delivery' ? { receiverName: 'Dee Yardley' } : {}),
    });
    const kinds = ['front', 'rear', 'left', 'right', 'odometer', 'vin_plate', 'damage'] as const;
    for (const kind of kinds)
      await inspections.addPhoto(
        driver,
        job.id,
        stage,
        { kind, clientId: `demo-${stage}-${kind}`, takenAt: new Date().toISOString() },
        DEMO_PHOTO,
      );
    await inspections.addMark(driver, job.id, stage, {
      clientId: `demo-${stage}-mark`,
      view: 'left',
      x: 62,
      y: 48,
      type: 'scratch',
      severity: 'minor',
      note: 'Scuff on the fuel tank step',
      photoClientIds: [`demo-${stage}-damage`],
    });
    const party = stage === 'pickup' ? 'releasing' : 'receiving';
    await inspections.sign(driver, job.id, stage, {
      role: party,
      signerName: stage === 'pickup' ? 'Casey Fleet' : 'Dee Yardley',
      strokes: DEMO_STROKES,
    });
    await inspections.sign(driver, job.id, stage, {
      role: 'driver',
      signerName: driver.name,
      strokes: DEMO_STROKES,
    });
    await inspections.submit(driver, job.id, stage, { customerNotAvailable: false });
  }
  await services.dispatch.confirmDelivery(client, job.id);
  // Rated both ways through the same service as everyone (one rating: Tom shows as a new driver).
  await services.ratings.rate(client, job.id, {
    overall: 5,
    aspects: { timeliness: 5, communication: 5, care: 4 },
    comment: 'Picked up on time and sent photos at every stop.',
  });
  await services.ratings.rate(driver, job.id, {
    overall: 5,
    aspects: { accuracy: 5, readiness: 5 },
    comment: 'Keys and paperwork ready at the gate.',
  });
}

/** The client pays a job with Stripe's good test card at the test gateway, as checkout would. */
async function payWithTestCard(
  services: Services,
  client: ReturnType<typeof toSessionUser>,
  job: { id: string; price: number },
) {
  const gateway = services.testGateway!;
  const intent = await services.payments.createIntent(client, {
    amount: job.price,
    recoveryRequestId: job.id,
  });
  await gateway.confirm(intent.paymentIntentId, intent.clientSecret, {
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  await services.payments.confirm(client, {
    paymentIntentId: intent.paymentIntentId,
    recoveryRequestId: job.id,
  });
}

/** Where the demo network's drivers live (resolved by the geocoder, as a driver's own entry is). */
const DEMO_HOME_BASES = [
  'Fort Worth, TX',
  'Houston, TX',
  'Austin, TX',
  'San Antonio, TX',
  'Oklahoma City, OK',
  'Tulsa, OK',
  'Little Rock, AR',
  'Shreveport, LA',
  'El Paso, TX',
  'Amarillo, TX',
];

/**
 * The demo network's drivers who are not taking work have home bases, so an operator's "drivers near
 * this job" shows how far they are and why they are not asked; the drivers taking work have none, so
 * a fresh demo's paid jobs go straight to the open list until a driver sets theirs (README). Idempotent.
 */
export async function seedDemoHomeBases(services: Services): Promise<void> {
  let i = 0;
  for (const d of demoDrivers()) {
    const row = await services.accounts.findByEmail(d.email);
    const profile = row ? await services.drivers.profileRow(row.id) : undefined;
    if (!row || !profile || profile.isAvailable) continue;
    const homeBase = DEMO_HOME_BASES[i % DEMO_HOME_BASES.length]!;
    i += 1;
    if (profile.homeBaseAddress) continue;
    await services.drivers.setAvailability(toSessionUser(row), {
      mode: 'off',
      homeBase,
      maxDeadheadMiles: 250,
    });
  }
}
