import { beforeAll, describe, expect, it } from 'vitest';
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

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const north = {
  name: 'North yard',
  address: '500 Elm St, Dallas, TX 75201',
  contactName: 'Dee Yard',
  contactPhone: '+1 555 010 0123',
  openingHours: 'Mon–Fri 6 AM–6 PM',
  notes: 'Gate code 4411; ask for Dee at the shop.',
};

const call = (user: SignedUpUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

describe('/api/saved-places', () => {
  it('keeps a client’s places, resolved by the server, and only for that client', async () => {
    const client = await signUp(ctx.app);
    const created = await call(client, 'POST', '/api/saved-places', north);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...north,
      address: '500 Elm St, Dallas, TX 75201',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
    });
    const id = created.json().id as string;

    // The same name twice is refused; an unplaceable or ambiguous address is refused and not stored.
    expect((await call(client, 'POST', '/api/saved-places', north)).statusCode).toBe(409);
    const unknown = await call(client, 'POST', '/api/saved-places', {
      name: 'Nowhere',
      address: 'asdfgh qwerty',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'place_unknown',
      errors: { address: 'We couldn\'t find "asdfgh qwerty"; pick it from the list.' },
    });
    const ambiguous = await call(client, 'POST', '/api/saved-places', {
      name: 'Spring',
      address: 'Springfield',
    });
    expect(ambiguous.json().code).toBe('place_ambiguous');
    expect(ambiguous.json().candidates.address.length).toBeGreaterThan(1);

    const edited = await call(client, 'PUT', `/api/saved-places/${id}`, {
      ...north,
      address: 'Houston, TX 77002',
      notes: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ address: 'Houston, TX 77002', notes: null });
    expect((await call(client, 'GET', '/api/saved-places')).json()).toHaveLength(1);

    const other = await signUp(ctx.app);
    expect((await call(other, 'GET', '/api/saved-places')).json()).toEqual([]);
    expect((await call(other, 'DELETE', `/api/saved-places/${id}`)).statusCode).toBe(404);
    expect((await call(client, 'DELETE', `/api/saved-places/${id}`)).statusCode).toBe(204);
    expect((await call(client, 'GET', '/api/saved-places')).json()).toEqual([]);
  });

  it('sends a saved place’s contact, hours and notes with the job to its driver', async () => {
    const client = await signUp(ctx.app);
    const place = (await call(client, 'POST', '/api/saved-places', north)).json();
    const job = await paidJob(ctx, client, { pickupLocation: place.address, pickupPlaceId: place.id });
    const driver = await verifiedDriver(ctx);
    const accepted = await acceptJob(ctx, driver, job.id);
    expect(accepted.pickupSite).toEqual({
      name: 'North yard',
      contactName: 'Dee Yard',
      contactPhone: '+1 555 010 0123',
      openingHours: 'Mon–Fri 6 AM–6 PM',
      notes: 'Gate code 4411; ask for Dee at the shop.',
    });
    expect(accepted.destinationSite).toBeNull();

    // Another client's place cannot be named.
    const other = await signUp(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/recovery-requests',
      headers: { cookie: other.cookie },
      payload: {
        vehicleType: 'bobtail',
        pickupLocation: place.address,
        destination: 'Detroit, MI 48217',
        isWorking: true,
        pickupPlaceId: place.id,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('unknown_saved_place');
  });

  it('refuses a request whose pickup cannot be placed, and creates nothing', async () => {
    const client = await signUp(ctx.app);
    await expect(
      createJob(ctx.app, client.cookie, { pickupLocation: 'asdfgh qwerty', destination: 'zxcvbn poiuy' }),
    ).rejects.toThrow(/400.*couldn't find \\"asdfgh qwerty\\"/);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/recovery-requests?mine=true',
      headers: { cookie: client.cookie },
    });
    expect(mine.json()).toEqual([]);
  });
});
