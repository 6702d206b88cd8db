import { beforeAll, describe, expect, it } from 'vitest';
import { toSessionUser } from '../modules/accounts/service';
import { createTestApp, type TestContext } from '../test/helpers';
import { seedDemoCompletedJob, seedDemoData, seedDemoJobs, seedDemoVerifiedContacts } from './demo';
import { seedDemoDocuments } from './documents';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
});

describe('demo documents', () => {
  it('gives the demo client approved insurance and registration (Verified Account from data), once, on a fresh seed with the completed move', async () => {
    const { accounts, documents } = ctx.app.services;
    const row = (await accounts.findByEmail('client@demo.pathway'))!;
    expect((await accounts.describe(row)).isVerified).toBe(false);
    // As `npm start` seeds a fresh data folder: the completed move files its bill of lading first.
    await seedDemoVerifiedContacts(ctx.app.services);
    await seedDemoJobs(ctx.app.services);
    await seedDemoCompletedJob(ctx.app.services);
    await seedDemoDocuments(ctx.app.services);
    await seedDemoDocuments(ctx.app.services);
    const list = await documents.listFor(toSessionUser(row), row.id);
    const review = list
      .filter((d) => d.documentType === 'insurance' || d.documentType === 'registration')
      .map((d) => [d.documentType, d.contentType, d.reviewStatus])
      .sort();
    expect(review).toEqual([
      ['insurance', 'application/pdf', 'approved'],
      ['registration', 'application/pdf', 'approved'],
    ]);
    expect((await accounts.describe(row)).isVerified).toBe(true);
  });
});
