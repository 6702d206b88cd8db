import { createSign } from 'node:crypto';
import { subscriptionMessages } from '@core/contracts/subscriptions';
import { z } from 'zod';

/**
 * The in-app billing port: Google Play Developer API purchase verification (purchases.subscriptionsv2)
 * with a service account. Unconfigured, every lookup fails with a clear error: a purchase is never
 * taken as valid without Google's word.
 */

export type PlayState =
  | 'active'
  | 'grace'
  | 'on_hold'
  | 'paused'
  | 'cancelled'
  | 'expired'
  | 'pending'
  | 'unknown';

export interface PlaySubscription {
  productId: string;
  state: PlayState;
  startTime: Date | null;
  expiryTime: Date | null;
  autoRenewing: boolean;
  /** The current phase is a free trial. */
  freeTrial: boolean;
  orderId: string | null;
  acknowledged: boolean;
}

export type PlayLookup = { ok: true; subscription: PlaySubscription } | { ok: false; error: string };

export interface PlayBilling {
  readonly configured: boolean;
  lookup(productId: string, purchaseToken: string): Promise<PlayLookup>;
  acknowledge(productId: string, purchaseToken: string): Promise<void>;
}

export const DEFAULT_PLAY_API_BASE_URL = 'https://androidpublisher.googleapis.com';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

const serviceAccount = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().optional(),
});

/** Validates GOOGLE_PLAY_SERVICE_ACCOUNT_JSON; answers a message for the config error, or null. */
export function serviceAccountProblem(json: string): string | null {
  try {
    const parsed = serviceAccount.safeParse(JSON.parse(json));
    return parsed.success ? null : 'must be a service account key with client_email and private_key';
  } catch {
    return 'must be the JSON of a service account key';
  }
}

const stateOf: Record<string, PlayState> = {
  SUBSCRIPTION_STATE_ACTIVE: 'active',
  SUBSCRIPTION_STATE_IN_GRACE_PERIOD: 'grace',
  SUBSCRIPTION_STATE_ON_HOLD: 'on_hold',
  SUBSCRIPTION_STATE_PAUSED: 'paused',
  SUBSCRIPTION_STATE_CANCELED: 'cancelled',
  SUBSCRIPTION_STATE_EXPIRED: 'expired',
  SUBSCRIPTION_STATE_PENDING: 'pending',
};

const lineItem = z.object({
  productId: z.string(),
  expiryTime: z.string().optional(),
  autoRenewingPlan: z.object({ autoRenewEnabled: z.boolean().optional() }).loose().optional(),
  latestSuccessfulOrderId: z.string().optional(),
  offerPhase: z
    .object({ freeTrial: z.object({}).loose().optional() })
    .loose()
    .optional(),
});
const subscriptionV2 = z
  .object({
    subscriptionState: z.string().optional(),
    startTime: z.string().optional(),
    latestOrderId: z.string().optional(),
    acknowledgementState: z.string().optional(),
    lineItems: z.array(lineItem.loose()).default([]),
  })
  .loose();

const dateOrNull = (s: string | undefined) => {
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
};

export interface PlayConfig {
  packageName?: string;
  serviceAccountJson?: string;
  apiBaseUrl?: string;
}

const notConfigured: PlayBilling = {
  configured: false,
  lookup: async () => ({ ok: false, error: subscriptionMessages.playNotConfigured }),
  acknowledge: async () => {},
};

export function createPlayBilling(
  config: PlayConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): PlayBilling {
  if (!config.packageName || !config.serviceAccountJson) return notConfigured;
  const account = serviceAccount.parse(JSON.parse(config.serviceAccountJson));
  const base = (config.apiBaseUrl ?? DEFAULT_PLAY_API_BASE_URL).replace(/\/+$/, '');
  const tokenUri = account.token_uri ?? DEFAULT_TOKEN_URI;
  const pkg = encodeURIComponent(config.packageName);
  let cached: { token: string; expiresAt: number } | null = null;

  const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

  /** OAuth 2.0 for service accounts: a signed JWT exchanged for an access token (cached until near expiry). */
  async function accessToken(): Promise<string> {
    const t = now().getTime();
    if (cached && cached.expiresAt - 60_000 > t) return cached.token;
    const iat = Math.floor(t / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = b64url(
      JSON.stringify({ iss: account.client_email, scope: SCOPE, aud: tokenUri, iat, exp: iat + 3600 }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
    const res = await fetchImpl(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${header}.${claims}.${b64url(signature)}`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Google sign-in for the service account failed: ${res.status}`);
    const body = z.object({ access_token: z.string(), expires_in: z.number() }).parse(await res.json());
    cached = { token: body.access_token, expiresAt: t + body.expires_in * 1000 };
    return body.access_token;
  }

  return {
    configured: true,

    async lookup(productId, purchaseToken) {
      let res: Response;
      try {
        res = await fetchImpl(
          `${base}/androidpublisher/v3/applications/${pkg}/purchases/subscriptionsv2/tokens/${encodeURIComponent(purchaseToken)}`,
          {
            headers: { authorization: `Bearer ${await accessToken()}` },
            signal: AbortSignal.timeout(10_000),
          },
        );
      } catch {
        return {
          ok: false,
          error: 'Google Play could not be reached to verify this purchase. Please try again.',
        };
      }
      if (res.status === 404 || res.status === 410 || res.status === 400) {
        return { ok: false, error: 'Google Play does not know this purchase token.' };
      }
      if (!res.ok) return { ok: false, error: `Verification failed with status: ${res.status}` };
      const parsed = subscriptionV2.safeParse(await res.json().catch(() => null));
      if (!parsed.success) return { ok: false, error: 'Google Play answered in an unexpected format.' };
      const item = parsed.data.lineItems.find((l) => l.productId === productId);
      if (!item) return { ok: false, error: 'This purchase is for a different product.' };
      return {
        ok: true,
        subscription: {
          productId,
          state: stateOf[parsed.data.subscriptionState ?? ''] ?? 'unknown',
          startTime: dateOrNull(parsed.data.startTime),
          expiryTime: dateOrNull(item.expiryTime),
          autoRenewing: item.autoRenewingPlan?.autoRenewEnabled ?? false,
          freeTrial: Boolean(item.offerPhase?.freeTrial),
          orderId: item.latestSuccessfulOrderId ?? parsed.data.latestOrderId ?? null,
          acknowledged: parsed.data.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
        },
      };
    },

    /** Play refunds purchases left unacknowledged for three days. */
    async acknowledge(productId, purchaseToken) {
      const res = await fetchImpl(
        `${base}/androidpublisher/v3/applications/${pkg}/purchases/subscriptions/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(purchaseToken)}:acknowledge`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!res.ok && res.status !== 400) throw new Error(`Google Play acknowledge failed: ${res.status}`);
    },
  };
}
