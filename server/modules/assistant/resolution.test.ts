import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, jobFlags } from '../../db/schema';
import {
  acceptJob,
  createJob,
  createTestApp,
  paidJob,
  type SignedUpUser,
  signUp,
  type TestContext,
  verifiedDriver,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

/**
 * The assistant's answers that depend on who asks and which of their jobs they mean: the job resolved
 * from its cities or vehicle among the asker's own jobs only, the driver's cancellation policy, and the
 * operators' questions answered from the console's data.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

interface Reply {
  action: string;
  response: string;
  link: { href: string; label: string } | null;
}
async function ask(who: SignedUpUser, command: string, extra: Record<string, unknown> = {}): Promise<Reply> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/pathway/communicate/voice-command',
    headers: { cookie: who.cookie },
    payload: { command, callerType: 'client', ...extra },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const route = (pickupLocation: string, destination: string, vehicleType = 'bobtail') => ({
  pickupLocation,
  destination,
  vehicleType,
  distance: undefined,
});

describe('which job the asker means', () => {
  it('answers "when will my truck get to Tulsa?" about their own job to Tulsa, in Tulsa’s zone, never another client’s', async () => {
    const client = await signUp(ctx.app);
    const houston = await paidJob(ctx, client, route('Dallas, TX 75201', 'Houston, TX 77002'));
    const tulsa = await paidJob(ctx, client, route('Fort Worth, TX 76102', 'Tulsa, OK 74103'));
    const stranger = await signUp(ctx.app);
    const theirs = await createJob(ctx.app, stranger.cookie, route('Austin, TX 78701', 'Tulsa, OK 74103'));
    const driver = await verifiedDriver(ctx);
    await acceptJob(ctx, driver, tulsa.id);

    // The browser's zone is the Pacific one: the arrival still reads in Tulsa's (Central) zone, named.
    const res = await ask(client, 'when will my truck get to Tulsa?', { timeZone: 'America/Los_Angeles' });
    expect(res.action).toBe('job_status');
    expect(res.response).toContain(`${tulsa.jobNumber} (bobtail, Fort Worth, TX 76102 → Tulsa, OK 74103)`);
    expect(res.response).toMatch(/C[SD]T at Tulsa/);
    expect(res.response).not.toMatch(/P[SD]T|UTC/);
    expect(res.response).not.toContain(houston.jobNumber);
    expect(res.response).not.toContain(theirs.jobNumber);
    expect(res.link).toEqual({ href: `/tracking?id=${tulsa.id}`, label: 'Track' });

    // The other end and the other job: "from Dallas" is the Houston move.
    const fromDallas = await ask(client, 'is the truck from Dallas on its way');
    expect(fromDallas.response).toContain(houston.jobNumber);
    expect(fromDallas.response).not.toContain(tulsa.jobNumber);

    // Someone whose only Tulsa move is their own hears about that one; someone with none, that none
    // matches, and nothing of anyone else's.
    const strangerAnswer = await ask(stranger, 'when will my truck get to Tulsa?');
    expect(strangerAnswer.response).toContain(theirs.jobNumber);
    expect(strangerAnswer.response).not.toContain(tulsa.jobNumber);
    const nobody = await signUp(ctx.app);
    await createJob(ctx.app, nobody.cookie, route('Chicago, IL 60601', 'Detroit, MI 48217'));
    const none = await ask(nobody, 'when will my truck get to Tulsa?');
    expect(none.response).toContain('None of your jobs matches Tulsa');
    for (const number of [tulsa.jobNumber, theirs.jobNumber, houston.jobNumber])
      expect(none.response).not.toContain(number);
  });

  it('asks which when two of the asker’s jobs match, and tells them apart by vehicle', async () => {
    const client = await signUp(ctx.app);
    const a = await createJob(ctx.app, client.cookie, route('Dallas, TX 75201', 'Houston, TX 77002'));
    const b = await createJob(
      ctx.app,
      client.cookie,
      route('Dallas, TX 75201', 'Oklahoma City, OK 73102', 'box-truck'),
    );
    const both = await ask(client, 'where is my truck coming from Dallas');
    expect(both.action).toBe('job_status');
    expect(both.response).toContain('2 of your jobs match');
    expect(both.response).toContain(a.jobNumber);
    expect(both.response).toContain(b.jobNumber);
    expect(both.response).toContain('Which one do you mean?');
    expect(both.link).toEqual({ href: '/tracking', label: 'Your jobs' });

    const boxTruck = await ask(client, 'where is my box truck');
    expect(boxTruck.response).toContain(`${b.jobNumber} (box truck`);
    expect(boxTruck.response).not.toContain(a.jobNumber);
  });
});

describe('answers by role', () => {
  it('gives a driver the driver policy on cancelling an accepted job, and a client the refund rule', async () => {
    const driver = await verifiedDriver(ctx);
    const question = 'what are the penalties for cancelling a job I already accepted';
    const theirs = await ask(driver, question);
    expect(theirs.action).toBe('policy_info');
    expect(theirs.response).toContain('As a driver you cannot cancel a job once you have accepted it');
    expect(theirs.response).toContain('suspension of at least 30 days');
    expect(theirs.response).toContain("I can't make it");
    expect(theirs.response).not.toContain('refunded in full');
    expect(theirs.link?.href).toBe('/driver');

    const client = await signUp(ctx.app);
    const clients = await ask(client, 'what is your cancellation policy');
    expect(clients.response).toContain('refunded in full');
    expect(clients.response).not.toContain('suspension');
  });

  it('prefills a trailer request with the cities and the date it understood, though the price is by phone', async () => {
    const client = await signUp(ctx.app);
    const res = await ask(client, 'how much for a trailer from Dallas, TX to Tulsa, OK on 2030-06-03');
    expect(res.action).toBe('quote_provided');
    expect(res.response).toContain('Trailer moves are priced by phone.');
    expect(res.response).toContain(
      'The request form has the trailer, pickup in Dallas, TX, delivery to Tulsa, OK, a pickup on Mon, Jun 3.',
    );
    const href = new URL(res.link!.href, 'http://x');
    expect(href.pathname).toBe('/request');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      vehicleType: 'trailer',
      pickup: 'Dallas, TX',
      destination: 'Tulsa, OK',
      date: '2030-06-03',
      serviceTime: 'scheduled',
    });
  });
});

describe("operators' questions, from the console's data", () => {
  async function operator() {
    const admin = await signUp(ctx.app, { name: 'Olga Operator' });
    await makeOperator(ctx, admin);
    return admin;
  }

  it('names the paid jobs without a driver; a client asking the same hears only of their own jobs', async () => {
    const admin = await operator();
    const client = await signUp(ctx.app);
    const waiting = await paidJob(ctx, client, route('Memphis, TN 38103', 'Nashville, TN 37203'));
    const taken = await paidJob(ctx, client, route('Denver, CO 80202', 'Boise, ID 83702'));
    await acceptJob(ctx, await verifiedDriver(ctx), taken.id);

    const res = await ask(admin, 'which jobs have no driver?');
    expect(res.action).toBe('jobs_without_driver');
    expect(res.response).toMatch(/\d+ paid jobs? (has|have) no driver/);
    expect(res.response).toContain(`${waiting.jobNumber} (bobtail, Memphis, TN 38103 → Nashville, TN 37203`);
    expect(res.response).not.toContain(taken.jobNumber);
    expect(res.link?.href).toBe('/admin');

    const other = await signUp(ctx.app);
    const asClient = await ask(other, 'which jobs have no driver?');
    expect(asClient.action).toBe('job_status');
    expect(asClient.response).not.toContain(waiting.jobNumber);
  });

  it('lists the late jobs from the open exceptions, and says when none is late', async () => {
    const admin = await operator();
    const client = await signUp(ctx.app);
    const job = await paidJob(ctx, client, route('Atlanta, GA 30303', 'Miami, FL 33101'));
    const calm = await ask(admin, 'which jobs are running late?');
    expect(calm.action).toBe('late_jobs');
    expect(calm.response).not.toContain(job.jobNumber);

    await ctx.database.db
      .insert(jobFlags)
      .values({ jobId: job.id, kind: 'pickup_at_risk', reason: 'no driver within reach of the window' });
    const late = await ask(admin, 'which jobs are running late?');
    expect(late.response).toContain(`${job.jobNumber}: pickup window at risk, no driver within reach`);
  });

  it('counts the drivers online by state, as the console does', async () => {
    const admin = await operator();
    const texan = await verifiedDriver(ctx);
    const okie = await verifiedDriver(ctx, 'B');
    await ctx.database.db
      .update(driverProfiles)
      .set({ licenseState: 'TX' })
      .where(eq(driverProfiles.userId, texan.id));
    await ctx.database.db
      .update(driverProfiles)
      .set({ licenseState: 'OK' })
      .where(eq(driverProfiles.userId, okie.id));
    for (const d of [texan, okie]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/driver/availability',
        headers: { cookie: d.cookie },
        payload: { isAvailable: true },
      });
      expect(res.statusCode).toBe(200);
    }
    const figures = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/figures', headers: { cookie: admin.cookie } })
    ).json();

    const texas = await ask(admin, 'how many drivers are available in Texas');
    expect(texas.action).toBe('driver_availability');
    expect(texas.response).toMatch(new RegExp(`of ${figures.driversOnline} online (is|are) in Texas`));
    expect(texas.response).toContain(`Driver A (no position, Texas licence)`);
    expect(texas.response).not.toContain('Driver B');
    const oklahoma = await ask(admin, 'drivers on duty in OK?');
    expect(oklahoma.response).toContain('in Oklahoma');

    // A client hears the same count the console shows, and nothing of where drivers are.
    const client = await signUp(ctx.app);
    const count = await ask(client, 'how many drivers are available in Texas');
    expect(count.response).toContain(`${figures.driversOnline} verified drivers are online right now`);
    expect(count.response).not.toContain('Driver A');
  });
});
