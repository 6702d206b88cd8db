import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createPaidRequest } from './api';
import { withDatabase } from './db';
import { signUpThroughUi } from './support';

/** A receiver on 127.0.0.1 that checks each signature as docs/webhooks.md says and refuses its first answer. */
async function receiver() {
  const got: { id: string; type: string; status: number }[] = [];
  let secret = '';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const parts = Object.fromEntries(
        String(req.headers['pathway-signature'])
          .split(',')
          .map((p) => p.split('=')),
      );
      const expected = createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest();
      const given = Buffer.from(parts.v1 ?? '', 'hex');
      const signed = given.length === expected.length && timingSafeEqual(given, expected);
      const status = !signed ? 400 : got.length === 0 ? 503 : 200;
      const body = JSON.parse(raw) as { id: string; type: string };
      got.push({ id: body.id, type: body.type, status });
      res.writeHead(status).end(status === 200 ? 'thanks' : 'busy, try later');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pathway-events`,
    got,
    setSecret: (s: string) => {
      secret = s;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

test.use({ viewport: { width: 390, height: 844 } });

test('a fleet owner adds a webhook, keeps its secret, and reads the delivery log with its attempts', async ({
  page,
}) => {
  const hooks = await receiver();
  try {
    const email = await signUpThroughUi(page, { name: 'Fiona Fleet', next: '/profile' });
    await expect(page).toHaveURL(/\/profile$/);
    // Companies are set up elsewhere (company accounts); here the owner's company is made in the database.
    await withDatabase(async (db) => {
      const company = await db.query(
        `insert into companies (legal_name, billing_address, billing_email) values ('Fiona Fleet LLC', '1 Yard Rd, Dallas TX', 'ap@fiona.test') returning id`,
      );
      await db.query(
        `insert into company_members (user_id, company_id, role) select id, $1, 'owner' from users where email = $2`,
        [company.rows[0].id, email],
      );
    });
    // The session view is cached for a moment; the server answers as an owner once it is read afresh.
    await expect.poll(async () => (await page.request.get('/api/company/webhooks')).status()).toBe(200);

    await page.goto('/company/webhooks');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section).toContainText('No endpoints yet');
    await section.getByRole('button', { name: 'Add an endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an endpoint' });
    await dialog.getByLabel('URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog).toContainText('https://');
    await dialog.getByLabel('URL').fill(hooks.url);
    // Every event is ticked to start with; the position reports are left out here.
    await dialog.getByLabel('Position (every few minutes under way)').uncheck();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const shown = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = (await shown.getByLabel('Signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    hooks.setSecret(secret);
    await shown.getByRole('button', { name: 'I have saved it' }).click();
    await expect(shown).toBeHidden();
    const item = section.getByRole('listitem').filter({ hasText: hooks.url });
    await expect(item).toContainText(`Secret ending ${secret.slice(-4)}`);
    await expect(section).not.toContainText(secret);

    // A move is requested and paid: its events arrive signed, the first after a refused answer.
    await createPaidRequest(page.request);
    // (Dispatch may offer it to demo drivers meanwhile: `job.offered` events come too.)
    const told = ['job.created', 'job.paid', 'invoice.issued'];
    await expect
      .poll(() => hooks.got.filter((g) => g.status === 200 && told.includes(g.type)).map((g) => g.type))
      .toEqual(told);
    expect(hooks.got.every((g) => g.status !== 400)).toBe(true);

    await item.getByRole('button', { name: 'Deliveries' }).click();
    const log = item.getByRole('list', { name: 'Deliveries' });
    await expect(log.getByRole('listitem').filter({ hasText: 'Delivered' }).first()).toBeVisible();
    const created = log.locator(':scope > li').filter({ hasText: 'Move created' });
    await expect(created).toContainText('Delivered');
    await created.getByText('2 attempts').click();
    await expect(created).toContainText('HTTP 503');
    await expect(created).toContainText('busy, try later');
    await expect(created).toContainText('HTTP 200');

    // Resend: the same event again.
    await created.getByRole('button', { name: 'Resend' }).click();
    const firstId = hooks.got[0]!.id;
    await expect.poll(() => hooks.got.filter((g) => g.id === firstId && g.status === 200).length).toBe(2);
    await expect(created.getByText('3 attempts')).toBeVisible();
  } finally {
    await hooks.close();
  }
});
