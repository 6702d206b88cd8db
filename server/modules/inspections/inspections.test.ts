import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conditionReports, ledgerEntries, mailMessages } from '../../db/schema';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  fillConditionReport,
  ledgerTotal,
  multipart,
  paidJob,
  reportPhoto,
  SIGNATURE_STROKES,
  type SignedUpUser,
  signReport,
  signUp,
  TEST_VIN,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator, stepUp } from '../../test/operators';
import { pdfText } from '../../test/pdf-text';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const req = (
  user: SignedUpUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload });

const VIN = TEST_VIN;
const STROKES = SIGNATURE_STROKES;
const DALLAS = { lat: 32.7767, lng: -96.797 };
const DETROIT = { lat: 42.3314, lng: -83.0458 };

let serial = 0;
/** A photo taken at the site of its stage (Dallas at pickup, Detroit at delivery) unless told. */
const photo = (
  driver: SignedUpUser,
  jobId: string,
  stage: 'pickup' | 'delivery',
  kind: string,
  at = stage === 'pickup' ? DALLAS : DETROIT,
  clientId?: string,
) => reportPhoto(ctx.app, driver, jobId, stage, kind, { at, clientId });

const url = (jobId: string, stage: string, rest = '') =>
  `/api/recovery-requests/${jobId}/condition-reports/${stage}${rest}`;

const fillReport = (driver: SignedUpUser, jobId: string, stage: 'pickup' | 'delivery', odometer: number) =>
  fillConditionReport(ctx.app, driver, jobId, stage, odometer);

async function mark(
  driver: SignedUpUser,
  jobId: string,
  stage: 'pickup' | 'delivery',
  m: { view: string; x: number; y: number; type: string },
) {
  const close = (await photo(driver, jobId, stage, 'damage')).json();
  const res = await req(driver, 'POST', url(jobId, stage, '/marks'), {
    clientId: `mark-${++serial}-from-phone`,
    severity: 'minor',
    photoClientIds: [close.clientId],
    ...m,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const signAs = (
  driver: SignedUpUser,
  jobId: string,
  stage: 'pickup' | 'delivery',
  role: 'releasing' | 'receiving' | 'driver',
  signerName: string,
) => signReport(ctx.app, driver, jobId, stage, role, signerName);

async function acceptedJob() {
  const client = await signUp(ctx.app, { name: 'Carla Consignor' });
  const driver = await verifiedDriver(ctx);
  const job = await paidJob(ctx, client);
  await acceptJob(ctx, driver, job.id);
  return { client, driver, job };
}

const status = async (user: SignedUpUser, jobId: string) =>
  (await req(user, 'GET', `/api/recovery-requests/${jobId}`)).json().status;

describe('condition reports', () => {
  it('records the pickup with two marks and both signatures, starts the trip, and refuses bad input', async () => {
    const { client, driver, job } = await acceptedJob();

    const badVin = await req(driver, 'PUT', url(job.id, 'pickup'), { vin: '1M8GDM9A1KP042788' });
    expect(badVin.statusCode).toBe(400);
    expect(badVin.json().message).toContain('9th character should be X');
    const notImage = multipart(
      { kind: 'front', clientId: 'not-an-image-1', takenAt: new Date().toISOString() },
      Buffer.from('hello'),
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: url(job.id, 'pickup', '/photos'),
      headers: { cookie: driver.cookie, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(400);
    const noStrokes = await req(driver, 'POST', url(job.id, 'pickup', '/signatures'), {
      role: 'driver',
      signerName: 'Dan Driver',
      strokes: 'M10 10',
    });
    expect(noStrokes.json().message).toContain('no strokes');
    const early = await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {});
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Fill in the report first: nothing is recorded yet.');

    await fillReport(driver, job.id, 'pickup', 120_000);
    // A photo replayed three times from the phone's queue is stored once.
    const replays = await Promise.all(
      [1, 2, 3].map(() => photo(driver, job.id, 'pickup', 'front', DALLAS, 'replayed-front-1')),
    );
    expect(new Set(replays.map((r) => r.json().id)).size).toBe(1);
    const far = (await photo(driver, job.id, 'pickup', 'left', DETROIT)).json();
    expect(far).toMatchObject({ farFromSite: true });
    await mark(driver, job.id, 'pickup', { view: 'left', x: 60, y: 50, type: 'scratch' });
    await mark(driver, job.id, 'pickup', { view: 'front', x: 100, y: 40, type: 'crack' });
    expect((await signAs(driver, job.id, 'pickup', 'receiving', 'Wrong Role')).json().code).toBe(
      'wrong_signer',
    );
    expect((await signAs(driver, job.id, 'pickup', 'releasing', 'Carla Consignor')).statusCode).toBe(200);
    // What the releasing party signed cannot change afterwards.
    const afterSigning = await req(driver, 'PUT', url(job.id, 'pickup'), { plate: 'TX 999' });
    expect(afterSigning.json().code).toBe('report_signed');
    expect((await photo(driver, job.id, 'pickup', 'rear')).json().code).toBe('report_signed');
    const unsigned = await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {});
    expect(unsigned.json().message).toContain('Your signature');
    expect((await signAs(driver, job.id, 'pickup', 'driver', 'Dan Driver')).statusCode).toBe(200);

    const submitted = await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', missing: [] });
    expect(await status(client, job.id)).toBe('in_progress');
    const again = await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {});
    expect(again.json().code).toBe('report_submitted');
    // The first half is released with the pickup report.
    const released = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.jobId, job.id));
    expect(released.some((l) => l.kind === 'payout_1')).toBe(true);

    const seen = (await req(client, 'GET', `/api/recovery-requests/${job.id}/condition-reports`)).json();
    expect(seen.pickup.marks).toHaveLength(2);
    expect(seen.pickup.signatures.map((s: { role: string }) => s.role).sort()).toEqual([
      'driver',
      'releasing',
    ]);
    expect(seen.bolUrl).toBe(`/api/recovery-requests/${job.id}/bol.pdf`);
    const mail = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.userId, client.id));
    expect(mail.some((m) => m.kind === 'bill_of_lading' && m.subject.includes('picked up'))).toBe(true);
  });

  it('finds a new dent at delivery, holds the second payout until an operator releases it, and prints it all on the BOL', async () => {
    const { client, driver, job } = await acceptedJob();
    await fillReport(driver, job.id, 'pickup', 120_000);
    await mark(driver, job.id, 'pickup', { view: 'left', x: 60, y: 50, type: 'scratch' });
    await mark(driver, job.id, 'pickup', { view: 'front', x: 100, y: 40, type: 'crack' });
    await signAs(driver, job.id, 'pickup', 'releasing', 'Carla Consignor');
    await signAs(driver, job.id, 'pickup', 'driver', 'Dan Driver');
    expect((await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {})).statusCode).toBe(200);

    const lowOdo = await req(driver, 'PUT', url(job.id, 'delivery'), { odometer: 100 });
    expect(lowOdo.json().code).toBe('odometer_low');
    const otherTruck = await req(driver, 'PUT', url(job.id, 'delivery'), { vin: '11111111111111111' });
    expect(otherTruck.json().code).toBe('vehicle_mismatch');
    await fillReport(driver, job.id, 'delivery', 121_190);
    await mark(driver, job.id, 'delivery', { view: 'left', x: 62, y: 52, type: 'scratch' });
    const dent = await mark(driver, job.id, 'delivery', { view: 'rear', x: 80, y: 60, type: 'dent' });
    expect(dent.marks.map((m: { comparedToPickup: string }) => m.comparedToPickup)).toEqual(['known', 'new']);
    await signAs(driver, job.id, 'delivery', 'receiving', 'Rita Receiver');
    await signAs(driver, job.id, 'delivery', 'driver', 'Dan Driver');
    expect((await req(driver, 'POST', url(job.id, 'delivery', '/submit'), {})).statusCode).toBe(200);
    expect(await status(client, job.id)).toBe('delivered');

    const flags = await ctx.app.services.notices.flagsFor([job.id]);
    expect(flags.get(job.id)?.map((f) => f.kind)).toContain('new_damage');
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    const lines = async () =>
      (await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, job.id))).map(
        (l) => l.kind,
      );
    expect(await lines()).not.toContain('payout_2');

    const admin = await signUp(ctx.app);
    await makeOperator(ctx, admin);
    await stepUp(ctx.app, admin);
    expect(
      (await req(driver, 'POST', `/api/admin/recovery-requests/${job.id}/release-held-payout`)).statusCode,
    ).toBe(403);
    expect(
      (await req(admin, 'POST', `/api/admin/recovery-requests/${job.id}/release-held-payout`)).statusCode,
    ).toBe(200);
    expect(await lines()).toContain('payout_2');
    // The exception is settled; the earlier wrong VIN stays flagged for operators.
    expect(
      ((await ctx.app.services.notices.flagsFor([job.id])).get(job.id) ?? []).map((f) => f.kind),
    ).toEqual(['vehicle_mismatch']);
    expect(await ledgerTotal(ctx)).toBe(0);

    // The client's documents keep the complete bill of lading (one copy, no review needed).
    const docs = (await req(client, 'GET', `/api/users/${client.id}/documents`)).json().documents;
    const copies = docs.filter((d: { fileName: string }) => d.fileName === `BOL-${job.jobNumber}.pdf`);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ source: 'bill_of_lading', reviewStatus: 'approved' });
    const kept = await req(client, 'GET', `/api/documents/${copies[0].id}/file`);
    expect(pdfText(kept.rawPayload)).toContain('Received by (delivery): Rita Receiver');
    const bol = await req(client, 'GET', `/api/recovery-requests/${job.id}/bol.pdf`);
    expect(bol.statusCode).toBe(200);
    expect(bol.headers['content-type']).toBe('application/pdf');
    const text = pdfText(bol.rawPayload);
    expect(text).toContain(`BOL-${job.jobNumber}`);
    expect(text).toContain('Driver side: scratch, minor');
    expect(text).toContain('Front: crack, minor');
    expect(text).toContain('Rear: dent, minor');
    expect(text).toContain('New or worse at delivery: 1 of the marks above.');
    for (const who of [
      'Released by (pickup): Carla Consignor',
      'Received by (delivery): Rita Receiver',
      'Driver (pickup): Dan Driver',
    ])
      expect(text).toContain(who);
    expect(text).toContain(VIN);
    const receiverMail = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'rita@yard.example'));
    const texted = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, '+1 214 555 0142'));
    expect(texted.map((m) => m.channel)).toEqual(['sms']);
    expect(receiverMail).toHaveLength(1);
    const publicCopy = /\/api\/bol\/[^\s]+/.exec(receiverMail[0]!.body)![0];
    expect((await req(null, 'GET', publicCopy)).statusCode).toBe(200);
    expect((await req(null, 'GET', publicCopy.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(404);
  });

  it('prints the bill of lading in English and Spanish when the driver reads Spanish', async () => {
    const { client, driver, job } = await acceptedJob();
    const chosen = await req(driver, 'PUT', '/api/me/locale', { locale: 'es' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await fillReport(driver, job.id, 'pickup', 120_000);
    await mark(driver, job.id, 'pickup', { view: 'left', x: 60, y: 50, type: 'scratch' });
    await signAs(driver, job.id, 'pickup', 'releasing', 'Carla Consignor');
    await signAs(driver, job.id, 'pickup', 'driver', 'Dan Driver');
    expect((await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {})).statusCode).toBe(200);
    const text = pdfText((await req(client, 'GET', `/api/recovery-requests/${job.id}/bol.pdf`)).rawPayload);
    for (const both of [
      'Bill of lading / Conocimiento de embarque',
      'Consignor (shipper) / Remitente: ',
      'Condition at pickup / Condición en la recogida',
      'Condition at delivery / Condición en la entrega',
      'Signatures / Firmas',
      // English as always, then its Spanish.
      'Driver side: scratch, minor',
      '1. Lado del conductor: rayón, leve',
      'Released by (pickup): Carla Consignor',
      'Entregado por (recogida): Carla Consignor',
      'Todavía no se registró.',
    ])
      expect(text).toContain(both);
    // Times in Spanish on the Spanish lines (es-US: "a.m."/"p.m.").
    expect(text).toMatch(
      /Firmado: (dom|lun|mar|mié|jue|vie|sáb), \d+ de \w+, \d+:\d\d [ap]\.m\. [A-Z]+, en la pantalla del conductor/,
    );
    // A driver who reads English gets the English BOL alone.
    const english = await acceptedJob();
    await fillReport(english.driver, english.job.id, 'pickup', 1000);
    await signAs(english.driver, english.job.id, 'pickup', 'releasing', 'Carla Consignor');
    await signAs(english.driver, english.job.id, 'pickup', 'driver', 'Dan Driver');
    expect((await req(english.driver, 'POST', url(english.job.id, 'pickup', '/submit'), {})).statusCode).toBe(
      200,
    );
    const plain = pdfText(
      (await req(english.client, 'GET', `/api/recovery-requests/${english.job.id}/bol.pdf`)).rawPayload,
    );
    expect(plain).toContain('Bill of lading');
    expect(plain).not.toContain('Conocimiento');
  });

  it('lets the client sign a pickup nobody was there for through a link that works signed out and expires', async () => {
    const { client, driver, job } = await acceptedJob();
    await fillReport(driver, job.id, 'pickup', 5000);
    await signAs(driver, job.id, 'pickup', 'driver', 'Dan Driver');
    const noKeys = await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {
      customerNotAvailable: true,
    });
    expect(noKeys.json().message).toContain('A photo of the keys');
    await photo(driver, job.id, 'pickup', 'keys');
    await photo(driver, job.id, 'pickup', 'left_at');
    const submitted = await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {
      customerNotAvailable: true,
    });
    expect(submitted.json()).toMatchObject({ customerNotAvailable: true, remoteStatus: 'waiting' });

    const [mail] = (
      await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.userId, client.id))
    ).filter((m) => m.kind === 'bill_of_lading');
    const link = /\/sign\/([\w-]+)/.exec(mail!.body)![1]!;
    const view = await req(null, 'GET', `/api/condition-reports/sign/${link}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ jobNumber: job.jobNumber, stage: 'pickup', status: 'waiting' });
    const photoUrl = view.json().report.photos[0].url;
    expect((await req(null, 'GET', photoUrl)).statusCode).toBe(200);
    expect((await req(null, 'GET', `/api/condition-reports/sign/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const blank = await req(null, 'POST', `/api/condition-reports/sign/${link}`, {
      decision: 'sign',
      signerName: 'Carla',
      strokes: '',
    });
    expect(blank.statusCode).toBe(400);
    const signed = await req(null, 'POST', `/api/condition-reports/sign/${link}`, {
      decision: 'sign',
      signerName: 'Carla Consignor',
      strokes: STROKES,
    });
    expect(signed.json().status).toBe('signed');
    expect(
      (
        await req(null, 'POST', `/api/condition-reports/sign/${link}`, {
          decision: 'dispute',
          note: 'Too late',
        })
      ).statusCode,
    ).toBe(409);

    await ctx.database.db
      .update(conditionReports)
      .set({ signingExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(conditionReports.jobId, job.id));
    expect((await req(null, 'GET', `/api/condition-reports/sign/${link}`)).statusCode).toBe(410);
  });

  it('shows reports to the client, the driver and operators only; only the assigned driver writes', async () => {
    const { client, driver, job } = await acceptedJob();
    const stranger = await signUp(ctx.app);
    const otherDriver = await verifiedDriver(ctx);
    expect(
      (await req(stranger, 'GET', `/api/recovery-requests/${job.id}/condition-reports`)).statusCode,
    ).toBe(404);
    expect(
      (await req(otherDriver, 'GET', `/api/recovery-requests/${job.id}/condition-reports`)).statusCode,
    ).toBe(404);
    expect((await req(client, 'PUT', url(job.id, 'pickup'), { plate: 'ABC' })).statusCode).toBe(403);
    expect((await req(otherDriver, 'PUT', url(job.id, 'pickup'), { plate: 'ABC' })).statusCode).toBe(404);
    expect((await req(driver, 'PUT', url(job.id, 'delivery'), { plate: 'ABC' })).json().code).toBe(
      'wrong_stage',
    );
    // No BOL before the pickup report; nobody else's BOL ever.
    expect((await req(client, 'GET', `/api/recovery-requests/${job.id}/bol.pdf`)).statusCode).toBe(404);
    expect((await req(stranger, 'GET', `/api/recovery-requests/${job.id}/bol.pdf`)).statusCode).toBe(404);
    expect((await req(driver, 'GET', `/api/recovery-requests/${job.id}/condition-reports`)).json()).toEqual({
      pickup: null,
      delivery: null,
      bolUrl: null,
    });
  });

  it('stops a pickup whose truck failed an equipment check, and one whose VIN is not the requested vehicle', async () => {
    const { driver, job } = await acceptedJob();
    await fillReport(driver, job.id, 'pickup', 5000);
    const noNote = await req(driver, 'PUT', url(job.id, 'pickup'), {
      equipment: { serviceBrakes: { ok: false } },
    });
    expect(noNote.statusCode).toBe(400);
    const brakePhoto = (await photo(driver, job.id, 'pickup', 'equipment')).json();
    await req(driver, 'PUT', url(job.id, 'pickup'), {
      equipment: { serviceBrakes: { ok: false, note: 'Soft pedal', photoClientId: brakePhoto.clientId } },
    });
    await signAs(driver, job.id, 'pickup', 'releasing', 'Carla Consignor');
    await signAs(driver, job.id, 'pickup', 'driver', 'Dan Driver');
    const stopped = await req(driver, 'POST', url(job.id, 'pickup', '/submit'), {});
    expect(stopped.json().code).toBe('equipment_failed');
    expect(stopped.json().message).toContain('service brakes');

    // A request that names the client's vehicle: another VIN on the spot stops the pickup.
    const client = await signUp(ctx.app);
    const vehicle = (
      await req(client, 'POST', '/api/vehicles', {
        make: 'Volvo',
        model: 'VNL',
        licensePlate: 'TX1',
        vin: '1HGCM82633A004352',
      })
    ).json();
    const named = await paidJob(ctx, client, { vehicleId: vehicle.id });
    const driver2 = await verifiedDriver(ctx);
    await acceptJob(ctx, driver2, named.id);
    const wrong = await req(driver2, 'PUT', url(named.id, 'pickup'), { vin: VIN });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('1HGCM82633A004352');
    expect((await ctx.app.services.notices.flagsFor([named.id])).get(named.id)?.[0]?.kind).toBe(
      'vehicle_mismatch',
    );
  });

  it('records a receiver who refused to sign, and holds the second payout for operators', async () => {
    const { client, driver, job } = await acceptedJob();
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');
    await fillReport(driver, job.id, 'delivery', 121_190);
    await signAs(driver, job.id, 'delivery', 'driver', 'Dan Driver');
    const both = await req(driver, 'POST', url(job.id, 'delivery', '/submit'), {
      customerNotAvailable: true,
      partyRefusedReason: 'Says the mirror was not cracked before',
    });
    expect(both.statusCode).toBe(400);
    const refused = await req(driver, 'POST', url(job.id, 'delivery', '/submit'), {
      partyRefusedReason: 'Says the mirror was not cracked before',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().partyRefusedReason).toBe('Says the mirror was not cracked before');
    const flags = (await ctx.app.services.notices.flagsFor([job.id])).get(job.id) ?? [];
    expect(flags.map((f) => f.kind)).toEqual(['signature_disputed']);
    expect(flags[0]!.reason).toContain('the receiver refused to sign the delivery report');
    expect((await req(client, 'POST', `/api/recovery-requests/${job.id}/confirm-delivery`)).statusCode).toBe(
      200,
    );
    const kinds = (
      await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.jobId, job.id))
    ).map((l) => l.kind);
    expect(kinds).toContain('payout_1');
    expect(kinds).not.toContain('payout_2');
  });
});
