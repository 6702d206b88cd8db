import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_TOO_LARGE, EMAIL_SHARES_PER_HOUR, MAX_DOCUMENT_BYTES } from '@core/contracts/documents';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentShares, documents, files, mailMessages } from '../../db/schema';
import {
  createTestApp,
  multipart,
  type SignedUpUser,
  sessionCookieOf,
  signUp,
  type TestContext,
  tinyPng,
} from '../../test/helpers';
import { makeOperator } from '../../test/operators';

/** A small but real PDF (header, one empty page, trailer). */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The start of a Windows program: what an .exe renamed .png really is. */
const fakeExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4094, 0x90)]);

let ctx: TestContext;
let dataDir: string;
let owner: SignedUpUser;
let other: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pathway-documents-'));
  ctx = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://pathway.test' });
  owner = await signUp(ctx.app, { name: 'Olivia Owner' });
  other = await signUp(ctx.app, { name: 'Oscar Other' });
  admin = await signUp(ctx.app, { name: 'Ada Admin' });
  await makeOperator(ctx, admin);
});

afterEach(() => {
  vi.useRealTimers();
});

async function upload(
  user: SignedUpUser | null,
  fields: Record<string, string>,
  file: Buffer = tinyPng,
  filename = 'insurance.png',
) {
  const body = multipart(fields, file, filename);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...(user ? { cookie: user.cookie } : {}), ...body.headers },
    payload: body.payload,
  });
}

async function uploadOk(user: SignedUpUser, documentType: string, file = tinyPng, filename = 'doc.png') {
  const res = await upload(user, { documentType, userId: 'ignored', isPublic: 'false' }, file, filename);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document as { id: string; fileUrl: string; documentType: string; fileName: string };
}

/** The document shares a person e-mailed (their account's own mail, such as the sign-up link, left out). */
const sharesMailedBy = (userId: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, 'document_share')));

const as = (user: SignedUpUser | null) => (user ? { cookie: user.cookie } : {});

async function storedObjects(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads', 'document');
  try {
    return (await fs.readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}
async function tmpLeftovers(): Promise<string[]> {
  try {
    return await fs.readdir(path.join(dataDir, 'tmp', 'uploads'));
  } catch {
    return [];
  }
}
async function documentFileRows(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(files).where(eq(files.purpose, 'document'));
  return row!.n;
}

describe('POST /api/documents', () => {
  it('stores a PNG and a PDF recognised by their bytes, for the signed-in user only', async () => {
    const png = await upload(owner, { documentType: 'insurance', userId: other.id, isPublic: 'true' });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({
      success: true,
      document: {
        documentType: 'insurance',
        fileName: 'insurance.png',
        contentType: 'image/png',
        isPublic: false,
      },
    });
    expect(png.json().document.checksum).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await upload(owner, { documentType: 'registration' }, tinyPdf, 'registration.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().document.contentType).toBe('application/pdf');

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}/documents`,
      headers: as(owner),
    });
    expect(mine.json().documents.map((d: { documentType: string }) => d.documentType)).toEqual([
      'registration',
      'insurance',
    ]);
    // The body's userId is ignored: nothing landed on the other user.
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${other.id}/documents`,
      headers: as(other),
    });
    expect(theirs.json().documents).toEqual([]);

    const file = await ctx.app.inject({
      method: 'GET',
      url: pdf.json().document.fileUrl,
      headers: as(owner),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toContain('registration.pdf');
    expect(file.rawPayload.equals(tinyPdf)).toBe(true);
  });

  it('answers 415 for an .exe renamed .png, and stores nothing', async () => {
    const objects = await storedObjects();
    const rows = await documentFileRows();
    const res = await upload(owner, { documentType: 'insurance' }, fakeExe, 'insurance.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/PNG, JPG or PDF/);
    expect(await storedObjects()).toEqual(objects);
    expect(await documentFileRows()).toBe(rows);
    expect(await tmpLeftovers()).toEqual([]);
  });

  it('answers 413 "Documents can be at most 10 MB" for 10 MB + 1 byte, and leaves nothing in storage', async () => {
    const objects = await storedObjects();
    const rows = await documentFileRows();
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0);
    tinyPng.copy(big);
    const res = await upload(owner, { documentType: 'insurance' }, big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(DOCUMENT_TOO_LARGE);
    expect(await storedObjects()).toEqual(objects);
    expect(await documentFileRows()).toBe(rows);
    expect(await tmpLeftovers()).toEqual([]);
  });

  it('takes exactly 10 MB', async () => {
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES, 0);
    tinyPdf.copy(big);
    const doc = await uploadOk(other, 'other', big, 'exactly-10mb.pdf');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: as(other),
    });
    expect(del.statusCode).toBe(200);
  });

  it('refuses a missing type, a missing or empty file, and expiry dates where they do not belong', async () => {
    const objects = await storedObjects();
    const noType = await upload(owner, {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors.documentType).toBe('Please select a document type');
    const badType = await upload(owner, { documentType: 'passport' });
    expect(badType.statusCode).toBe(400);
    const empty = await upload(owner, { documentType: 'insurance' }, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);
    const expiryOnInsurance = await upload(owner, { documentType: 'insurance', expiresOn: '2099-01-01' });
    expect(expiryOnInsurance.statusCode).toBe(400);
    const expired = await upload(owner, { documentType: 'medical', expiresOn: '2001-01-01' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/already expired/);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: as(owner),
      payload: { documentType: 'insurance' },
    });
    expect(json.statusCode).toBe(400);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: {
        ...as(owner),
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="documentType"\r\n\r\ninsurance\r\n--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please upload a document file');
    expect(await storedObjects()).toEqual(objects);
    expect(await tmpLeftovers()).toEqual([]);
  });
});

describe('access: every document route refuses other users (404) and anonymous callers (401)', () => {
  it('holds for list, file, delete, shares, e-mail and revoke', async () => {
    const doc = await uploadOk(owner, 'license');
    const share = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/documents/one-click-share',
        headers: as(owner),
        payload: { documentId: doc.id, shareType: 'standard' },
      })
    ).json();
    const links = (
      await ctx.app.inject({ method: 'GET', url: '/api/documents/shares', headers: as(owner) })
    ).json().links as { id: string }[];
    const linkId = links[0]!.id;

    const routes: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: `/api/users/${owner.id}/documents` },
      { method: 'GET', url: `/api/documents/${doc.id}/file` },
      { method: 'DELETE', url: `/api/documents/${doc.id}` },
      {
        method: 'POST',
        url: '/api/documents/one-click-share',
        payload: { documentId: doc.id, shareType: 'extended' },
      },
      {
        method: 'POST',
        url: '/api/documents/share-via-email',
        payload: { documentId: doc.id, email: 'x@example.com' },
      },
      { method: 'DELETE', url: `/api/documents/shares/${linkId}` },
    ];
    for (const route of routes) {
      const theirs = await ctx.app.inject({ ...route, headers: as(other) });
      expect(theirs.statusCode, `${route.method} ${route.url} as another user`).toBe(404);
      const anonymous = await ctx.app.inject({ ...route, headers: {} });
      expect(anonymous.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
    }
    for (const url of ['/api/documents/shares', '/api/documents/generate-share-link']) {
      const method = url.endsWith('shares') ? 'GET' : 'POST';
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? { documentType: 'license' } : undefined,
      });
      expect(res.statusCode, `${method} ${url} signed out`).toBe(401);
    }
    // The other user's own views show nothing of the owner's.
    const otherLinks = await ctx.app.inject({
      method: 'GET',
      url: '/api/documents/shares',
      headers: as(other),
    });
    expect(otherLinks.json().links).toEqual([]);
    const otherGenerate = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/generate-share-link',
      headers: as(other),
      payload: { documentType: 'license', expiresIn: '24h' },
    });
    expect(otherGenerate.statusCode).toBe(404);
    // Operator routes are for operators.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/documents', headers: as(other) })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/documents/${doc.id}/review`,
          headers: as(other),
          payload: { decision: 'approve' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: as(other) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    // Operators may read anyone's list and files.
    const byAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}/documents`,
      headers: as(admin),
    });
    expect(byAdmin.statusCode).toBe(200);
    // Still the owner's: nothing above changed it.
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}/file`,
      headers: as(owner),
    });
    expect(file.statusCode).toBe(200);
    const view = await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${share.shareId}` });
    expect(view.statusCode).toBe(200);
  });
});

describe('share links', () => {
  it('a deletion request revokes the owner’s links for good: keeping the account does not bring them back', async () => {
    const leaving = await signUp(ctx.app, { name: 'Lee Leaving', password: 'delete-me-please' });
    const doc = await uploadOk(leaving, 'insurance', tinyPng, 'card.png');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/one-click-share',
      headers: as(leaving),
      payload: { documentId: doc.id, shareType: 'extended' },
    });
    const { shareId } = res.json();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` })).statusCode,
    ).toBe(200);

    await ctx.app.inject({ method: 'POST', url: '/api/me/deletion-request', headers: as(leaving) });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` })).statusCode,
    ).toBe(410);

    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leaving.email, password: 'delete-me-please' },
    });
    const cookie = sessionCookieOf(back);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/me/deletion-request', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` });
    expect(after.statusCode).toBe(410);
    expect(after.json().code).toBe('link_revoked');
  });

  it('one-click share: 1 hour link anyone can view, counted, with a short-lived private file URL; revoke ends it', async () => {
    const doc = await uploadOk(owner, 'insurance', tinyPng, 'card.png');
    const before = Date.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/one-click-share',
      headers: as(owner),
      payload: { documentId: doc.id, shareType: 'temporary' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { shareUrl, shareId, expiresAt } = res.json();
    expect(shareUrl).toBe(`https://pathway.test/shared-documents/${shareId}`);
    expect(Buffer.from(shareId, 'base64url').length).toBeGreaterThanOrEqual(16);
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(3_590_000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000 + 5_000);
    // Only the hash is stored.
    const stored = await ctx.database.db.select().from(documentShares);
    expect(stored.some((s) => s.tokenHash === shareId)).toBe(false);

    const view = await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    const { document } = view.json();
    expect(document).toMatchObject({
      documentType: 'insurance',
      fileName: 'card.png',
      ownerName: 'Olivia Owner',
    });
    const file = await ctx.app.inject({ method: 'GET', url: document.documentUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('card.png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(tinyPng)).toBe(true);
    // A tampered signature or another document id does not open anything (the first character of the
    // signature changed: to 'A' unless it is one, which one signature in 64 is).
    const tampered = (url: string) => url.replace(/sig=(.)/, (_, c) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await ctx.app.inject({ method: 'GET', url: tampered(document.documentUrl) })).statusCode).toBe(
      404,
    );
    const otherDoc = await uploadOk(owner, 'registration');
    expect(
      (await ctx.app.inject({ method: 'GET', url: document.documentUrl.replace(doc.id, otherDoc.id) }))
        .statusCode,
    ).toBe(404);

    await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` });
    const links = (
      await ctx.app.inject({ method: 'GET', url: '/api/documents/shares', headers: as(owner) })
    ).json().links as { id: string; documentId: string; viewCount: number; shareType: string }[];
    const link = links.find((l) => l.documentId === doc.id && l.shareType === 'temporary')!;
    expect(link.viewCount).toBe(2);

    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/shares/${link.id}`,
      headers: as(owner),
    });
    expect(revoke.statusCode).toBe(200);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/turned this share link off/);
    expect((await ctx.app.inject({ method: 'GET', url: document.documentUrl })).statusCode).toBe(410);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/documents/shares', headers: as(owner) })
    ).json().links as { id: string }[];
    expect(after.some((l) => l.id === link.id)).toBe(false);
  });

  it('an expired link answers 410 once the clock has moved past its lifetime; unknown ids 404', async () => {
    const doc = await uploadOk(owner, 'medical');
    const { shareId, expiresAt } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/documents/one-click-share',
        headers: as(owner),
        payload: { documentId: doc.id, shareType: 'temporary' },
      })
    ).json();
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` })).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(expiresAt).getTime() + 1000);
    const expired = await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    expect((await ctx.app.inject({ method: 'GET', url: view.document.documentUrl })).statusCode).toBe(410);
    vi.useRealTimers();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/documents/shared/short' })).statusCode).toBe(
      404,
    );
  });

  it('lifetimes: standard 24 hours by default, extended 7 days; generate-share-link picks the latest of a type or all', async () => {
    const doc = await uploadOk(owner, 'certification');
    const std = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/one-click-share',
      headers: as(owner),
      payload: { documentId: doc.id },
    });
    expect(new Date(std.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const ext = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/one-click-share',
      headers: as(owner),
      payload: { documentId: doc.id, shareType: 'extended' },
    });
    expect(new Date(ext.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/one-click-share',
      headers: as(owner),
      payload: { documentId: doc.id, shareType: 'forever' },
    });
    expect(bad.statusCode).toBe(400);

    const latest = await uploadOk(owner, 'certification', tinyPdf, 'newer.pdf');
    const gen = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/generate-share-link',
      headers: as(owner),
      payload: { userId: 1, documentType: 'certification', expiresIn: '24h' },
    });
    expect(gen.statusCode, gen.body).toBe(200);
    const shared = (
      await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${gen.json().shareId}` })
    ).json();
    expect(shared.document.fileName).toBe(latest.fileName);

    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/generate-share-link',
      headers: as(owner),
      payload: { documentType: 'all', expiresIn: '24h' },
    });
    const allView = (
      await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${all.json().shareId}` })
    ).json();
    const mine = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}/documents`, headers: as(owner) })
    ).json();
    expect(allView.documents).toHaveLength(mine.documents.length);
    for (const item of allView.documents as { documentUrl: string }[]) {
      expect((await ctx.app.inject({ method: 'GET', url: item.documentUrl })).statusCode).toBe(200);
    }
    // A document uploaded after the link was made is not part of it.
    const later = await uploadOk(owner, 'registration', tinyPng, 'later.png');
    const again = (
      await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${all.json().shareId}` })
    ).json();
    expect(again.documents).toHaveLength(mine.documents.length);
    expect(again.documents.map((d: { fileName: string }) => d.fileName)).not.toContain(later.fileName);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/generate-share-link',
      headers: as(other),
      payload: { documentType: 'all' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('deleting a document ends its links and its file', async () => {
    const doc = await uploadOk(owner, 'other');
    const { shareId } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/documents/one-click-share',
        headers: as(owner),
        payload: { documentId: doc.id },
      })
    ).json();
    const objects = (await storedObjects()).length;
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: as(owner),
    });
    expect(del.statusCode).toBe(200);
    expect((await storedObjects()).length).toBe(objects - 1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: doc.fileUrl, headers: as(owner) })).statusCode).toBe(
      404,
    );
  });
});

describe('sharing by e-mail', () => {
  it('queues the link (never the file) in the outbox, and operators read it', async () => {
    const sender = await signUp(ctx.app, { name: 'Sam Sender' });
    const doc = await uploadOk(sender, 'registration', tinyPdf, 'reg.pdf');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/share-via-email',
      headers: as(sender),
      payload: { documentId: doc.id, email: ' Dispatch@Example.com ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    // No mail server here: the answer says the message is held, not sent.
    expect(res.json().delivery).toBe('held');
    const [mail] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, sender.id), eq(mailMessages.kind, 'document_share')));
    expect(mail).toMatchObject({
      toAddress: 'dispatch@example.com',
      kind: 'document_share',
      status: 'queued',
    });
    expect(mail!.body).toMatch(/https:\/\/pathway\.test\/shared-documents\/[A-Za-z0-9_-]{43}/);
    expect(mail!.body).toContain('Sam Sender');
    // The queue's job delivers it; without SMTP it is held in the outbox.
    expect(await ctx.app.services.mail.deliver(mail!.id)).toBe('held');
    expect(await ctx.app.services.mail.deliver(mail!.id)).toBe('held');
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: as(admin) });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().transport).toBe('outbox');
    expect(outbox.json().messages[0]).toMatchObject({
      to: 'dispatch@example.com',
      status: 'held',
      attempts: 1,
    });

    const byType = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/share-via-email',
      headers: as(sender),
      payload: { userId: 'x', documentType: 'registration', email: 'gate@example.com' },
    });
    expect(byType.statusCode).toBe(200);
  });

  it('refuses a malformed address or a missing document, storing nothing', async () => {
    const sender = await signUp(ctx.app);
    const doc = await uploadOk(sender, 'insurance');
    for (const payload of [
      { documentId: doc.id, email: 'no-at-sign' },
      { documentId: doc.id, email: 'a@' },
      { documentId: doc.id },
      { email: 'x@example.com' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents/share-via-email',
        headers: as(sender),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/share-via-email',
      headers: as(sender),
      payload: { documentType: 'license', email: 'x@example.com' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await sharesMailedBy(sender.id)).toEqual([]);
    const shares = await ctx.database.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.ownerId, sender.id));
    expect(shares).toEqual([]);
  });

  it(`allows ${EMAIL_SHARES_PER_HOUR} e-mail shares an hour, even when sent at once`, async () => {
    const sender = await signUp(ctx.app);
    const doc = await uploadOk(sender, 'insurance');
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/documents/share-via-email',
        headers: as(sender),
        payload: { documentId: doc.id, email: 'gate@example.com' },
      });
    const answers = await Promise.all(Array.from({ length: EMAIL_SHARES_PER_HOUR + 3 }, send));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(EMAIL_SHARES_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toMatch(/20 times an hour/);
    expect(await sharesMailedBy(sender.id)).toHaveLength(EMAIL_SHARES_PER_HOUR);
  });
});

describe('operator review and the Verified Account badge', () => {
  it('approving registration and insurance verifies the account; rejecting needs a reason', async () => {
    const client = await signUp(ctx.app, { name: 'Casey Client' });
    const insurance = await uploadOk(client, 'insurance');
    const registration = await uploadOk(client, 'registration', tinyPdf, 'reg.pdf');
    const me = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(client) })).json();
    expect((await me()).isVerified).toBe(false);

    const queue = await ctx.app.inject({ method: 'GET', url: '/api/admin/documents', headers: as(admin) });
    const ids = (queue.json().documents as { id: string; ownerName: string }[]).map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([insurance.id, registration.id]));

    const review = (id: string, body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/documents/${id}/review`,
        headers: as(admin),
        payload: body,
      });
    expect((await review(insurance.id, { decision: 'reject' })).statusCode).toBe(400);
    expect((await review(insurance.id, { decision: 'reject', reason: 'Blurry' })).statusCode).toBe(200);
    expect((await review(insurance.id, { decision: 'approve' })).statusCode).toBe(409);
    const again = await uploadOk(client, 'insurance');
    expect((await review(again.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await me()).isVerified).toBe(false);
    expect((await review(registration.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await me()).isVerified).toBe(true);
    expect((await review('not-a-uuid', { decision: 'approve' })).statusCode).toBe(404);

    const mine = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/${client.id}/documents`, headers: as(client) })
    ).json().documents as { id: string; reviewStatus: string; rejectionReason: string | null }[];
    expect(mine.find((d) => d.id === insurance.id)).toMatchObject({
      reviewStatus: 'rejected',
      rejectionReason: 'Blurry',
    });
    // The owner was told of each decision.
    const told = (
      await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.userId, client.id))
    ).filter((m) => m.kind !== 'email_verification'); // the sign-up's own link
    expect(told.map((m) => m.kind).sort()).toEqual([
      'document_approved',
      'document_approved',
      'document_rejected',
    ]);
  });
});

describe('drivers, expiry warnings and erasure', () => {
  it("a driver's licence photo and selfie appear among their documents, with the licence expiry", async () => {
    const driver = await signUp(ctx.app, { role: 'driver', name: 'Dee Driver' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/driver/profile',
      headers: as(driver),
      payload: {
        licenseClass: 'A',
        licenseNumber: 'D1234567',
        licenseState: 'TX',
        licenseExpiresOn: '2031-05-01',
      },
    });
    for (const kind of ['license-photo', 'selfie']) {
      const body = multipart({});
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/driver/profile/${kind}`,
        headers: { ...as(driver), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/${driver.id}/documents`, headers: as(driver) })
    ).json().documents as { documentType: string; source: string; expiresOn: string | null; id: string }[];
    const licence = list.find((d) => d.source === 'driver_license')!;
    expect(licence).toMatchObject({ documentType: 'license', expiresOn: '2031-05-01' });
    expect(list.find((d) => d.source === 'driver_selfie')).toBeDefined();
    // Replacing the photo replaces the document; it cannot be deleted from the documents list.
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/documents/${licence.id}`,
      headers: as(driver),
    });
    expect(del.statusCode).toBe(409);
  });

  it('warns 30 and 7 days before a medical certificate expires, once each', async () => {
    const driver = await signUp(ctx.app, { role: 'driver', name: 'Mo Medical' });
    const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const doc = await (async () => {
      const res = await upload(driver, { documentType: 'medical', expiresOn: in30 }, tinyPdf, 'medical.pdf');
      expect(res.statusCode, res.body).toBe(201);
      return res.json().document as { id: string };
    })();
    const sentTo = async () =>
      (await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.userId, driver.id))).filter(
        (m) => m.kind === 'document_expiring',
      );
    await ctx.app.services.documents.sendExpiryWarnings(new Date());
    await ctx.app.services.documents.sendExpiryWarnings(new Date());
    expect((await sentTo()).map((m) => m.subject)).toEqual(['Your Medical Certificate expires in 30 days']);
    await ctx.app.services.documents.sendExpiryWarnings(new Date(Date.now() + 23 * 86_400_000));
    await ctx.app.services.documents.sendExpiryWarnings(new Date(Date.now() + 24 * 86_400_000));
    const subjects = (await sentTo()).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Your Medical Certificate expires in 30 days',
      'Your Medical Certificate expires in 7 days',
    ]);
    expect(doc.id).toBeTruthy();
  });

  it('account erasure removes documents, their files (verification photos too) and share links', async () => {
    const leaving = await signUp(ctx.app, { role: 'driver' });
    for (const kind of ['license-photo', 'selfie']) {
      const body = multipart({});
      await ctx.app.inject({
        method: 'POST',
        url: `/api/driver/profile/${kind}`,
        headers: { ...as(leaving), ...body.headers },
        payload: body.payload,
      });
    }
    const doc = await uploadOk(leaving, 'insurance');
    const { shareId } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/documents/one-click-share',
        headers: as(leaving),
        payload: { documentId: doc.id },
      })
    ).json();
    const ownFiles = () => ctx.database.db.select().from(files).where(eq(files.ownerId, leaving.id));
    expect(await ownFiles()).toHaveLength(3);
    const objects = (await storedObjects()).length;
    // Asking for deletion stops the links at once …
    await ctx.app.inject({ method: 'POST', url: '/api/me/deletion-request', headers: as(leaving) });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` })).statusCode,
    ).toBe(410);
    // … and erasure removes everything.
    await ctx.app.services.documents.eraseAllFor(leaving.id);
    expect(await ctx.database.db.select().from(documents).where(eq(documents.ownerId, leaving.id))).toEqual(
      [],
    );
    expect(
      await ctx.database.db.select().from(documentShares).where(eq(documentShares.ownerId, leaving.id)),
    ).toEqual([]);
    expect(await ownFiles()).toEqual([]);
    expect((await storedObjects()).length).toBe(objects - 1);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/documents/shared/${shareId}` })).statusCode,
    ).toBe(404);
  });
});
