import { expect, test } from '@playwright/test';
import { acceptAsDriver, createPaidRequest, newPage } from './api';
import { DEMO_PASSWORD, signInThroughUi, signUpThroughUi } from './support';

/** A class-A driver of the seeded network that no other journey uses. */
const DRIVER = 'priya.nair@drivers.demo.pathway';
const DRIVER_NAME = 'Priya Nair';

test.describe('messaging and notifications', () => {
  test('a client and the driver of their job talk live, with read state, priority and the bell', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const client = await newPage(browser, baseURL);
    await signUpThroughUi(client, { name: 'Mia Messenger' });
    await expect(client).toHaveURL(/\/profile$/);
    const job = await createPaidRequest(client.request);

    // The client waits on the home page: the bell turns "Driver accepted" live when the driver accepts.
    await client.goto('/');
    const driver = await newPage(browser, baseURL);
    await signInThroughUi(driver, DRIVER, DEMO_PASSWORD, '/driver');
    await acceptAsDriver(driver.request, job.id);
    const bell = client.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(client.getByRole('link', { name: /Driver accepted/ })).toBeVisible();
    await client.keyboard.press('Escape');

    // The driver has the Messaging tab open; the client writes from the tracking page.
    await driver.goto('/driver?tab=messaging');
    const driverContacts = driver.getByRole('list', { name: 'Contacts' });
    await expect(driverContacts.getByRole('button', { name: /Mia Messenger/ })).toBeVisible();

    await client.goto(`/tracking?id=${job.id}`);
    await client.getByRole('button', { name: 'Message driver' }).click();
    const clientDialog = client.getByRole('dialog', { name: 'Message driver' });
    const clientBox = clientDialog.getByLabel(`Message to ${DRIVER_NAME}`);
    await clientBox.fill('Gate code is 4411');
    await clientBox.press('Enter');
    await expect(clientDialog.getByRole('log').getByText('Gate code is 4411')).toBeVisible();
    await expect(clientDialog.getByTestId('read-state')).toHaveText('Sent');

    // Without a reload the driver sees one unread message, opens it, and the client sees "Read".
    await expect(driverContacts.getByRole('button', { name: /Mia Messenger.*1 unread/ })).toBeVisible();
    await driverContacts.getByRole('button', { name: /Mia Messenger/ }).click();
    const driverConversation = driver.getByRole('region', { name: 'Conversation with Mia Messenger' });
    await expect(driverConversation.getByText('Gate code is 4411')).toBeVisible();
    await expect(clientDialog.getByTestId('read-state')).toHaveText(/Read/);

    // Shift+Enter is a new line, Enter sends; a high-priority answer alerts the client.
    await driverConversation.getByText('High', { exact: true }).click();
    const driverBox = driverConversation.getByLabel('Message to Mia Messenger');
    await driverBox.fill('Running 20 min late');
    await driverBox.press('Shift+Enter');
    await driverBox.pressSequentially('traffic on I-35');
    await driverBox.press('Enter');
    await expect(client.getByText('1 high-priority message', { exact: true })).toBeVisible();
    const answer = clientDialog.getByRole('log').getByText(/Running 20 min late\s+traffic on I-35/);
    await expect(answer).toBeVisible();
    await expect(clientDialog.getByText('High priority')).toBeVisible();
    // The client's open conversation read it: the driver sees "Read" too.
    await expect(driverConversation.getByTestId('read-state')).toHaveText(/Read/);

    // Blank messages are never sent.
    await clientBox.fill('   ');
    await expect(clientDialog.getByRole('button', { name: 'Send' })).toBeDisabled();

    await client.context().close();
    await driver.context().close();
  });
});
