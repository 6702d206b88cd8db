import { expect, test } from '@playwright/test';
import { pdfText } from '../server/test/pdf-text';
import {
  acceptAsDriver,
  conditionReportViaApi,
  createPaidRequest,
  DEMO_VIN,
  newPage,
  newVerifiedDriver,
  payRequest,
} from './api';
import { fillAddresses, signUpThroughUi } from './support';

const PHONE = { viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** A real VIN (its check digit holds) that is not the requested truck's. */
const OTHER_VIN = '1HGCM82633A004352';

test('the VIN typed on the request is the one the driver checks at pickup; a VIN error clears once fixed', async ({
  browser,
  baseURL,
}) => {
  const client = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const admin = await newPage(browser, baseURL, DESKTOP);

  await signUpThroughUi(client, { name: 'Vera Vinfield', next: '/request' });
  await expect(client).toHaveURL(/\/request$/);
  await fillAddresses(client, 'Dallas, TX 75201', 'Houston, TX 77002');
  await expect(client.getByTestId('request-distance')).toHaveText('271 miles');
  const vin = client.getByLabel('VIN (optional)');
  await vin.fill('1M8GDM9A1KP042788');
  await client.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(client.getByText(/its 9th character should be X/)).toBeVisible();
  await vin.fill(DEMO_VIN.toLowerCase());
  // Fixed: the message goes at once, before the next try.
  await expect(client.getByText(/its 9th character should be X/)).toHaveCount(0);
  await client.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(client).not.toHaveURL(/\/request$/);
  const [job] = (await (await client.request.get('/api/recovery-requests')).json()) as {
    id: string;
    price: number;
    vin: string | null;
  }[];
  expect(job!.vin).toBe(DEMO_VIN);
  await payRequest(client.request, job!);

  await newVerifiedDriver(driver, admin, `Dina Vincheck ${Date.now().toString(36)}`);
  await acceptAsDriver(driver.request, job!.id);
  await driver.goto(`/driver/jobs/${job!.id}`);
  const pickup = driver.getByRole('region', { name: 'Pickup report' });
  await expect(pickup).toBeVisible();
  await expect(pickup).toContainText(`The request names ${DEMO_VIN}`);
  const field = pickup.getByLabel('VIN', { exact: true });
  // A misread character: refused on the phone, and the message leaves as soon as it is right.
  await field.fill('1M8GDM9A1KP042788');
  await pickup.getByRole('button', { name: "Save the truck's details" }).click();
  await expect(pickup.getByText(/its 9th character should be X/)).toBeVisible();
  await field.fill(OTHER_VIN);
  await expect(pickup.getByText(/its 9th character should be X/)).toHaveCount(0);
  // Another truck: the server compares with the request's VIN and stops the pickup.
  await pickup.getByRole('button', { name: "Save the truck's details" }).click();
  await expect(driver.getByText(`does not match the vehicle on the request (${DEMO_VIN})`)).toBeVisible();
});

test('the bill of lading names the request’s receiver and shows every photo; tracking says only the pickup is signed', async ({
  browser,
  baseURL,
}) => {
  const client = await newPage(browser, baseURL, PHONE);
  const driver = await newPage(browser, baseURL, PHONE);
  const admin = await newPage(browser, baseURL, DESKTOP);
  await signUpThroughUi(client, { name: 'Carla Consignor', next: '/profile' });
  await expect(client).toHaveURL(/\/profile$/);
  const job = await createPaidRequest(client.request, {
    vin: DEMO_VIN,
    receiver: { name: 'Rosa Yard', email: 'rosa@yard.example' },
  });
  await newVerifiedDriver(driver, admin, `Dale Lading ${Date.now().toString(36)}`);
  await acceptAsDriver(driver.request, job.id);
  await conditionReportViaApi(driver.request, job.id, 'pickup');

  await client.goto(`/tracking?id=${job.id}`);
  const record = client.getByRole('region', { name: 'Condition of the truck' });
  await expect(record).toContainText(
    'Recorded and signed at pickup; the delivery is recorded when the truck arrives.',
  );
  await expect(record).not.toContainText('at pickup and at delivery');
  await expect(record.getByRole('list', { name: 'Photos at pickup' }).getByRole('img')).toHaveCount(6);

  const bol = await client.request.get(`/api/recovery-requests/${job.id}/bol.pdf`);
  expect(bol.status()).toBe(200);
  const pdf = await bol.body();
  const text = pdfText(pdf);
  expect(text).toMatch(/Consignee \(receiver\): \s*Rosa Yard <rosa@yard\.example>/);
  expect(text).not.toContain('Named at delivery');
  expect(text).not.toContain('more than a mile from the site');
  // A thumbnail of each of the six photos (pdfkit names each embedded image /I<n>), each under its label.
  const drawn = new Set(pdf.toString('latin1').match(/\/I\d+ \d+ 0 R/g));
  expect(drawn.size).toBe(6);
  for (const label of ['Front', 'Rear', 'Driver side', 'Passenger side', 'Odometer', 'VIN plate'])
    expect(text).toContain(label);

  await conditionReportViaApi(driver.request, job.id, 'delivery', { receiverName: 'Gus Gatehouse' });
  await client.reload();
  await expect(record).toContainText('Recorded and signed at pickup and at delivery.');
  const full = pdfText(await (await client.request.get(`/api/recovery-requests/${job.id}/bol.pdf`)).body());
  expect(full).toMatch(/Consignee \(receiver\): \s*Gus Gatehouse\n/);
});
