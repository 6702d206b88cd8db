import { createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth token endpoint and the Play Developer API (subscriptionsv2 and
 * acknowledge), for API and end-to-end tests. It checks the service account's signed JWT with the
 * public key, so a wrongly signed request fails as it would at Google.
 */

export interface StubSubscription {
  productId: string;
  state:
    | 'SUBSCRIPTION_STATE_ACTIVE'
    | 'SUBSCRIPTION_STATE_CANCELED'
    | 'SUBSCRIPTION_STATE_EXPIRED'
    | 'SUBSCRIPTION_STATE_IN_GRACE_PERIOD'
    | 'SUBSCRIPTION_STATE_ON_HOLD'
    | 'SUBSCRIPTION_STATE_PENDING';
  expiryTime: string;
  startTime?: string;
  autoRenew?: boolean;
  freeTrial?: boolean;
  orderId?: string;
}

export interface PlayStub {
  url: string;
  packageName: string;
  serviceAccountJson: string;
  tokens: Map<string, StubSubscription>;
  acknowledged: Set<string>;
  requests: string[];
  close(): Promise<void>;
}

export function makeServiceAccount(tokenUri: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    json: JSON.stringify({
      type: 'service_account',
      client_email: 'pathway-billing@pathway-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: tokenUri,
    }),
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

export async function startPlayStub(
  opts: { port?: number; packageName?: string; serviceAccountJson?: string; publicKey?: string } = {},
): Promise<PlayStub> {
  const packageName = opts.packageName ?? 'com.pathway.app';
  const tokens = new Map<string, StubSubscription>();
  const acknowledged = new Set<string>();
  const requests: string[] = [];
  const accessToken = 'stub-access-token';
  let publicKey = opts.publicKey;
  let serviceAccountJson = opts.serviceAccountJson ?? '';

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };

    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const [h, c, s] = (form.get('assertion') ?? '').split('.');
      const ok =
        h && c && s && publicKey
          ? createVerify('RSA-SHA256').update(`${h}.${c}`).verify(publicKey, Buffer.from(s, 'base64url'))
          : false;
      const claims = ok ? JSON.parse(Buffer.from(c!, 'base64url').toString()) : null;
      if (!ok || !String(claims.scope).includes('androidpublisher'))
        return send(401, { error: 'invalid_grant' });
      return send(200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' });
    }

    if (req.headers.authorization !== `Bearer ${accessToken}`) return send(401, { error: { code: 401 } });
    const base = `/androidpublisher/v3/applications/${packageName}/purchases`;
    const v2 = new RegExp(`^${base}/subscriptionsv2/tokens/([^/]+)$`).exec(url.pathname);
    if (req.method === 'GET' && v2) {
      const token = decodeURIComponent(v2[1]!);
      const sub = tokens.get(token);
      if (!sub) return send(404, { error: { code: 404, message: 'The purchase token was not found.' } });
      return send(200, {
        kind: 'androidpublisher#subscriptionPurchaseV2',
        startTime: sub.startTime ?? new Date().toISOString(),
        subscriptionState: sub.state,
        latestOrderId: sub.orderId ?? `GPA.${token.slice(0, 8)}`,
        acknowledgementState: acknowledged.has(token)
          ? 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED'
          : 'ACKNOWLEDGEMENT_STATE_PENDING',
        lineItems: [
          {
            productId: sub.productId,
            expiryTime: sub.expiryTime,
            autoRenewingPlan: {
              autoRenewEnabled: sub.autoRenew ?? sub.state === 'SUBSCRIPTION_STATE_ACTIVE',
            },
            latestSuccessfulOrderId: sub.orderId ?? `GPA.${token.slice(0, 8)}`,
            ...(sub.freeTrial ? { offerPhase: { freeTrial: {} } } : { offerPhase: { basePrice: {} } }),
          },
        ],
      });
    }
    const ack = new RegExp(`^${base}/subscriptions/([^/]+)/tokens/([^/:]+):acknowledge$`).exec(url.pathname);
    if (req.method === 'POST' && ack) {
      const token = decodeURIComponent(ack[2]!);
      if (!tokens.has(token)) return send(404, { error: { code: 404 } });
      acknowledged.add(token);
      return send(200, {});
    }
    return send(404, { error: { code: 404, message: `no stub for ${req.method} ${url.pathname}` } });
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!serviceAccountJson) {
    const account = makeServiceAccount(`${url}/token`);
    serviceAccountJson = account.json;
    publicKey = account.publicKey;
  }
  return {
    url,
    packageName,
    serviceAccountJson,
    tokens,
    acknowledged,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
