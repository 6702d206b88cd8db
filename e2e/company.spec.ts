import { expect, test } from '@playwright/test';
import { createRequest, newPage } from './api';
import { latestMail } from './outbox';
import { newCustomer, signUpThroughUi, uniqueEmail } from './support';

const TRUCK = { make: 'Kenworth', model: 'T680', licensePlate: 'CO-TEAM1', vin: '1XKYD49X5KJ123456' };

test('an owner creates a company and invites a dispatcher, who joins and shares its truck and move', async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner: a new customer creates the company from the profile's Company entry.
  await newCustomer(page, 'Olive Owner');
  await page
    .getByRole('region', { name: 'Company' })
    .getByRole('link', { name: 'Set up a company account' })
    .click();
  await expect(page.getByRole('heading', { name: 'Company account' })).toBeVisible();
  await page.getByLabel('Legal name').fill('Team Haulers LLC');
  await page.getByLabel('Billing address').fill('100 Main St, Dallas, TX 75201');
  await page.getByLabel('Billing e-mail').fill('ap@teamhaulers.example.com');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: 'Team Haulers LLC', level: 1 })).toBeVisible();

  // The company's truck and one of its moves, made by the owner (setup through the API).
  const added = await page.request.post('/api/vehicles', { data: TRUCK });
  expect(added.status(), await added.text()).toBe(201);
  const job = await createRequest(page.request, { notes: 'Team move to Detroit' });

  // Inviting the dispatcher; the invitation waits in the list.
  const email = uniqueEmail('dee');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('dispatcher');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('button', { name: `Withdraw the invitation to ${email}` })).toBeVisible();

  // The dispatcher opens the e-mailed link on their own phone, signs up with that address, and joins.
  const mail = await latestMail(baseURL!, email, 'company_invite');
  const joinPath = new URL(mail.body.match(/https?:\/\/\S+\/join\/\S+/)![0]).pathname;
  const dee = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  await dee.goto(joinPath);
  await expect(dee.getByRole('heading', { name: 'Join Team Haulers LLC' })).toBeVisible();
  await expect(dee.getByText(`Olive Owner invited ${email} as`)).toBeVisible();
  await signUpThroughUi(dee, { name: 'Dee Dispatch', email, next: joinPath });
  await dee.getByRole('button', { name: 'Join Team Haulers LLC' }).click();
  await expect(dee.getByRole('heading', { name: 'Team Haulers LLC', level: 1 })).toBeVisible();
  await expect(dee.getByText('Orders moves, pays for them and tracks them')).toBeVisible();

  // The owner sees the new member; the dispatcher sees the company's truck and its move.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Members' }).getByText(email)).toBeVisible();
  await dee.goto('/profile');
  await expect(dee.getByRole('region', { name: 'Vehicles' }).getByText('Kenworth T680')).toBeVisible();
  await dee.goto(`/tracking?id=${job.id}`);
  await expect(dee.getByText(job.jobNumber).first()).toBeVisible();
  // A dispatcher may order: the move's Pay Now is theirs too.
  await expect(dee.getByRole('link', { name: 'Pay Now' })).toBeVisible();
  await dee.context().close();
});
