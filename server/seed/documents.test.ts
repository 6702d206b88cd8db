import { beforeAll, describe, expect, it } from 'vitest';
import { toSessionUser } from '../modules/accounts/service';
import { createTestApp, type TestContext } from '../test/helpers';
import { seedDemoData } from './demo';
import { seedDemoDocuments } from './documents';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
});

describe('demo documents', () => {
  it('gives the demo client approved insurance and registration (Verified Account from data), once', async () => {
    const { accounts, documents } = ctx.app.services;
    const row = (await accounts.findByEmail('client@demo.pathway'))!;
    expect((await accounts.describe(row)).isVerified).toBe(false);
    await seedDemoDocuments(ctx.app.services);
    await seedDemoDocuments(ctx.app.services);
    const list = await documents.listFor(toSessionUser(row), row.id);
    expect(list.map((d) => [d.documentType, d.contentType, d.reviewStatus]).sort()).toEqual([
      ['insurance', 'application/pdf', 'approved'],
      ['registration', 'application/pdf', 'approved'],
    ]);
    expect((await accounts.describe(row)).isVerified).toBe(true);
  });
});
