import { expect, type Page, test } from '@playwright/test';
import type { JobTrack } from '../core/contracts/positions';
import {
  acceptAsDriver,
  conditionReportViaApi,
  createPaidRequest,
  newPage,
  newVerifiedDriver,
  pngFile,
} from './api';
import { sign } from './condition-report';
import { signUpThroughUi } from './support';

const suffix = () => Math.random().toString(36).slice(2, 7);

/**
 * East of Salt Lake City on the way to Cheyenne, every step about 330 m: a move the phone reports at
 * once (over 200 m). Given with a 200 m accuracy, the steps a couple of seconds apart stay plausible.
 */
const ROAD = [
  { latitude: 40.761, longitude: -111.886 },
  { latitude: 40.764, longitude: -111.886 },
  { latitude: 40.767, longitude: -111.886 },
  { latitude: 40.77, longitude: -111.886 },
];
const ACCURACY = 200;

/** Whether the phone has kept the driver's pages, the job's condition reports included. */
async function keptQueries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty: only once the app made it.
    if (!(await indexedDB.databases()).some((d) => d.name === 'pathway-offline')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('pathway-offline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const snapshot = await new Promise<{ state: { queries: { queryKey: unknown[] }[] } } | undefined>(
      (resolve) => {
        const get = db.transaction('kept').objectStore('kept').get('driver');
        get.onsuccess = () => resolve(get.result);
      },
    );
    db.close();
    const part = (k: unknown) => (typeof k === 'string' ? k : JSON.stringify(k));
    return snapshot?.state.queries.map((q) => q.queryKey.map(part).join(' ')) ?? [];
  });
}

/**
 * The acceptance journey of a dead zone: a driver with a job under way loses the signal, reloads the
 * app and still sees the job and its report; takes two photos and signs, drives on (positions recorded
 * on the phone); the signal returns and everything uploads without a tap, the track in recorded order.
 */
test('a driver reloads with no signal, works on, and everything uploads by itself when it returns', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await newPage(browser, baseURL, { viewport: { width: 1280, height: 900 } });
  const client = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  const driver = await newPage(browser, baseURL, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    geolocation: { ...ROAD[0]!, accuracy: ACCURACY },
    permissions: ['geolocation'],
  });
  const context = driver.context();
  await newVerifiedDriver(driver, admin, `Otto Offline ${suffix()}`);
  await signUpThroughUi(client, { name: `Uma Utah ${suffix()}` });
  await expect(client).toHaveURL(/\/profile$/);
  const job = await createPaidRequest(client.request, {
    pickupLocation: 'Salt Lake City, UT 84101',
    destination: 'Cheyenne, WY 82001',
  });
  await acceptAsDriver(driver.request, job.id);
  await conditionReportViaApi(driver.request, job.id, 'pickup');
  // Another client's job still open: the driver's jobs list shows it.
  const open = await createPaidRequest(client.request, {
    pickupLocation: 'Ogden, UT 84401',
    destination: 'Provo, UT 84601',
  });

  // Online once: the jobs list, then the job; the app is installed (the service worker controls the
  // page) and both are kept.
  await driver.goto('/jobs');
  await expect(driver.getByRole('heading', { name: open.jobNumber })).toBeVisible();
  await expect.poll(() => keptQueries(driver)).toContainEqual(expect.stringContaining('"status":"pending"'));
  await driver.goto(`/driver/jobs/${job.id}`);
  await expect(driver.getByRole('region', { name: 'Delivery report' })).toBeVisible();
  await driver.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await driver.reload();
  await expect.poll(() => driver.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect
    .poll(() => keptQueries(driver))
    .toContainEqual(expect.stringContaining(`${job.id} condition-reports`));

  // No signal, and the app is opened again: the job and its report, from the phone.
  const offlineFrom = Date.now();
  await context.setOffline(true);
  await driver.reload();
  await expect(driver.getByRole('heading', { name: job.jobNumber })).toBeVisible();
  await expect(driver.getByText(/^Offline since /)).toBeVisible();
  await expect(driver.getByText(/as last confirmed by Pathway at/)).toBeVisible();
  const delivery = driver.getByRole('region', { name: 'Delivery report' });
  await expect(delivery).toBeVisible();
  await expect(driver.getByText('We could not check your account')).toHaveCount(0);

  // Opened cold with no signal, the jobs list is the kept one; a page that needs the server says so.
  await driver.goto('/jobs');
  await expect(driver.getByRole('heading', { name: open.jobNumber })).toBeVisible();
  await expect(driver.getByText(/^Offline since /)).toBeVisible();
  await driver.goto('/profile');
  await expect(driver.getByRole('heading', { name: 'Not available offline' })).toBeVisible();
  await expect(driver.getByText(/Failed to fetch/)).toHaveCount(0);
  await driver.goto(`/driver/jobs/${job.id}`);
  await expect(delivery).toBeVisible();

  // Two photos and the driver's signature wait on the phone.
  for (const label of ['Front', 'Rear'])
    await driver.getByLabel(`${label} photo`, { exact: true }).setInputFiles(pngFile(`${label}.png`));
  await sign(driver, 'Your signature');
  const outbox = driver.getByRole('status').filter({ hasText: 'No network' });
  await expect(outbox).toContainText(/\d+ items waiting to upload/);

  // Driving on through the dead zone: each move is kept with the time the phone took it.
  const waiting = async () => {
    const line = driver.getByText(/^\d+ positions? waiting for signal$/);
    return (await line.count()) === 0 ? 0 : Number.parseInt((await line.textContent()) ?? '0', 10);
  };
  await expect.poll(waiting).toBeGreaterThanOrEqual(1);
  for (const point of ROAD.slice(1)) {
    const before = await waiting();
    await context.setGeolocation({ ...point, accuracy: ACCURACY });
    await expect.poll(waiting).toBeGreaterThan(before);
  }

  // A message to the client waits on the phone.
  const words = `At the yard gate, no signal ${suffix()}`;
  await driver.getByRole('button', { name: 'Message client' }).click();
  const thread = driver.getByRole('dialog', { name: 'Message client' });
  await thread.getByRole('textbox').fill(words);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Waiting to send' })).toContainText('Waiting for signal');
  await thread.getByRole('button', { name: 'Close messages' }).click();

  // The signal returns: no tap.
  const offlineUntil = Date.now();
  await context.setOffline(false);
  await expect(driver.getByText(/^Offline since /)).toBeHidden({ timeout: 20_000 });
  await expect(driver.getByText(/Positions recorded offline uploaded at/)).toBeVisible({ timeout: 20_000 });
  // The report's outbox has nothing left (its status shows only while something waits).
  await expect(driver.getByText(/waiting to upload/)).toHaveCount(0, { timeout: 20_000 });

  // The client has the message, once.
  const clientId = ((await (await client.request.get('/api/me')).json()) as { id: string }).id;
  const driverId = ((await (await driver.request.get('/api/me')).json()) as { id: string }).id;
  await expect
    .poll(async () => {
      const thread = await client.request.get(`/api/driver-messaging/conversation/${clientId}/${driverId}`);
      return ((await thread.json()) as { content: string }[]).filter((m) => m.content === words).length;
    })
    .toBe(1);

  // The server has the photos and the signature…
  const reports = await (
    await client.request.get(`/api/recovery-requests/${job.id}/condition-reports`)
  ).json();
  expect(reports.delivery.photos.map((p: { kind: string }) => p.kind).sort()).toEqual(['front', 'rear']);
  expect(reports.delivery.signatures.map((s: { role: string }) => s.role)).toEqual(['driver']);
  // …and the client's track has the offline stretch, in the order the phone recorded it.
  const track = (await (
    await client.request.get(`/api/recovery-requests/${job.id}/track`)
  ).json()) as JobTrack;
  // (Seconds offline here: the track marks a point late only after minutes, so the stretch is by time.)
  const stretch = track.points.filter((p) => {
    const at = Date.parse(p.at);
    return at >= offlineFrom && at <= offlineUntil;
  });
  expect(stretch.length).toBeGreaterThanOrEqual(ROAD.length);
  expect(stretch.map((p) => p.at)).toEqual(stretch.map((p) => p.at).sort());
  const lats = stretch.map((p) => p.lat);
  expect(lats[0]).toBeCloseTo(ROAD[0]!.latitude, 3);
  expect(lats.at(-1)).toBeCloseTo(ROAD.at(-1)!.latitude, 3);
  expect(lats).toEqual([...lats].sort((a, b) => a - b));
});
