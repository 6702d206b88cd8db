import { expect, test } from '@playwright/test';
import { acceptAsDriver, createPaidRequest, getJob, newPage, signInViaApi } from './api';
import { newCustomer, trackingStatusCard } from './support';

const PHONE = { viewport: { width: 390, height: 844 } };

/** "Arrives Sun Nov 29, about 5:20 AM EST at Miami, after 2 10-hour rests": the sentence, without its note. */
const ARRIVAL = /Arrives (\w{3} \w{3} \d{1,2}, about \d{1,2}:\d0 [AP]M EST at Miami), after 2 10-hour rests/;

test.describe('one arrival time', () => {
  test('a 1,300-mile move shows the same rest-aware arrival before and after acceptance, on the destination’s clock', async ({
    browser,
    baseURL,
  }) => {
    // The browser reads its clock in UTC: Miami's time and zone come from the place, not the phone.
    const client = await newPage(browser, baseURL, { ...PHONE, timezoneId: 'UTC' });
    const driverPage = await newPage(browser, baseURL, PHONE);
    await newCustomer(client, 'Nora Northsouth');

    // Picked up in New York two days from now at 8:00 AM EST, to Miami: about 1,300 miles.
    const pickup = new Date(Date.now() + 2 * 86_400_000);
    pickup.setUTCHours(13, 0, 0, 0);
    const job = await createPaidRequest(client.request, {
      pickupLocation: 'New York, NY 10001',
      destination: 'Miami, FL 33131',
      distance: 1300,
      serviceTime: 'scheduled',
      scheduledTime: pickup.toISOString(),
    });
    expect(job.distance).toBeGreaterThan(1200);
    expect(job.distance).toBeLessThan(1450);
    // The answer's arrival is the planned one: a rested driver leaving at the pickup time, rests counted.
    expect(job.arrival?.basis).toBe('planned');
    expect(job.arrival?.stops.filter((s) => s.kind === 'rest')).toHaveLength(2);
    expect(job.clocks.destination).toEqual({ zone: 'America/New_York', place: 'Miami' });

    await client.goto(`/tracking?id=${job.id}`);
    const eta = client.getByTestId('tracking-eta');
    await expect(eta).toContainText(ARRIVAL);
    await expect(eta).toContainText('Planned for a rested driver leaving at the pickup time');
    const before = ARRIVAL.exec((await eta.textContent()) ?? '')![1]!;
    // The pickup's time reads on the pickup's clock too.
    await expect(
      client.getByText(/Scheduled for \w{3} \w{3} \d{1,2}, 8:00 AM EST at New York/),
    ).toBeVisible();

    // The demo driver accepts: the arrival is now worked out from their hours, and it is the same.
    await signInViaApi(driverPage.request, 'driver@demo.pathway');
    await acceptAsDriver(driverPage.request, job.id);
    await expect(trackingStatusCard(client).getByText('Driver assigned', { exact: true })).toBeVisible();
    await expect(eta).toContainText("From your driver's hours and position");
    await expect(eta).toContainText(ARRIVAL);
    expect(ARRIVAL.exec((await eta.textContent()) ?? '')![1]).toBe(before);

    // The server keeps that arrival on the job, for e-mails, texts and the assistant alike.
    const accepted = await getJob(client.request, job.id);
    expect(accepted.arrival?.basis).toBe('driver');
    expect(accepted.eta).toBe(accepted.arrival?.arriveAt);
    expect(Math.abs(Date.parse(accepted.arrival!.arriveAt) - Date.parse(job.arrival!.arriveAt))).toBeLessThan(
      10 * 60_000,
    );

    // And the page never shows a clock time without its zone: the frame's clock names the phone's.
    await expect(client.locator('time').first()).toHaveText(/^\d{1,2}:\d{2} [AP]M UTC$/);
  });
});
