import { expect, type Page, test } from '@playwright/test';
import { createPaidRequest, createRequest, newPage } from './api';
import { DEMO_PASSWORD, fillCard, signInThroughUi, signUpThroughUi } from './support';

/** A new client with one unpaid bobtail request (priced $2,319.53: the move's $1,290.00, the driver's flight home and the fuel), stored as the current request. */
async function clientWithRequest(page: Page, name: string): Promise<string> {
  await signUpThroughUi(page, { name });
  await expect(page).toHaveURL(/\/profile$/);
  const job = await createRequest(page.request);
  expect(job.price).toBe(2319.53);
  await page.evaluate((id) => window.localStorage.setItem('currentRecoveryRequestId', id), job.id);
  return job.id;
}

const checkoutUrl = (id: string, amount: number | string = 2319.53) =>
  `/checkout?amount=${amount}&recoveryRequestId=${encodeURIComponent(id)}&serviceType=bobtail`;

test.describe('checkout and payment success', () => {
  test('a declined card can be retried, a good card pays once and the invoice survives a reload', async ({
    page,
  }) => {
    const id = await clientWithRequest(page, 'Paula Payer');
    await page.goto(checkoutUrl(id));

    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await expect(page.getByText('$2,319.53', { exact: true })).toBeVisible();
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(page.getByText('Bobtail Recovery', { exact: true })).toBeVisible();

    // Declined: a toast, and the form is usable again.
    await fillCard(page, '4000 0000 0000 0002');
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    await payNow.click();
    await expect(page.getByText('Payment Failed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    await expect(payNow).toBeEnabled();
    await expect(page.getByLabel('Card number', { exact: true })).toBeEditable();
    await expect(page).toHaveURL(/\/checkout\?/);

    // A good card: on to /payment-success, confirmed with the server.
    await page.getByLabel('Card number', { exact: true }).fill('4242424242424242');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('4242 4242 4242 4242');
    await payNow.click();
    await expect(page).toHaveURL(/\/payment-success\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('A dispatcher will contact you shortly with driver details')).toBeVisible();
    const invoiceHeading = page.getByRole('heading', { name: /^INV-\d+$/ });
    await expect(invoiceHeading).toBeVisible();
    const invoiceNumber = (await invoiceHeading.textContent())?.trim() ?? '';
    expect(invoiceNumber).toMatch(/^INV-\d+$/);
    await expect(page.getByRole('row', { name: /Total Paid/ })).toContainText('$2,319.53');
    await expect(page.getByText('Visa •••• 4242', { exact: true })).toBeVisible();
    await expect(page.getByText('Bobtail Recovery', { exact: true })).toBeVisible();
    await expect(page.getByText('Dallas, TX 75201', { exact: true })).toBeVisible();
    await expect(page.getByText('Detroit, MI 48217', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track Your Request' })).toHaveAttribute(
      'href',
      `/tracking?id=${id}`,
    );
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    // The address now names the request and no longer carries the client secret.
    await expect(page).toHaveURL(new RegExp(`recoveryRequestId=${id}`));
    expect(page.url()).not.toContain('payment_intent_client_secret');
    expect(await page.evaluate(() => window.localStorage.getItem('currentRecoveryRequestId'))).toBeNull();

    // A reload shows the same invoice and records nothing new.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByRole('heading', { name: invoiceNumber, exact: true })).toBeVisible();
    const invoices = await page.request.get('/api/invoices');
    expect(invoices.ok()).toBeTruthy();
    const list = (await invoices.json()) as { invoiceNumber: string; amountPaidCents: number }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ invoiceNumber, amountPaidCents: 231953 });

    // The invoice list links back here.
    const listSection = page.getByRole('region', { name: 'Your invoices' });
    await expect(listSection.getByRole('link', { name: new RegExp(invoiceNumber) })).toHaveAttribute(
      'href',
      `/payment-success?recoveryRequestId=${id}`,
    );

    // The receipt is a PDF; the download link points at the same file.
    const receipt = page.getByRole('link', { name: /Receipt/ });
    await expect(receipt).toHaveAttribute('target', '_blank');
    const href = await receipt.getAttribute('href');
    expect(href).toMatch(/^\/api\/invoices\/.+\/pdf$/);
    const pdf = await page.request.get(href!);
    expect(pdf.ok()).toBeTruthy();
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', href!);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    // Paying again is refused by the server and explained.
    await page.goto(checkoutUrl(id));
    await expect(page.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This request is already paid.' })).toBeVisible();
  });

  test('paying from a fresh browser with empty storage records the payment and shows that request, and drivers see it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000); // four browsers: the client twice, a driver and a stranger
    // The client has paid for an earlier request and has a second one unpaid.
    const first = await newPage(browser, baseURL);
    const password = 'e2e-password-123';
    const email = await signUpThroughUi(first, { name: 'Fran Freshtab', password });
    await expect(first).toHaveURL(/\/profile$/);
    const earlier = await createPaidRequest(first.request);
    const job = await createRequest(first.request, {
      pickupLocation: 'Austin, TX 78701',
      destination: 'Oklahoma City, OK 73102',
    });
    const earlierInvoice = (
      (await (await first.request.get('/api/invoices')).json()) as { invoiceNumber: string }[]
    )[0]!;
    await first.context().close();

    // Another browser (a private window, the Pay Now link on another device): nothing stored.
    const client = await newPage(browser, baseURL);
    await signInThroughUi(client, email, password);
    expect(await client.evaluate(() => window.localStorage.getItem('currentRecoveryRequestId'))).toBeNull();
    await client.goto(`/checkout?amount=${job.price}&recoveryRequestId=${job.id}&serviceType=bobtail`);
    await expect(client.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await fillCard(client, '4242 4242 4242 4242');
    await client.getByRole('button', { name: 'Pay Now' }).click();

    // The success page shows this request and its own invoice, never the earlier one.
    await expect(client).toHaveURL(/\/payment-success\?/);
    await expect(client.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(client.getByText('Payment Confirmed', { exact: true }).first()).toBeVisible();
    await expect(
      client.getByRole('heading', { name: `Request ${job.jobNumber}`, exact: true }),
    ).toBeVisible();
    await expect(client.getByText('Austin, TX 78701', { exact: true })).toBeVisible();
    const invoiceHeading = client.getByRole('heading', { name: /^INV-\d+$/ });
    await expect(invoiceHeading).toBeVisible();
    const invoiceNumber = ((await invoiceHeading.textContent()) ?? '').trim();
    expect(invoiceNumber).not.toBe(earlierInvoice.invoiceNumber);
    await expect(client.getByRole('row', { name: /Total Paid/ })).toContainText(
      job.price.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
    await expect(client).toHaveURL(new RegExp(`recoveryRequestId=${job.id}`));

    // The server recorded it: the job is paid, with exactly one invoice.
    const paid = (await (await client.request.get(`/api/recovery-requests/${job.id}`)).json()) as {
      paymentStatus: string;
    };
    expect(paid.paymentStatus).toBe('paid');
    const jobInvoices = (await (
      await client.request.get(`/api/recovery-requests/${job.id}/invoices`)
    ).json()) as {
      invoiceNumber: string;
    }[];
    expect(jobInvoices.map((i) => i.invoiceNumber)).toEqual([invoiceNumber]);
    const all = (await (await client.request.get('/api/invoices')).json()) as { jobId: string }[];
    expect(all.map((i) => i.jobId).sort()).toEqual([earlier.id, job.id].sort());

    // Drivers see the paid job in their open jobs.
    const driver = await newPage(browser, baseURL);
    await signInThroughUi(driver, 'driver@demo.pathway', DEMO_PASSWORD, '/jobs');
    await expect(driver.getByRole('heading', { name: 'Available Recovery Jobs' })).toBeVisible();
    await expect(driver.getByRole('article', { name: job.jobNumber, exact: true })).toBeVisible();

    // Someone else opening this payment's address is told it is not theirs, and sees no invoice.
    const paymentIntentId = new URL(client.url()).searchParams.get('payment_intent') ?? '';
    expect(paymentIntentId).toMatch(/^pi_/);
    const stranger = await newPage(browser, baseURL);
    await signUpThroughUi(stranger, { name: 'Sam Stranger' });
    await expect(stranger).toHaveURL(/\/profile$/);
    await stranger.goto(`/payment-success?payment_intent=${paymentIntentId}`);
    await expect(stranger.getByRole('heading', { name: 'Payment Not Found' })).toBeVisible();
    await expect(stranger.getByRole('heading', { name: /^INV-\d+$/ })).toHaveCount(0);
  });

  test('an expiry typed as 1234 reads 12/34 and the card pays', async ({ page }) => {
    const id = await clientWithRequest(page, 'Tia Typist');
    await page.goto(checkoutUrl(id));
    await page.getByLabel('Card number', { exact: true }).pressSequentially('4242424242424242');
    const expiry = page.getByLabel('Expiry (MM/YY)', { exact: true });
    await expiry.pressSequentially('1234');
    await expect(expiry).toHaveValue('12/34');
    await page.getByLabel('CVC', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/payment-success/);
  });

  test('3-D Secure: a failed authentication is reported, an approved one pays', async ({ page }) => {
    const id = await clientWithRequest(page, 'Theo Threeds');
    await page.goto(checkoutUrl(id));
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    const payNow = page.getByRole('button', { name: 'Pay Now' });

    // Expired card: Stripe's message, on the expiry field.
    await fillCard(page, '4000 0000 0000 0069');
    await payNow.click();
    await expect(page.getByText('Your card has expired.').first()).toBeVisible();
    await expect(page.getByLabel('Expiry (MM/YY)', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // A 3-D Secure card: the authentication step opens; failing it fails the payment.
    await fillCard(page, '4000 0025 0000 3155');
    await payNow.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('We are unable to authenticate your payment method.', { exact: false }).first(),
    ).toBeVisible();
    await expect(payNow).toBeEnabled();

    // The success page for this intent says it did not go through and offers another try.
    const { price } = (await (await page.request.get(`/api/recovery-requests/${id}`)).json()) as {
      price: number;
    };
    const intent = (await (
      await page.request.post('/api/create-payment-intent', {
        data: { amount: price, recoveryRequestId: id },
      })
    ).json()) as { paymentIntentId: string };
    await page.goto(`/payment-success?payment_intent=${intent.paymentIntentId}`);
    await expect(page.getByRole('heading', { name: 'Payment Not Completed' })).toBeVisible();
    await expect(page.getByText(/We are unable to authenticate your payment method/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^INV-\d+$/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Try paying again' }).click();
    await expect(page).toHaveURL(/\/checkout\?/);

    // Approved this time: the payment goes through.
    await fillCard(page, '4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm this payment with your bank' })
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await expect(page).toHaveURL(/\/payment-success\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Visa •••• 3155', { exact: true })).toBeVisible();
  });

  test('a tampered amount shows the server mismatch, and amount 0 is refused before any call', async ({
    page,
  }) => {
    const id = await clientWithRequest(page, 'Tina Tamper');
    await page.goto(checkoutUrl(id, 1));
    await expect(page.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: "The amount does not match this request's price of $2,319.53" }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

    await page.goto(checkoutUrl(id, 0));
    await expect(page.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    await expect(page.getByText('Invalid payment amount', { exact: true })).toBeVisible();
  });

  test('the request can be cancelled from checkout before paying', async ({ page }) => {
    const id = await clientWithRequest(page, 'Carl Cancel');
    await page.goto(checkoutUrl(id));
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Cancel this request?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByText('Your request is cancelled. Nothing was charged.').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?id=${id}`));
    const job = await page.request.get(`/api/recovery-requests/${id}`);
    expect(((await job.json()) as { status: string }).status).toBe('cancelled');
  });

  test('signed out: checkout sends to sign-in and invoices prompt for it; signed in without invoices: empty list', async ({
    page,
  }) => {
    // Checkout asks a signed-out visitor to sign in and come back.
    await page.goto('/checkout?amount=1290&recoveryRequestId=abc&serviceType=bobtail');
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout%3Famount%3D1290/);

    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/payment-success')}`,
    );

    await signUpThroughUi(page, { name: 'Nora Noinvoice' });
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
    await expect(page.getByText('No invoices yet')).toBeVisible();
  });
});
