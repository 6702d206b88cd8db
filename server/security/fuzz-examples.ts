import { type Cast, objectBuilders, type SignedInActor } from './fixtures';
import type { RouteKey } from './routes';

/**
 * Starting bodies for writing routes whose path names nothing (so they have no access-matrix case):
 * a request that succeeds for the route's main actor, built through the API. The fuzz varies each field
 * of it, so its bodies reach the handler's rules instead of stopping at "document not found".
 * A route with a matrix case takes its body from there; a route left out here starts from its schema.
 */
export const FUZZ_EXAMPLES: Partial<
  Record<RouteKey, { actor: SignedInActor; body: (cast: Cast) => Promise<Record<string, unknown>> }>
> = {
  'POST /api/orders': {
    actor: 'owner',
    body: async () => ({
      moves: [
        { vehicleType: 'bobtail', pickupLocation: 'Dallas, TX 75201', destination: 'Detroit, MI 48217' },
      ],
      poNumber: 'PO-1',
      idempotencyKey: 'fuzz-order-key',
    }),
  },
  'POST /api/orders/preview': {
    actor: 'owner',
    body: async () => ({
      csv: 'VIN,Vehicle type,Pickup address,Destination address\n,bobtail,"Dallas, TX 75201","Detroit, MI 48217"\n',
    }),
  },
  'POST /api/documents/one-click-share': {
    actor: 'owner',
    body: async (cast) => ({ documentId: (await objectBuilders.document(cast)).id, shareType: 'standard' }),
  },
  'POST /api/documents/generate-share-link': {
    actor: 'owner',
    body: async (cast) => {
      await objectBuilders.document(cast);
      return { documentType: 'insurance', expiresIn: '24h' };
    },
  },
  'POST /api/documents/share-via-email': {
    actor: 'owner',
    body: async (cast) => ({
      documentId: (await objectBuilders.document(cast)).id,
      email: 'fleet.partner@example.com',
    }),
  },
  // A browser's PushSubscription.toJSON(); the endpoint is never posted to in the fuzz.
  'POST /api/push/subscriptions': {
    actor: 'owner',
    body: async () => ({
      endpoint: 'http://127.0.0.1:9/push/fuzz',
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
  },
  'POST /api/pathway/jobs': {
    actor: 'owner',
    body: async () => ({
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      deliveryLocation: 'Houston, TX 77002',
      isWorking: true,
    }),
  },
  'POST /api/pathway/communicate/receive-call': {
    actor: 'admin',
    body: async () => ({ callerType: 'driver', phoneNumber: '+15550107777' }),
  },
  // An existing account made an operator (a new one would hash a password per accepted body).
  'POST /api/admin/operators': {
    actor: 'admin',
    body: async (cast) => ({ email: cast.users.otherClient.email }),
  },
  'POST /api/claims': {
    actor: 'owner',
    body: async (cast) => ({
      jobId: (await objectBuilders.deliveredJob(cast)).id,
      kind: 'damage',
      amountCents: 20_000,
      description: 'A new dent on the rear door',
    }),
  },
  // The assigned driver is taking work, so their phone's position is kept.
  'POST /api/driver/position': {
    actor: 'assignedDriver',
    body: async () => ({ lat: 32.7767, lng: -96.797, accuracy: 25 }),
  },
  'POST /api/time-clock/events': {
    actor: 'assignedDriver',
    body: async () => ({ eventType: 'clock_in', locationLat: 32.7767, locationLng: -96.797, notes: 'Yard' }),
  },
  'POST /api/scheduling': {
    actor: 'owner',
    body: async () => {
      const slot = (hours: number) => {
        const d = new Date(Date.now() + hours * 3_600_000);
        d.setUTCMinutes(0, 0, 0);
        return d.toISOString();
      };
      return {
        serviceTypeId: 1,
        pickupDateTime: slot(26),
        deliveryDateTime: slot(36),
        notes: 'Gate code 4411',
        pickupLocation: 'Dallas, TX 75201',
        destination: 'Houston, TX 77002',
        isWorking: true,
      };
    },
  },
  'POST /api/subscriptions': {
    actor: 'owner',
    body: async (cast) => {
      const plans = await cast.ctx.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
      const plan = (plans.json() as { id: number; audience: string }[]).find((p) => p.audience === 'client')!;
      return { planId: plan.id };
    },
  },
  'POST /api/subscriptions/auto-renew': {
    actor: 'owner',
    body: async (cast) => {
      const sub = await objectBuilders.subscription(cast);
      const res = await cast.ctx.app.inject({
        method: 'POST',
        url: `/api/subscriptions/${sub.id}/confirm`,
        headers: cast.headers('owner'),
        payload: { clientSecret: sub.related.clientSecret },
      });
      if (res.statusCode !== 200) throw new Error(`fixture: confirm ${res.statusCode}: ${res.body}`);
      return { autoRenew: false };
    },
  },
  'POST /api/contact': {
    actor: 'owner',
    body: async () => ({
      name: 'Ann Fleet',
      email: 'ann.fleet@example.com',
      company: 'Fleet Co',
      topic: 'sales',
      message: 'We move about 40 trucks a month between Dallas and Houston.',
    }),
  },
};
