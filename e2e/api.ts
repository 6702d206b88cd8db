/**
 * Setup through the API: each helper takes an APIRequestContext (`page.request` or
 * `context.request`, which share the browser's cookies) and checks every answer it gets.
 */
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import type { CreateRecoveryRequestInput, RecoveryRequest } from '../core/contracts/jobs';
import { equipmentItems } from '../core/inspections';
import { signInAsOperator } from './operator';
import { DEMO_PASSWORD, signUpThroughUi } from './support';

/**
 * The request the API specs post: a working bobtail, Dallas to Detroit, which the server measures at
 * 1,190 miles (offline gazetteer), priced $2,319.53 ($1,290.00 for the move, $326.60 for the driver's flight home, $702.93 of fuel). `distance` is the browser's hint; the server's own
 * figure prices the job.
 */
export const DALLAS_TO_DETROIT = {
  vehicleType: 'bobtail',
  pickupLocation: 'Dallas, TX 75201',
  destination: 'Detroit, MI 48217',
  distance: 1190,
  isWorking: true,
  isLoaded: false,
  serviceTime: 'now',
} satisfies CreateRecoveryRequestInput;

export type RequestOverrides = Partial<CreateRecoveryRequestInput>;

/** The test gateway's card that always succeeds. */
export const GOOD_CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A 1×1 PNG, for setInputFiles and multipart uploads. */
export function pngFile(name = 'photo.png') {
  return { name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG };
}

/** Fails with the method, address, status and body unless the answer is 2xx (or `status`). */
async function expectOk(res: APIResponse, status?: number): Promise<APIResponse> {
  const what = `${res.url()} → ${res.status()} ${await res.text()}`;
  if (status === undefined) expect(res.ok(), what).toBeTruthy();
  else expect(res.status(), what).toBe(status);
  return res;
}

const jobPath = (jobId: string, rest = '') => `/api/recovery-requests/${encodeURIComponent(jobId)}${rest}`;

/** A new context with the run's baseURL (plus any options, e.g. a device or geolocation) and its page. */
export async function newPage(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  return context.newPage();
}

/** Signs in through the API; the context's cookies then carry the session. */
export async function signInViaApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await expectOk(await request.post('/api/auth/login', { data: { email, password } }));
}

/** Creates a request (Dallas to Detroit unless overridden) as the signed-in client: 201 and the job. */
export async function createRequest(
  request: APIRequestContext,
  overrides: RequestOverrides = {},
): Promise<RecoveryRequest> {
  const res = await request.post('/api/recovery-requests', { data: { ...DALLAS_TO_DETROIT, ...overrides } });
  await expectOk(res, 201);
  return (await res.json()) as RecoveryRequest;
}

/**
 * Pays a request in full with the test gateway: the intent, then the card. The server records the
 * payment from the gateway's event (no /api/payment-success call); the job is checked to be paid.
 */
export async function payRequest(
  request: APIRequestContext,
  job: Pick<RecoveryRequest, 'id' | 'price'>,
): Promise<{ paymentIntentId: string }> {
  const intentRes = await expectOk(
    await request.post('/api/create-payment-intent', {
      data: { amount: job.price, recoveryRequestId: job.id },
    }),
  );
  const { paymentIntentId, clientSecret } = (await intentRes.json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  await expectOk(
    await request.post(`/api/test-gateway/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
      data: { clientSecret, card: GOOD_CARD },
    }),
  );
  expect((await getJob(request, job.id)).paymentStatus).toBe('paid');
  return { paymentIntentId };
}

/** Creates a request and pays it: the job as created (open to drivers from now on). */
export async function createPaidRequest(
  request: APIRequestContext,
  overrides: RequestOverrides = {},
): Promise<RecoveryRequest> {
  const job = await createRequest(request, overrides);
  await payRequest(request, job);
  return job;
}

/** A new client signs up through the UI (landing on the profile) and posts a paid job through the API. */
export async function newClientWithPaidJob(page: Page, name = 'Carla Shipper'): Promise<RecoveryRequest> {
  await signUpThroughUi(page, { name });
  await expect(page).toHaveURL(/\/profile$/);
  return createPaidRequest(page.request);
}

/** The signed-in driver agrees to the policy, sends a licence photo and a selfie, and accepts the job. */
export async function acceptAsDriver(request: APIRequestContext, jobId: string): Promise<RecoveryRequest> {
  await expectOk(await request.post(jobPath(jobId, '/driver-agreement'), { data: { agreed: true } }));
  for (const kind of ['license', 'selfie'] as const) {
    await expectOk(
      await request.post(jobPath(jobId, `/identity/${kind}`), {
        multipart: { file: pngFile(`${kind}.png`) },
      }),
    );
  }
  const accepted = await expectOk(
    await request.patch(jobPath(jobId, '/status'), { data: { status: 'accepted' } }),
  );
  return (await accepted.json()) as RecoveryRequest;
}

const reportPath = (jobId: string, stage: 'pickup' | 'delivery', rest = '') =>
  jobPath(jobId, `/condition-reports/${stage}${rest}`);
export const SIGNATURE_STROKES = 'M10 10 L50 40 L90 20 M100 50 L140 60';
export const DEMO_VIN = '1M8GDM9AXKP042788';

/**
 * A whole condition report through the API, as the driver's phone sends it: the truck, all equipment
 * passing, the required photos, both signatures, then the submission (the trip starts, or ends).
 */
export async function conditionReportViaApi(
  request: APIRequestContext,
  jobId: string,
  stage: 'pickup' | 'delivery',
  opts: { odometer?: number; receiverName?: string; receiverEmail?: string } = {},
): Promise<void> {
  await expectOk(
    await request.put(reportPath(jobId, stage), {
      data: {
        vin: DEMO_VIN,
        plate: 'TX 4KL-221',
        make: 'Freightliner',
        model: 'Cascadia',
        odometer: opts.odometer ?? (stage === 'pickup' ? 1000 : 2190),
        fuelLevel: 'half',
        equipment: Object.fromEntries(equipmentItems.map((i) => [i.key, { ok: true }])),
        ...(stage === 'delivery'
          ? {
              receiverName: opts.receiverName ?? 'Sam Receiver',
              ...(opts.receiverEmail ? { receiverEmail: opts.receiverEmail } : {}),
            }
          : {}),
      },
    }),
  );
  for (const kind of ['front', 'rear', 'left', 'right', 'odometer', 'vin_plate']) {
    await expectOk(
      await request.post(reportPath(jobId, stage, '/photos'), {
        multipart: {
          kind,
          clientId: `${stage}-${kind}-${jobId}`,
          takenAt: new Date().toISOString(),
          file: pngFile(`${kind}.png`),
        },
      }),
      201,
    );
  }
  const party = stage === 'pickup' ? 'releasing' : 'receiving';
  for (const [role, signerName] of [
    [party, stage === 'pickup' ? 'Carla Shipper' : (opts.receiverName ?? 'Sam Receiver')],
    ['driver', 'Dan Driver'],
  ])
    await expectOk(
      await request.post(reportPath(jobId, stage, '/signatures'), {
        data: { role, signerName, strokes: SIGNATURE_STROKES },
      }),
    );
  await expectOk(await request.post(reportPath(jobId, stage, '/submit'), { data: {} }));
}

/** The driver reports a position during the trip. */
export async function sendLocationViaApi(
  request: APIRequestContext,
  jobId: string,
  lat: number,
  lng: number,
): Promise<void> {
  await expectOk(await request.post(jobPath(jobId, '/location'), { data: { lat, lng } }));
}

/** A job as its owner (or driver) sees it now. */
export async function getJob(request: APIRequestContext, jobId: string): Promise<RecoveryRequest> {
  return (await (await expectOk(await request.get(jobPath(jobId)))).json()) as RecoveryRequest;
}

/** A new driver account, verified through the API and approved by the demo operator. */
export async function newVerifiedDriver(driver: Page, admin: Page, name: string): Promise<string> {
  await signUpThroughUi(driver, { name, role: 'Driver', next: '/driver' });
  await expect(driver.getByRole('heading', { name: 'Driver Dashboard' })).toBeVisible();
  return verifyDriverViaApi(driver.request, admin);
}

/** The signed-in driver sends licence details and photos; the demo operator approves them. */
export async function verifyDriverViaApi(api: APIRequestContext, admin: Page): Promise<string> {
  expect(
    (
      await api.put('/api/driver/profile', {
        data: {
          licenseClass: 'A',
          licenseNumber: 'P1234567',
          licenseState: 'TX',
          licenseExpiresOn: '2031-06-30',
        },
      })
    ).ok(),
  ).toBe(true);
  for (const kind of ['license-photo', 'selfie'])
    expect(
      (await api.post(`/api/driver/profile/${kind}`, { multipart: { file: pngFile(`${kind}.png`) } })).ok(),
    ).toBe(true);
  const submitted = await (await api.post('/api/driver/profile/submit')).json();
  await signInAsOperator(admin);
  const review = await admin.request.post(`/api/admin/drivers/${submitted.userId}/review`, {
    data: { decision: 'approve' },
  });
  expect(review.ok()).toBe(true);
  return submitted.userId as string;
}
