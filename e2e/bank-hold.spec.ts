import { type APIRequestContext, expect, test } from '@playwright/test';
import { newPage, newVerifiedDriver } from './api';
import { layoutProblems } from './layout-check';
import { confirmItsYou } from './support';

const PHONE = { viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** The newest message of a kind to an address, as operators read it at /admin/outbox. */
async function latestMail(operator: APIRequestContext, to: string, kind: string) {
  let body = '';
  await expect
    .poll(async () => {
      const res = await operator.get('/api/admin/outbox?limit=100');
      const { messages } = (await res.json()) as { messages: { to: string; kind: string; body: string }[] };
      body = messages.find((m) => m.to === to && m.kind === kind)?.body ?? '';
      return body !== '';
    })
    .toBe(true);
  return body;
}

test('a driver whose payout bank was changed by someone else freezes payouts from the e-mailed link; an operator lifts it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driver = await newPage(browser, baseURL, PHONE);
  const admin = await newPage(browser, baseURL, DESKTOP);
  const name = `Bea Bankhold ${Date.now().toString(36)}`;
  const driverId = await newVerifiedDriver(driver, admin, name);
  const email = ((await (await driver.request.get('/api/me')).json()) as { email: string }).email;
  // The first bank, set at onboarding, is not held.
  const first = await driver.request.post('/api/driver/payout-account', {
    data: {
      legalName: 'Bea Bankhold',
      dateOfBirth: '1990-04-05',
      ssnLast4: '1234',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    },
  });
  expect(first.ok()).toBe(true);

  // Another bank: the Earnings tab says when payouts to it start.
  await driver.goto('/driver?tab=earnings');
  await driver.getByRole('button', { name: 'Change bank account' }).click();
  const form = driver.getByRole('form', { name: 'Payout account' });
  await form.getByLabel('Legal name').fill('Bea Bankhold');
  await form.getByLabel('Date of birth').fill('1990-04-05');
  await form.getByLabel('SSN, last 4').fill('1234');
  await form.getByLabel('Routing number').fill('110000000');
  await form.getByLabel('Account number').fill('000111111116');
  await form.getByRole('button', { name: 'Use this bank account' }).click();
  // Replacing the bank asks the driver to confirm it's them.
  await confirmItsYou(driver);
  await expect(
    driver.getByText(/Payouts to your new bank start on \w{3} \d+, \d{4}, .+ [A-Z]/),
  ).toBeVisible();

  // The e-mailed link explains itself; only the button freezes.
  const body = await latestMail(admin.request, email, 'payout_bank_changed');
  const link = new URL(body.match(/https?:\/\/\S+\/payout-freeze\/\S+/)![0]);
  const holder = await newPage(browser, baseURL, PHONE);
  await holder.goto(link.pathname);
  await expect(holder.getByRole('heading', { name: 'Was this bank change you?' })).toBeVisible();
  await expect(holder.getByText(/the bank account ending 1116/)).toBeVisible();
  expect(await layoutProblems(holder)).toEqual([]);
  await holder.getByRole('button', { name: 'Freeze my payouts' }).click();
  await expect(holder.getByRole('heading', { name: 'Your payouts are frozen' })).toBeVisible();
  await expect(holder.getByRole('link', { name: 'Reset my password' })).toBeVisible();
  expect(await layoutProblems(holder)).toEqual([]);
  // The link works once.
  await holder.reload();
  await expect(holder.getByRole('heading', { name: 'This link was used already' })).toBeVisible();

  await driver.reload();
  await expect(
    driver.getByText(
      "Payouts are frozen: you told us the bank change wasn't you. Pathway's operators will contact you.",
    ),
  ).toBeVisible();

  // The operator sees the freeze on the driver's panel and lifts it with a reason.
  await admin.goto(`/admin?driver=${driverId}`);
  const panel = admin.getByRole('dialog', { name: new RegExp(name) });
  await expect(panel.getByText(/Bank payouts frozen/)).toBeVisible();
  await panel.getByRole('button', { name: 'Lift freeze' }).click();
  const lift = admin.getByRole('dialog', { name: `Lift the payout freeze of ${name}` });
  await lift.getByLabel('Why').fill('Called the driver: a phished password, bank changed back');
  await lift.getByRole('button', { name: 'Lift freeze' }).click();
  await expect(lift).toBeHidden();
  await expect(panel.getByText(/Bank payouts frozen/)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Lift freeze' })).toHaveCount(0);

  for (const page of [driver, admin, holder]) await page.context().close();
});
