import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { newPage } from './api';
import { noisyPng, registrationPdf } from './documents-files';
import { signInAsOperator } from './operator';
import { newCustomer } from './support';

// Blocking service workers makes Playwright intercept every request, and intercepted requests skip
// Chromium's network emulation: the upload throttle below needs them left alone.
test.use({ serviceWorkers: 'allow' });
// Chromium does not always apply the emulated upload throttle (about one run in two on this 2-core
// machine, at HEAD as well): the upload then finishes between two progress events and no intermediate
// value can be seen. A broken progress bar fails all three attempts.
test.describe.configure({ retries: 2 });

/**
 * Slows the page's uploads down (Chromium's network emulation) so upload progress takes a while; set
 * before each upload (Chromium lets later requests through unthrottled otherwise).
 */
const cdpSessions = new WeakMap<Page, CDPSession>();
async function throttleUploads(page: Page, bytesPerSecond: number) {
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdpSessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Records every value the upload progress bar shows, from the moment it appears. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);

/** Uploads through the Upload New tab; answers the progress values strictly between 0 and 100 it saw. */
async function uploadThroughPage(
  page: Page,
  type: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number[]> {
  await page.getByRole('tab', { name: 'Upload New' }).click();
  await page.getByLabel('Document type').selectOption({ label: type });
  await page.getByLabel('Document file').setInputFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
  await recordProgress(page);
  await throttleUploads(page, 200 * 1024);
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Document uploaded successfully.').first()).toBeVisible({ timeout: 45_000 });
  await throttleUploads(page, -1);
  // The bar only ever rises. Whether it moved through real intermediate values (bytes sent) is checked
  // over both uploads by the caller: with Chromium's emulated upload throttling, the second upload was
  // seen to finish between two progress events (2 of 3 attempts in one run; its only flaky step).
  const seen = await progressSeen(page);
  const between = seen.filter((v) => v > 0 && v < 100);
  expect(seen, 'progress only rises').toEqual([...seen].sort((a, b) => a - b));
  // Success returns to the list.
  await expect(page.getByRole('tab', { name: 'My Documents' })).toHaveAttribute('aria-selected', 'true');
  return between;
}

test('documents: upload with progress, profile cards, a 1-hour link, revoke, e-mail share, operator approval', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = `Dana Documents ${Math.random().toString(36).slice(2, 7)}`;
  await newCustomer(page, name);
  await expect(page.getByText('Unverified')).toBeVisible();
  await expect(page.getByText('Needed for a Verified Account')).toHaveCount(2);
  await expect(page.getByText('Verification Required')).toBeVisible();

  const png = noisyPng();
  const pdf = await registrationPdf(noisyPng(560, 420));
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'My Documents' })).toBeVisible();
  await expect(page.getByText('No documents found')).toBeVisible();

  const movedPng = await uploadThroughPage(page, 'Insurance Card', {
    name: 'insurance-card.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const movedPdf = await uploadThroughPage(page, 'Vehicle Registration', {
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });

  expect(movedPng.length + movedPdf.length, 'the bar was seen moving').toBeGreaterThanOrEqual(3);
  const list = page.getByRole('list', { name: 'Documents' });
  const insuranceRow = list.getByRole('listitem').filter({ hasText: 'insurance-card.png' });
  const registrationRow = list.getByRole('listitem').filter({ hasText: 'registration.pdf' });
  await expect(insuranceRow.getByText('Insurance Card')).toBeVisible();
  await expect(insuranceRow.getByText(/^Uploaded /)).toBeVisible();
  await expect(registrationRow.getByText('Vehicle Registration')).toBeVisible();
  await expect(insuranceRow.getByRole('img', { name: 'Preview of insurance-card.png' })).toBeVisible();
  await expect(registrationRow.getByRole('img', { name: 'PDF document registration.pdf' })).toBeVisible();

  // The profile cards show both files as submitted, with previews; Share All Documents appears.
  await page.goto('/profile');
  const insuranceCard = page.getByRole('article', { name: 'Insurance Card' });
  await expect(insuranceCard.getByText('Submitted')).toBeVisible();
  await expect(insuranceCard.getByRole('img', { name: 'Preview of insurance-card.png' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Vehicle Registration' }).getByText('Submitted'),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: "Driver's License" }).getByText('Verification Required'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share All Documents' })).toBeVisible();

  // A 1-hour link to the insurance card.
  await page.goto('/documents');
  await insuranceRow.getByRole('button', { name: 'Share insurance-card.png' }).click();
  await page.getByRole('menuitem', { name: 'Generate Share Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Share Link' });
  await dialog.getByLabel('Temporary (1 hour)').check();
  await dialog.getByRole('button', { name: 'Generate Link' }).click();
  await expect(page.getByText('Share link has been generated successfully.').first()).toBeVisible();
  const shareUrl = await dialog.getByLabel('Share link').inputValue();
  expect(shareUrl).toMatch(/\/shared-documents\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText(/^Expires /)).toBeVisible();
  await page.keyboard.press('Escape');

  // Anyone with the link, signed out, in a fresh browser.
  const visitor = await newPage(browser, baseURL);
  await visitor.goto(shareUrl);
  await expect(visitor.getByText(`Shared by ${name}`)).toBeVisible();
  const preview = visitor.getByRole('img', { name: 'Insurance Card: insurance-card.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(visitor.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'View Full Size' })).toBeVisible();

  // The owner sees the link with its view and revokes it; the same page then shows the error card.
  await page.reload();
  const links = page.getByRole('list', { name: 'Active share links' });
  const link = links.getByRole('listitem').filter({ hasText: 'Temporary (1 hour)' });
  await expect(link.getByText('1 view')).toBeVisible();
  await link.getByRole('button', { name: /^Revoke link to insurance-card\.png/ }).click();
  await expect(page.getByText('The link stopped working just now.').first()).toBeVisible();
  await expect(link).toHaveCount(0);
  await visitor.reload();
  await expect(
    visitor.getByText('Failed to load the shared document. The link may be invalid or expired.'),
  ).toBeVisible();
  await expect(visitor.getByText('The owner has turned this share link off.')).toBeVisible();
  await visitor.context().close();

  // Share the registration by e-mail: it lands in the operators' outbox.
  await registrationRow.getByRole('button', { name: 'Share registration.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Share via Email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Share Document via Email' });
  await emailDialog.getByLabel('Recipient email').fill('not-an-address');
  await emailDialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
  await emailDialog.getByLabel('Recipient email').fill('gate.guard@example.com');
  await emailDialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    page
      .getByText(
        "No mail server is set up yet, so the message to gate.guard@example.com waits in Pathway's outbox.",
      )
      .first(),
  ).toBeVisible();
  await expect(emailDialog).toBeHidden();

  const operator = await newPage(browser, baseURL);
  await signInAsOperator(operator);
  await operator.goto('/admin/outbox');
  const mail = operator
    .getByRole('article')
    .filter({ hasText: `${name} shared a Vehicle Registration with you on Pathway` })
    .filter({ hasText: 'gate.guard@example.com' });
  await expect(mail).toBeVisible();
  await mail.getByText('Show message').click();
  await expect(mail.getByText(/\/shared-documents\/[A-Za-z0-9_-]{43}/)).toBeVisible();

  // The operator approves both; the client's profile then shows Verified Account.
  await operator.goto('/admin/documents');
  for (const type of ['Insurance Card', 'Vehicle Registration']) {
    const item = operator.getByRole('article', { name: `${type} of ${name}` });
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item).toHaveCount(0);
  }
  await page.goto('/profile');
  await expect(page.getByText('Verified Account', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Insurance Card' }).getByText('Verified')).toBeVisible();
});
