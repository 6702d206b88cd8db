import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptJob,
  completeConditionReport,
  createTestApp,
  multipart,
  paidJob,
  reportPhoto,
  type SignedUpUser,
  signUp,
  TEST_VIN,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const req = (user: SignedUpUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload });
const url = (jobId: string, stage: string, rest = '') =>
  `/api/recovery-requests/${jobId}/condition-reports/${stage}${rest}`;

/** A real VIN other than the helpers' (its check digit holds). */
const OTHER_VIN = '1HGCM82633A004352';

describe('the truck on the record', () => {
  it('refuses a request VIN that does not add up, keeps a good one on the job, and checks the pickup against it', async () => {
    const client = await signUp(ctx.app, { name: 'Vera Vin' });
    const bad = await req(client, 'POST', '/api/recovery-requests', {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Detroit, MI 48217',
      isWorking: true,
      vin: '1M8GDM9A1KP042788',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.vin).toContain('9th character should be X');

    const job = await paidJob(ctx, client, { vin: TEST_VIN.toLowerCase() });
    expect((await req(client, 'GET', `/api/recovery-requests/${job.id}`)).json().vin).toBe(TEST_VIN);
    const driver = await verifiedDriver(ctx);
    await acceptJob(ctx, driver, job.id);
    const wrong = await req(driver, 'PUT', url(job.id, 'pickup'), { vin: OTHER_VIN });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'vehicle_mismatch' });
    expect(wrong.json().message).toContain(`the vehicle on the request (${TEST_VIN})`);
    expect((await req(driver, 'PUT', url(job.id, 'pickup'), { vin: TEST_VIN })).statusCode).toBe(200);
  });

  it('asks an auction purchase for its VIN, and takes a saved vehicle’s own', async () => {
    const client = await signUp(ctx.app, { name: 'Al Auction' });
    const services = (await req(client, 'GET', '/api/service-types')).json() as {
      id: number;
      iconVariant: string;
    }[];
    const auction = services.find((s) => s.iconVariant === 'auction')!;
    const base = {
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destination: 'Detroit, MI 48217',
      isWorking: true,
      serviceTypeId: auction.id,
    };
    const missing = await req(client, 'POST', '/api/recovery-requests', base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'vin_required' });
    expect(missing.json().errors.vin).toContain('auction purchase needs its VIN');
    const made = await req(client, 'POST', '/api/recovery-requests', { ...base, vin: OTHER_VIN });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().vin).toBe(OTHER_VIN);

    const truck = await req(client, 'POST', '/api/vehicles', {
      make: 'Peterbilt',
      model: '579',
      licensePlate: 'TX 9PB-579',
      vin: TEST_VIN,
    });
    expect(truck.statusCode, truck.body).toBeLessThan(300);
    const vehicleId = truck.json().id;
    const mismatch = await req(client, 'POST', '/api/recovery-requests', {
      ...base,
      vehicleId,
      vin: OTHER_VIN,
    });
    expect(mismatch.json()).toMatchObject({ code: 'vin_mismatch' });
    const fromFleet = await req(client, 'POST', '/api/recovery-requests', { ...base, vehicleId });
    expect(fromFleet.json().vin).toBe(TEST_VIN);
  });

  it('starts the delivery from the pickup’s truck, names the request’s receiver, and prints every photo with its site', async () => {
    const client = await signUp(ctx.app, { name: 'Carla Consignor' });
    const job = await paidJob(ctx, client, {
      vin: TEST_VIN,
      receiver: { name: 'Rosa Yard', email: 'rosa@yard.example' },
    });
    const driver = await verifiedDriver(ctx);
    await acceptJob(ctx, driver, job.id);
    // The pickup is known only by its ZIP code: a photo 3 miles from that ZIP code's centre is no warning.
    const site = (await ctx.app.services.geo.forward('Dallas, TX 75201'))!;
    expect(site.precision).toBe('zip');
    const near = { lat: site.lat + 0.043, lng: site.lng };
    const shot = await reportPhoto(ctx.app, driver, job.id, 'pickup', 'keys', { at: near });
    expect(shot.json()).toMatchObject({ farFromSite: false });
    // A WebP photo (a format uploads accept but the PDF cannot draw) still appears on the BOL.
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(20),
    ]);
    const body = multipart(
      { kind: 'keys', clientId: 'webp-photo-from-phone-1', takenAt: new Date().toISOString() },
      webp,
      'p.webp',
      'image/webp',
    );
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: url(job.id, 'pickup', '/photos'),
      headers: { cookie: driver.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await completeConditionReport(ctx.app, driver, job.id, 'pickup');

    const pickupBol = await req(client, 'GET', `/api/recovery-requests/${job.id}/bol.pdf`);
    const text = pdfText(pickupBol.rawPayload);
    expect(text).toMatch(/Consignee \(receiver\): \s*Rosa Yard <rosa@yard.example>/);
    expect(text).not.toContain('Named at delivery');
    expect(text).toMatch(
      /photos with their time; \d+ with no position from the phone; the 1 placed within 5 miles/,
    );
    expect(text).toContain('WEBP photo:');
    const reports = (await req(client, 'GET', `/api/recovery-requests/${job.id}/condition-reports`)).json();
    const photos = reports.pickup.photos.length;
    // Every photo is on the page: each PNG embedded, the WebP as its labelled frame.
    const images = pickupBol.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images).toBeGreaterThanOrEqual(photos - 1);

    // The delivery report starts from the truck the pickup recorded.
    await reportPhoto(ctx.app, driver, job.id, 'delivery', 'front', { at: { lat: 42.3314, lng: -83.0458 } });
    const delivery = (await req(driver, 'GET', `/api/recovery-requests/${job.id}/condition-reports`)).json()
      .delivery;
    expect(delivery).toMatchObject({
      vin: TEST_VIN,
      plate: reports.pickup.plate,
      make: reports.pickup.make,
      model: reports.pickup.model,
    });

    // Someone else signs for it at delivery: the consignee is who signed.
    await completeConditionReport(ctx.app, driver, job.id, 'delivery');
    const full = pdfText((await req(client, 'GET', `/api/recovery-requests/${job.id}/bol.pdf`)).rawPayload);
    expect(full).toMatch(/Consignee \(receiver\): \s*Carla Consignor\n/);
    expect(text).toContain('Keys');
  });
});
