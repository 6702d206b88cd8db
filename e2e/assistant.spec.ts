import { expect, type Page, test } from '@playwright/test';
import { createPaidRequest, newClientWithPaidJob, newPage } from './api';
import { withDatabase } from './db';
import { signInAsOperator } from './operator';
import { signUpThroughUi } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' };

const panel = (page: Page) => page.getByRole('dialog', { name: 'Pathway AI' });

async function ask(page: Page, question: string) {
  const box = panel(page).getByLabel('Ask Pathway AI');
  await box.fill(question);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.describe('the dispatch assistant', () => {
  test('a client prices a bobtail, finds their truck with a Track link, and sees the emergency text; a reload keeps the chat', async ({
    page,
  }) => {
    const job = await newClientWithPaidJob(page, 'Ada Assistant');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open Pathway AI assistant' }).click();
    const chat = panel(page);
    await expect(chat).toBeVisible();
    // Suggestion chips while the chat is short.
    await expect(chat.getByRole('list', { name: 'Suggestions' })).toBeVisible();

    await ask(page, 'how much to move a bobtail 1190 miles');
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('1,190 miles for a bobtail is $2,319.53');

    await ask(page, 'where is my truck');
    const answer = log.locator('[data-role="ai"]').filter({ hasText: job.jobNumber });
    // The move's one arrival, on Detroit's clock with its zone named.
    await expect(answer).toContainText(/Arrives \w{3} \w{3} \d{1,2}, about .* E[SD]T at Detroit/);
    await expect(answer.getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      `/tracking?id=${job.id}`,
    );
    // Four messages and more: the chips are gone.
    await expect(chat.getByRole('list', { name: 'Suggestions' })).toHaveCount(0);

    await chat.getByRole('button', { name: 'Emergency' }).click();
    await expect(log).toContainText(
      'If this is an emergency, please contact our administrator directly at (555) 010-0100. Our team is available 24/7...',
    );

    // Blank text is never sent.
    await chat.getByLabel('Ask Pathway AI').fill('   ');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();

    // The conversation is the client's, kept by the server: a reload shows it again.
    await page.reload();
    await page.getByRole('button', { name: 'Open Pathway AI assistant' }).click();
    await expect(panel(page).getByRole('log')).toContainText('1,190 miles for a bobtail is $2,319.53');
    await expect(panel(page).getByRole('log')).toContainText(job.jobNumber);

    // Following the Track link closes the panel and opens the tracking page.
    await panel(page).getByRole('link', { name: 'Track' }).last().click();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?id=${job.id}$`));
    await expect(panel(page)).toHaveCount(0);
  });

  test('/pathway-ai counts the available drivers (verified, taking work, not suspended), as the database does', async ({
    page,
  }) => {
    await signUpThroughUi(page, { name: 'Dana Dashboard' });
    await expect(page).toHaveURL(/\/profile$/);
    // Other journeys approve, suspend and take drivers alongside: read both until they agree.
    await expect(async () => {
      const count = await withDatabase(async (db) => {
        const r = await db.query<{ n: number }>(
          `select count(*)::int as n from driver_profiles d join users u on u.id = d.user_id
           where d.verification_status = 'approved' and d.is_available and u.role = 'driver'
             and not exists (select 1 from driver_suspensions s where s.driver_id = d.user_id
               and s.lifted_at is null and (s.ends_at is null or s.ends_at > now()))`,
        );
        return r.rows[0]!.n;
      });
      await page.goto('/pathway-ai');
      const status = page.getByRole('region', { name: 'System status' });
      await expect(status.getByText(/^\d+ Available$/)).toHaveText(`${count} Available`, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'System status' })).toContainText('AI Dispatcher');
    await expect(page.getByRole('region', { name: 'System status' })).toContainText('Online');
  });

  test('at 390×844, "when will my truck get to Tulsa?" answers about the client’s own move to Tulsa, in Tulsa’s zone', async ({
    browser,
    baseURL,
  }) => {
    // Someone else's move to Tulsa, made first: it must never be the answer.
    const stranger = await newPage(browser, baseURL, PHONE);
    await signUpThroughUi(stranger, { name: 'Otto Other' });
    await expect(stranger).toHaveURL(/\/profile$/);
    const theirs = await createPaidRequest(stranger.request, {
      pickupLocation: 'Austin, TX 78701',
      destination: 'Tulsa, OK 74103',
      distance: undefined,
    });

    const page = await newPage(browser, baseURL, PHONE);
    await signUpThroughUi(page, { name: 'Tess Tulsa' });
    await expect(page).toHaveURL(/\/profile$/);
    const houston = await createPaidRequest(page.request, {
      destination: 'Houston, TX 77002',
      distance: undefined,
    });
    const tulsa = await createPaidRequest(page.request, {
      pickupLocation: 'Fort Worth, TX 76102',
      destination: 'Tulsa, OK 74103',
      distance: undefined,
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open Pathway AI assistant' }).click();
    await ask(page, 'when will my truck get to Tulsa?');
    const log = panel(page).getByRole('log', { name: 'Conversation' });
    const answer = log.locator('[data-role="ai"]').last();
    await expect(answer).toContainText(
      `${tulsa.jobNumber} (bobtail, Fort Worth, TX 76102 → Tulsa, OK 74103)`,
    );
    // The arrival in Tulsa's zone, named, whatever the phone's zone.
    await expect(answer).toContainText(/C[SD]T at Tulsa/);
    await expect(answer).not.toContainText(houston.jobNumber);
    await expect(answer).not.toContainText(theirs.jobNumber);
    await expect(answer.getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      `/tracking?id=${tulsa.id}`,
    );

    // Naming the other move's pickup finds that one.
    await ask(page, 'is the truck from Dallas on its way');
    await expect(log.locator('[data-role="ai"]').last()).toContainText(houston.jobNumber);
    await stranger.context().close();
  });

  test('a visitor on /pathway-ai is offered to sign in, with the way back to it', async ({ page }) => {
    await page.goto('/pathway-ai');
    await page.getByRole('region', { name: 'Recent jobs' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fpathway-ai$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('an operator sees a job paid 31 minutes ago without a driver flagged after the check', async ({
    browser,
    baseURL,
  }) => {
    const client = await newPage(browser, baseURL);
    await signUpThroughUi(client, { name: 'Sid Stuck' });
    await expect(client).toHaveURL(/\/profile$/);
    const job = await createPaidRequest(client.request);
    await withDatabase((db) =>
      db.query(`update recovery_requests set updated_at = now() - interval '31 minutes' where id = $1`, [
        job.id,
      ]),
    );

    const operator = await newPage(browser, baseURL);
    await signInAsOperator(operator);
    await operator.goto('/pathway-ai?tab=jobs');
    await operator.getByRole('button', { name: 'Check for stuck jobs' }).click();
    await expect(operator.getByText('Jobs checked', { exact: true })).toBeVisible();
    // The same number as everywhere else (PW-…), not a Job #… of its own.
    const card = operator.getByRole('button', { name: new RegExp(`^${job.jobNumber}\\b`) });
    await expect(card.getByText('Stuck')).toBeVisible();
    await card.click();
    await expect(operator.getByTestId('job-flag')).toContainText(
      'Stuck: paid and waiting for a driver since',
    );
    await expect(operator.getByRole('region', { name: job.jobNumber })).toContainText(
      'Waiting for a driver for',
    );
  });
});
