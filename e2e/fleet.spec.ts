import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { newPage } from './api';
import { latestMail } from './outbox';
import { fillCard, newCustomer, signUpThroughUi, uniqueEmail } from './support';

const HEADER =
  'VIN,Vehicle type,Pickup address,Destination address,Pickup date,Pickup time,Loaded,Receiver name,Receiver phone,Receiver email,Notes,Pickup saved place,Destination saved place';
const row = (n: number) =>
  `1M8GDM9AXKP042788,bobtail,"Dallas, TX 75201","Detroit, MI 48217",,,no,Yard ${n},+1 555 010 0199,,Truck ${n},,`;

/** The owner invites someone by e-mail; they open the link on their own phone, sign up and join. */
async function inviteAndJoin(
  baseUrl: string,
  owner: Page,
  joiner: Page,
  name: string,
  role: 'dispatcher' | 'billing',
) {
  const email = uniqueEmail(role);
  await owner.getByLabel('E-mail address').fill(email);
  await owner.getByLabel('Role', { exact: true }).selectOption(role);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByRole('button', { name: `Withdraw the invitation to ${email}` })).toBeVisible();
  const mail = await latestMail(baseUrl, email, 'company_invite');
  const joinPath = new URL(mail.body.match(/https?:\/\/\S+\/join\/\S+/)![0]).pathname;
  await joiner.goto(joinPath);
  await signUpThroughUi(joiner, { name, email, next: joinPath });
  await joiner.getByRole('button', { name: 'Join Rio Grande Rentals LLC' }).click();
  await expect(joiner.getByRole('heading', { name: 'Rio Grande Rentals LLC', level: 1 })).toBeVisible();
}

test('a fleet owner invites a dispatcher, who orders 10 trucks by CSV, pays once and watches them on the company map; billing downloads the statement', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The owner creates the company from the profile's Company entry.
  await newCustomer(page, 'Rosa Owner');
  await page
    .getByRole('region', { name: 'Company' })
    .getByRole('link', { name: 'Set up a company account' })
    .click();
  await page.getByLabel('Legal name').fill('Rio Grande Rentals LLC');
  await page.getByLabel('Billing address').fill('200 Main St, El Paso, TX 79901');
  await page.getByLabel('Billing e-mail').fill('ap@riogrande.example.com');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: 'Rio Grande Rentals LLC', level: 1 })).toBeVisible();

  const dispatcher = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  await inviteAndJoin(baseURL!, page, dispatcher, 'Diego Dispatch', 'dispatcher');

  // The dispatcher uploads the CSV of 10 trucks: 10 priced rows, nothing created before Confirm.
  await dispatcher
    .getByRole('navigation', { name: 'Company pages' })
    .getByRole('link', { name: 'New order' })
    .click();
  await expect(dispatcher.getByRole('heading', { name: 'New order' })).toBeVisible();
  await expect(dispatcher.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
    'href',
    '/api/orders/template.csv',
  );
  const csv = [HEADER, ...Array.from({ length: 10 }, (_, i) => row(i + 1))].join('\n');
  await dispatcher
    .getByLabel('CSV file')
    .setInputFiles({ name: 'trucks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dispatcher.getByTestId('preview-row-ok')).toHaveCount(10);
  await expect(dispatcher.getByTestId('preview-row-error')).toHaveCount(0);
  await expect(dispatcher.getByTestId('preview-summary')).toContainText('10 priced');
  await expect(dispatcher.getByTestId('preview-summary')).toContainText('$23,195.30');
  await dispatcher.getByRole('button', { name: 'Confirm 10 moves' }).click();
  await expect(dispatcher).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(dispatcher.getByTestId('order-move')).toHaveCount(10);
  await expect(dispatcher.getByTestId('order-payment-status')).toHaveText('Awaiting payment');

  // One payment for the ten moves.
  await dispatcher.getByRole('button', { name: 'Pay $23,195.30 once' }).click();
  await fillCard(dispatcher, '4242 4242 4242 4242');
  await dispatcher.getByRole('button', { name: 'Pay $23,195.30', exact: true }).click();
  await expect(dispatcher.getByTestId('order-payment-status')).toHaveText('Paid');

  // The company map shows every move of the company under way.
  await dispatcher.getByRole('link', { name: 'See the moves on the map' }).click();
  await expect(dispatcher.getByTestId('company-map-count')).toHaveText('10 moves under way');
  await expect(dispatcher.getByTestId('company-map-move')).toHaveCount(10);

  // The billing member joins and downloads the month's statement, the ten invoices on it.
  const billing = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  await page.reload();
  await inviteAndJoin(baseURL!, page, billing, 'Bianca Billing', 'billing');
  await billing
    .getByRole('navigation', { name: 'Company pages' })
    .getByRole('link', { name: /Billing/ })
    .click();
  await expect(billing.getByRole('heading', { name: 'Company billing' })).toBeVisible();
  const lines = billing.getByRole('list', { name: /Statement lines/ });
  await expect(lines.getByText(/^Invoice INV-\d+$/)).toHaveCount(10);
  const month = await billing.getByLabel('Month').inputValue();
  const download = billing.waitForEvent('download');
  await billing.getByRole('link', { name: 'Statement PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`pathway-statement-${month}.pdf`);
  expect((await fs.readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await dispatcher.context().close();
  await billing.context().close();
});
