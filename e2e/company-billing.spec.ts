import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createPaidRequest, newPage, signInViaApi } from './api';
import { withDatabase } from './db';
import { signInThroughUi, signUpThroughUi } from './support';

const PASSWORD = 'e2e-password-123';

/**
 * A company with its owner and billing member, written as the companies part's invitations leave them
 * (e2e/fleet.spec.ts joins through invitations; this journey is about billing).
 */
async function companyWith(members: { email: string; role: 'owner' | 'billing' | 'viewer' }[]) {
  await withDatabase(async (db) => {
    const company = await db.query<{ id: string }>(
      `insert into companies (legal_name, billing_address, tax_id, billing_email)
       values ('Lone Star Leasing LLC', '500 Commerce St, Dallas, TX 75202', '75-1234567', 'ap@lonestar.example')
       returning id`,
    );
    for (const m of members)
      await db.query(
        `insert into company_members (user_id, company_id, role) select id, $2, $3 from users where email = $1`,
        [m.email, company.rows[0]!.id, m.role],
      );
  });
}

test('a billing member downloads the month’s statement with the company’s paid move on it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner and the billing member sign up; the company holds them both.
  const owner = await newPage(browser, baseURL);
  const ownerEmail = await signUpThroughUi(owner, { name: 'Olive Owner', password: PASSWORD });
  const billingEmail = await signUpThroughUi(page, { name: 'Bea Billing', password: PASSWORD });
  await companyWith([
    { email: ownerEmail, role: 'owner' },
    { email: billingEmail, role: 'billing' },
  ]);

  // The owner's move, paid by card, is the company's (signed in afresh: the membership is new).
  await owner.context().clearCookies();
  await signInViaApi(owner.request, ownerEmail, PASSWORD);
  const job = await createPaidRequest(owner.request);

  await page.context().clearCookies();
  await signInThroughUi(page, billingEmail, PASSWORD, '/company/billing');
  await expect(page.getByRole('heading', { name: 'Company billing' })).toBeVisible();
  const lines = page.getByRole('list', { name: /Statement lines/ });
  await expect(lines.getByText(new RegExp(`${job.jobNumber}: paid by`))).toBeVisible();
  await expect(lines.getByText(/^Invoice INV-\d+$/)).toBeVisible();
  // Invoiced and paid in the month: nothing is owed.
  await expect(page.getByText(/^Closing balance,/).locator('..')).toContainText('$0.00');

  const month = (await page.getByLabel('Month').inputValue()) as string;
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Statement PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`pathway-statement-${month}.pdf`);
  expect((await fs.readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Statement CSV' }).click();
  const csv = await fs.readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Date,Type,Reference,Description,Amount (USD)');
  expect(csv).toContain(job.jobNumber);

  // Every member may hand the certificate of insurance to their risk department.
  const certificate = await page.request.get('/api/company/certificate-of-insurance.pdf');
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  await owner.context().close();
});

test('a viewer sees the certificate of insurance but not the statements', async ({ page }) => {
  const email = await signUpThroughUi(page, { name: 'Vic Viewer', password: PASSWORD });
  await companyWith([{ email, role: 'viewer' }]);
  await page.context().clearCookies();
  await signInThroughUi(page, email, PASSWORD, '/company/billing');
  await expect(
    page.getByText("Statements and exports are for the company's owners and billing members."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Certificate of insurance/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statement PDF' })).toHaveCount(0);
});
