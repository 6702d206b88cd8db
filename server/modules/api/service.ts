import { createHash, randomBytes } from 'node:crypto';
import { COMPANY_ROLE_MESSAGE, type CompanyRole, roleMay } from '@core/companies';
import type {
  ApiKey,
  ApiKeyMode,
  ApiKeyScope,
  CreateApiKeyBody,
  CreatedApiKey,
} from '@core/contracts/api-v1';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../accounts/service';
import { type ApiKeyRow, apiRepo } from './repo';

/**
 * The company role a key acts with: `read` sees moves, tracking, documents and invoices (billing's
 * view and invoices; statements are not in the API), `write` also orders and cancels (a dispatcher).
 */
const ROLE_OF_SCOPE: Record<ApiKeyScope, CompanyRole> = { read: 'billing', write: 'dispatcher' };

/** The acting party of an /api/v1 request: the key's maker, with the scope's role in the key's company. */
export interface ApiActor extends SessionUser {
  apiKey: { id: string; mode: ApiKeyMode; scope: ApiKeyScope; companyId: string };
}

/** `pw_live_` or `pw_test_` and 32 URL-safe characters (192 bits). */
const KEY_SHAPE = /^pw_(test|live)_[A-Za-z0-9_-]{32}$/;
const PREFIX_CHARS = 'pw_live_'.length + 6;
const hashKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** How long a claimed Idempotency-Key without an answer is waited for before another request may take it. */
const STALE_CLAIM_SECONDS = 120;
/** How long a repeat waits for the first request's answer before answering 409 (try again). */
const WAIT_FOR_FIRST_MS = 30_000;

function present(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    mode: row.mode,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function requireManager(actor: SessionUser): string {
  if (!actor.companyId)
    throw forbidden('API keys belong to a company. Set up your company first.', 'no_company');
  if (!roleMay(actor.companyRole, 'manage')) throw forbidden(COMPANY_ROLE_MESSAGE, 'company_role');
  return actor.companyId;
}

export type IdempotencyStart =
  | { kind: 'first' }
  | { kind: 'replay'; statusCode: number; body: unknown }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

export function createApiService(db: Db, opts: { sleep?: (ms: number) => Promise<void> } = {}) {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  return {
    /** 403 unless the actor may manage their company's keys (before the step-up is asked for). */
    assertManager: (actor: SessionUser) => void requireManager(actor),
    /** A new key for the owner's company (the route asks for the step-up): its secret, shown once. */
    async create(actor: SessionUser, body: CreateApiKeyBody): Promise<CreatedApiKey> {
      const companyId = requireManager(actor);
      const secret = `pw_${body.mode}_${randomBytes(24).toString('base64url')}`;
      const row = await apiRepo.insertKey(db, {
        companyId,
        createdBy: actor.id,
        name: body.name,
        scope: body.scope,
        mode: body.mode,
        prefix: secret.slice(0, PREFIX_CHARS),
        tokenHash: hashKey(secret),
      });
      return { ...present(row), secret };
    },

    async list(actor: SessionUser): Promise<ApiKey[]> {
      return (await apiRepo.listKeys(db, requireManager(actor))).map(present);
    },

    /** Refused from the next request on, on every process: keys are read afresh for each request. */
    async revoke(actor: SessionUser, id: string): Promise<ApiKey> {
      const row = await apiRepo.revokeKey(db, requireManager(actor), id, actor.id);
      if (!row) throw notFound('API key not found');
      return present(row);
    },

    /** Marks the key used (at most once a minute): shown as "last used" on the settings page. */
    touch: (apiKeyId: string) => apiRepo.touchKey(db, apiKeyId),
    /** The actor for a bearer secret, or null for an unknown, revoked or orphaned key. */
    async authenticate(secret: string): Promise<ApiActor | null> {
      if (!KEY_SHAPE.test(secret)) return null;
      const found = await apiRepo.findLiveKey(db, hashKey(secret));
      // A key stops with its maker's power over the company: removed, or no longer an owner.
      if (!found || !roleMay(found.user.companyRole, 'manage')) return null;
      const { key, user } = found;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: 'client',
        isAdmin: false,
        companyId: key.companyId,
        companyRole: ROLE_OF_SCOPE[key.scope],
        apiKey: { id: key.id, mode: key.mode, scope: key.scope, companyId: key.companyId },
      };
    },

    /**
     * Starts a POST under an Idempotency-Key: the first request claims it (a row keyed by the API key
     * and the Idempotency-Key, so concurrent repeats serialise on its unique key); a repeat waits for
     * the first one's answer and gets it, or learns its body differs.
     */
    async startIdempotent(apiKeyId: string, key: string, requestHash: string): Promise<IdempotencyStart> {
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
        if (await apiRepo.claimIdempotency(db, apiKeyId, key, requestHash)) return { kind: 'first' };
        const row = await apiRepo.findIdempotency(db, apiKeyId, key);
        if (!row) continue; // the first one failed and let go: claim it again
        if (row.requestHash !== requestHash) return { kind: 'reused' };
        if (row.statusCode !== null)
          return { kind: 'replay', statusCode: row.statusCode, body: row.response };
        if (await apiRepo.takeOverStale(db, apiKeyId, key, STALE_CLAIM_SECONDS)) return { kind: 'first' };
        if (Date.now() > deadline) return { kind: 'in_progress' };
        await sleep(wait);
      }
    },
    finishIdempotent: (apiKeyId: string, key: string, statusCode: number, body: unknown) =>
      apiRepo.finishIdempotency(db, apiKeyId, key, statusCode, body),
    /** A request that failed on our side: the key is free again, so the client's retry does the work. */
    releaseIdempotent: (apiKeyId: string, key: string) => apiRepo.releaseIdempotency(db, apiKeyId, key),
    /** Answers kept a day, as their clients' retries need (a background task). */
    purgeIdempotency: () => apiRepo.purgeIdempotency(db, 24),
  };
}
export type ApiService = ReturnType<typeof createApiService>;
