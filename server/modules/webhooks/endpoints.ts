import { roleMay } from '@core/companies';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
} from '@core/contracts/webhooks';
import type { WebhookEventType } from '@core/webhooks';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../accounts/service';
import { checkEndpointUrl } from './address';
import type { WebhooksContext } from './context';
import { type WebhookEndpointRow, webhooksRepo } from './repo';
import { encryptSecret, newWebhookSecret } from './signing';

/** A company's endpoints and their delivery log: its owners (the `manage` permission) only. */

const NO_COMPANY_MESSAGE = 'Webhooks belong to a company account. Set up your company first.';
const MANAGE_MESSAGE = 'Only the company’s owners manage webhooks. Ask an owner to change them.';

/** The acting user's company, when their role manages it (403 otherwise). */
function managedCompany(actor: SessionUser): string {
  if (!actor.companyId) throw forbidden(NO_COMPANY_MESSAGE, 'no_company');
  if (!roleMay(actor.companyRole, 'manage')) throw forbidden(MANAGE_MESSAGE, 'company_role');
  return actor.companyId;
}

const present = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  secretHint: row.secretHint,
  createdAt: row.createdAt.toISOString(),
});

async function ownEndpoint(ctx: WebhooksContext, companyId: string, id: string) {
  const row = isUuid(id) ? await webhooksRepo.findEndpoint(ctx.db, companyId, id) : undefined;
  if (!row) throw notFound('This webhook endpoint does not exist (or was deleted).');
  return row;
}

export async function listEndpoints(ctx: WebhooksContext, actor: SessionUser): Promise<WebhookEndpoint[]> {
  return (await webhooksRepo.listEndpoints(ctx.db, managedCompany(actor))).map(present);
}

/** A new endpoint; its secret is in this answer only (kept encrypted, never shown again). */
export async function createEndpoint(
  ctx: WebhooksContext,
  actor: SessionUser,
  body: { url: string; events: WebhookEndpointBody['events'] },
): Promise<CreatedWebhookEndpoint> {
  const companyId = managedCompany(actor);
  const url = await checkEndpointUrl(body.url, ctx.allowPrivate);
  const secret = newWebhookSecret();
  const row = await webhooksRepo.insertEndpoint(ctx.db, {
    companyId,
    url,
    events: [...new Set(body.events)],
    secretCiphertext: encryptSecret(ctx.secretKey, secret),
    secretHint: secret.slice(-4),
    createdBy: actor.id,
  });
  return { endpoint: present(row), secret };
}

export async function updateEndpoint(
  ctx: WebhooksContext,
  actor: SessionUser,
  id: string,
  patch: { enabled?: boolean; events?: WebhookEventType[] },
): Promise<WebhookEndpoint> {
  const companyId = managedCompany(actor);
  await ownEndpoint(ctx, companyId, id);
  const row = await webhooksRepo.updateEndpoint(ctx.db, companyId, id, patch);
  if (!row) throw notFound('This webhook endpoint does not exist (or was deleted).');
  return present(row);
}

export async function deleteEndpoint(ctx: WebhooksContext, actor: SessionUser, id: string): Promise<void> {
  const companyId = managedCompany(actor);
  await ownEndpoint(ctx, companyId, id);
  await webhooksRepo.deleteEndpoint(ctx.db, companyId, id);
}

/** The endpoint's latest deliveries with every attempt and the start of each answer. */
export async function deliveriesOf(
  ctx: WebhooksContext,
  actor: SessionUser,
  id: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await ownEndpoint(ctx, managedCompany(actor), id);
  const rows = await webhooksRepo.deliveriesOf(ctx.db, endpoint.id, 100);
  return rows.map(({ delivery, type, attempts }) => ({
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: type as WebhookEventType,
    jobId: delivery.jobId,
    seq: delivery.seq,
    status: delivery.status,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    createdAt: delivery.createdAt.toISOString(),
    attempts: attempts.map((a) => ({
      attemptedAt: a.attemptedAt.toISOString(),
      statusCode: a.statusCode,
      excerpt: a.excerpt,
      durationMs: a.durationMs,
    })),
  }));
}

/** Sends a finished delivery again (the same event id, so receivers that have it can ignore it). */
export async function resendDelivery(ctx: WebhooksContext, actor: SessionUser, id: string): Promise<void> {
  const companyId = managedCompany(actor);
  const found = isUuid(id) ? await webhooksRepo.findDelivery(ctx.db, companyId, id) : undefined;
  if (!found) throw notFound('This delivery does not exist.');
  if (!(await webhooksRepo.resend(ctx.db, id, ctx.now())))
    throw conflict(
      'This delivery is still being sent; its next attempt is already planned.',
      'delivery_pending',
    );
}
