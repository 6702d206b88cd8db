import { expect, test } from '@playwright/test';
import { withDatabase } from './db';
import { fillCard, signUpThroughUi } from './support';

const HEADER =
  'VIN,Vehicle type,Pickup address,Destination address,Pickup date,Pickup time,Loaded,Receiver name,Receiver phone,Receiver email,Notes,Pickup saved place,Destination saved place';
const row = (n: number) =>
  `1M8GDM9AXKP042788,bobtail,"Dallas, TX 75201","Detroit, MI 48217",,,no,Yard ${n},+1 555 010 0199,,Truck ${n},,`;

test('a company dispatcher uploads a CSV of 10 trucks, pays once and sees them on the company map', async ({
  page,
}) => {
  const email = await signUpThroughUi(page, { name: 'Dina Dispatcher' });
  await expect(page).toHaveURL(/\/profile$/);
  // The company and the membership are set up directly (e2e/fleet.spec.ts goes through the invitations).
  await withDatabase(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO companies (legal_name, billing_address, billing_email)
       VALUES ('Fleet Movers LLC', '1 Main St, Dallas, TX 75201', 'ap@fleet.example') RETURNING id`,
    );
    await db.query(
      `INSERT INTO company_members (user_id, company_id, role)
       SELECT id, $1, 'dispatcher' FROM users WHERE email = $2`,
      [rows[0].id, email],
    );
  });
  // The session's view of the person is cached for a moment (SESSION_CACHE_MS).
  await page.waitForTimeout(2_500);

  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
    'href',
    '/api/orders/template.csv',
  );
  const csv = [HEADER, ...Array.from({ length: 10 }, (_, i) => row(i + 1))].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'trucks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('preview-row-ok')).toHaveCount(10);
  await expect(page.getByTestId('preview-row-error')).toHaveCount(0);
  await expect(page.getByTestId('preview-summary')).toContainText('10 priced');
  await expect(page.getByTestId('preview-summary')).toContainText('$23,195.30');

  await page.getByRole('button', { name: 'Confirm 10 moves' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-move')).toHaveCount(10);
  await expect(page.getByTestId('order-payment-status')).toHaveText('Awaiting payment');

  await page.getByRole('button', { name: 'Pay $23,195.30 once' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $23,195.30', exact: true }).click();
  await expect(page.getByTestId('order-payment-status')).toHaveText('Paid');

  await page.getByRole('link', { name: 'See the moves on the map' }).click();
  await expect(page.getByRole('heading', { name: 'Company map' })).toBeVisible();
  await expect(page.getByTestId('company-map-count')).toHaveText('10 moves under way');
  await expect(page.getByTestId('company-map-move')).toHaveCount(10);
});
