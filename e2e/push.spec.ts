/**
 * An offer reaches the phone. Headless Chromium cannot subscribe to a real push service (it refuses the
 * registration), so the offer's push stays in the outbox as held, what would have been sent; the test
 * then hands that push to the phone's service worker as a push service would (DevTools'
 * ServiceWorker.deliverPushMessage) and answers it from the notification, as the driver would.
 */
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { newClientWithPaidJob, newPage, newVerifiedDriver } from './api';

// The service worker runs here: it shows the pushes.
test.use({ serviceWorkers: 'allow' });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The service worker's registration id, as DevTools knows it. */
async function registrationOf(cdp: CDPSession): Promise<string> {
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    for (const r of e.registrations) if (!r.isDeleted) ids.push(r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return ids[0]!;
}

/** The notifications the service worker shows now. */
const shownOn = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: (n as Notification & { actions: { action: string; title: string }[] }).actions.map(
        (a) => a.title,
      ),
    }));
  });

test('an offer held for a driver without a push subscription shows on the phone with View and Decline; Decline passes on it', async ({
  browser,
  baseURL,
}) => {
  const admin = await newPage(browser, baseURL, { viewport: { width: 1280, height: 900 } });
  const client = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  await driver.context().grantPermissions(['notifications']);
  const name = `Pia Push ${Date.now().toString(36)}`;
  const driverId = await newVerifiedDriver(driver, admin, name);
  const job = await newClientWithPaidJob(client, 'Paula Pusher');

  const reassign = await admin.request.post(`/api/admin/jobs/${job.id}/reassign`, {
    data: { driverId, reason: 'Closest driver' },
  });
  expect(reassign.ok(), await reassign.text()).toBe(true);

  // No phone subscribed: the outbox shows the push that would have been sent.
  const driverEmail = (await (await driver.request.get('/api/me')).json()).email as string;
  let held: { subject: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const { messages } = await (await admin.request.get('/api/admin/outbox?limit=100')).json();
      held = messages.find(
        (m: { channel: string; to: string; kind: string; status: string }) =>
          m.channel === 'push' && m.to === driverEmail && m.kind === 'job_offered' && m.status === 'held',
      );
      return Boolean(held);
    })
    .toBe(true);

  // The profile says where push stands on this phone.
  await driver.goto('/profile');
  await expect(driver.getByRole('switch', { name: 'Push notifications on this phone' })).not.toBeChecked();
  await expect(driver.getByText('Off: turn it on to get offers on this phone')).toBeVisible();
  await driver.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The push service hands the push to the phone: the offer shows with View and Decline.
  const cdp = await driver.context().newCDPSession(driver);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(driver.url()).origin,
    registrationId: await registrationOf(cdp),
    data: JSON.stringify({
      title: held!.subject,
      body: held!.body,
      link: '/driver',
      kind: 'job_offered',
      tag: `job:${job.id}:job_offered`,
      actions: ['view', 'decline'],
      jobId: job.id,
    }),
  });
  await expect
    .poll(() => shownOn(driver))
    .toEqual([
      {
        title: `${job.jobNumber} is offered to you`,
        body: held!.body,
        tag: `job:${job.id}:job_offered`,
        actions: ['View', 'Decline'],
      },
    ]);
  expect(held!.body).toContain(job.jobNumber);

  // Decline, from the notification: the service worker passes on the offer as the driver's session.
  const worker = driver.context().serviceWorkers()[0]!;
  await worker.evaluate(async () => {
    // The worker's own globals (the e2e types know the page's only).
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
    };
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(
      new sw.NotificationEvent('notificationclick', { notification: notification!, action: 'decline' }),
    );
  });
  await expect.poll(async () => (await driver.request.get('/api/driver/offers')).json()).toEqual([]);
  await expect.poll(() => shownOn(driver)).toEqual([]);
  const panel = await (await admin.request.get(`/api/admin/jobs/${job.id}`)).json();
  expect(JSON.stringify(panel)).toContain('Declined from the notification');

  // Each kind has its push switch beside e-mail and SMS; the choice is kept.
  const offersByPush = driver.getByRole('switch', { name: 'Push: Jobs dispatch offers you' });
  await expect(offersByPush).toBeChecked();
  const saved = driver.waitForResponse((r) => r.url().endsWith('/api/notifications/preferences') && r.ok());
  await offersByPush.click();
  await saved;
  await driver.reload();
  await expect(driver.getByRole('switch', { name: 'Push: Jobs dispatch offers you' })).not.toBeChecked();
  await expect(driver.getByRole('switch', { name: 'SMS: Jobs dispatch offers you' })).toBeChecked();
});
