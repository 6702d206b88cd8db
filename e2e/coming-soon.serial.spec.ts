import { expect, test } from '@playwright/test';
import { newPage } from './api';
import { signInAsOperator } from './operator';
import { newCustomer } from './support';

// Runs after every other journey (the serial project): it closes a service the others order.
test.use({ viewport: { width: 390, height: 844 } });

test('an operator announces a service for later: it cannot be ordered, a client asks to be told and is told when it opens', async ({
  page,
  browser,
  baseURL,
}) => {
  const operator = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  await signInAsOperator(operator);
  await operator.goto('/admin/services');
  const boxTruck = operator.getByRole('form', { name: 'Box Truck Recovery availability' });
  await boxTruck.getByText('Coming soon', { exact: true }).click();
  await boxTruck.getByLabel('Expected launch (optional)').fill('2027-03-01');
  await boxTruck.getByRole('button', { name: 'Save' }).click();
  await expect(operator.getByText('Box Truck Recovery saved', { exact: true })).toBeVisible();

  try {
    await newCustomer(page, 'Wendy Waitlist');
    await page.goto('/');
    // The home card no longer leads to an order form, and the roadmap says when.
    await expect(page.getByRole('link', { name: /Box Truck Recovery/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Box Truck Recovery' })).toContainText(
      'Coming soon: see the roadmap below',
    );
    await expect(page.getByText('COMING SOON', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Expected Mar 1, 2027')).toBeVisible();

    // The API refuses the order with its reason, whatever the browser sends.
    const refused = await page.request.post('/api/recovery-requests', {
      data: {
        vehicleType: 'box-truck',
        pickupLocation: 'Dallas, TX 75201',
        destination: 'Fort Worth, TX 76102',
        distance: 32,
        isWorking: true,
        isLoaded: false,
        serviceTime: 'now',
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'service_coming_soon',
      message:
        'Box Truck Recovery is coming soon and cannot be ordered yet. Ask to be told when it launches.',
    });

    await page.getByRole('button', { name: 'Tell me when it launches' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'We will tell you as soon as Box Truck Recovery launches.' }),
    ).toBeVisible();
  } finally {
    await boxTruck.getByText('Available now', { exact: true }).click();
    await boxTruck.getByRole('button', { name: 'Save' }).click();
    await expect(operator.getByText('It can be ordered now.', { exact: true })).toBeVisible();
  }

  // Opening it tells the client once, in the app.
  const notices = await (await page.request.get('/api/notifications')).json();
  expect(
    notices.notifications.filter((n: { kind: string; title: string }) => n.kind === 'service_launched'),
  ).toEqual([expect.objectContaining({ title: 'Box Truck Recovery is available now' })]);
  // A new visitor (the list is cached by browsers for 5 minutes) can order it again.
  const visitor = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: /Box Truck Recovery/ })).toContainText(
    // A one-mile move: $300, a bus ticket back ($25.16) and the fuel (1 mi ÷ 10 mpg at $3.759 + 10%).
    'Starting at $325.58',
  );
});
