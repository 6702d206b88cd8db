import type { Db } from '../../db/client';

/** What the webhooks domain is configured with (server/config.ts `webhooksConfigOf`). */
export interface WebhooksSettings {
  /** http and private or loopback addresses allowed (tests, local development only). */
  allowPrivate: boolean;
  /** Key material that encrypts the signing secrets at rest. */
  secretKey: Buffer;
  /** One attempt's limit, connection and answer together. */
  timeoutMs: number;
  /** The first retry's wait; each next one doubles (core/webhooks.ts `webhookBackoffMs`). */
  retryBaseMs: number;
  /** Position events: at most one per job every this many minutes. */
  positionMinutes: number;
  /** How often a process looks for due deliveries (0: only when told, e.g. by the minute task). */
  pollMs: number;
}

export interface WebhooksContext extends WebhooksSettings {
  db: Db;
  now: () => Date;
  log?: (message: string, err?: unknown) => void;
}
