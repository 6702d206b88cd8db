import { timingSafeEqual } from 'node:crypto';
import { idParams } from '@core/contracts/common';
import {
  autoRenewBody,
  confirmSubscriptionBody,
  createSubscriptionBody,
  createSubscriptionResponse,
  planIdParams,
  plansResponse,
  planUpdateBody,
  playPushBody,
  playPushQuery,
  subscriptionInvoiceList,
  subscriptionPlan,
  userSubscriptionResponse,
  verifyGooglePlayBody,
  verifyGooglePlayRefusal,
  verifyGooglePlayResponse,
  verifyPurchaseBody,
  verifyPurchaseRefusal,
  verifyPurchaseResponse,
} from '@core/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { SubscriptionsService } from './service';

export interface SubscriptionsRoutesOptions {
  subscriptions: SubscriptionsService;
  /** The shared secret Google's Pub/Sub push subscription sends (?token=); unset disables the endpoint. */
  playNotificationToken: string | undefined;
  /** Contact form submissions per minute per address. */
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (app, opts) => {
  const { subscriptions } = opts;

  app.get(
    '/api/subscriptions/plans',
    { schema: { response: { 200: plansResponse } } },
    async (request, reply) => {
      // The order depends on the viewer's role, so only the browser may keep it (5 minutes).
      reply.header('cache-control', 'private, max-age=300');
      return subscriptions.plans(request.user ?? null);
    },
  );

  // A signed-out visitor simply has no subscription (the frame's badge reads this on every page).
  app.get(
    '/api/subscriptions/user-subscription',
    { schema: { response: { 200: userSubscriptionResponse } } },
    async (request) =>
      request.user
        ? subscriptions.status(request.user)
        : { hasActiveSubscription: false, plan: null, expiresAt: null, subscription: null },
  );

  app.post(
    '/api/subscriptions',
    { schema: { body: createSubscriptionBody, response: { 201: createSubscriptionResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await subscriptions.subscribe(requireUser(request), request.body.planId, request.body)),
  );

  app.post(
    '/api/subscriptions/:id/confirm',
    {
      schema: {
        params: idParams,
        body: confirmSubscriptionBody,
        response: { 200: userSubscriptionResponse },
      },
    },
    async (request) =>
      subscriptions.confirm(requireUser(request), request.params.id, request.body.clientSecret),
  );

  app.post(
    '/api/subscriptions/auto-renew',
    { schema: { body: autoRenewBody, response: { 200: userSubscriptionResponse } } },
    async (request) => subscriptions.setAutoRenew(requireUser(request), request.body.autoRenew),
  );

  app.get(
    '/api/subscriptions/invoices',
    { schema: { response: { 200: subscriptionInvoiceList } } },
    async (request) => subscriptions.invoices(requireUser(request)),
  );

  const verifyCodes = { 200: verifyPurchaseResponse, '4xx': verifyPurchaseRefusal };
  app.post(
    '/api/subscriptions/verify-purchase',
    { schema: { body: verifyPurchaseBody, response: verifyCodes } },
    async (request, reply) => {
      const result = await subscriptions.verifyPurchase(requireUser(request), request.body);
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    '/api/subscriptions/verify-google-play',
    {
      schema: {
        body: verifyGooglePlayBody,
        response: { 200: verifyGooglePlayResponse, '4xx': verifyGooglePlayRefusal },
      },
    },
    async (request, reply) => {
      const result = await subscriptions.verifyGooglePlay(requireUser(request), request.body);
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    '/api/subscriptions/google-play/notifications',
    { schema: { querystring: playPushQuery, body: playPushBody } },
    async (request) => {
      if (!opts.playNotificationToken || !sameSecret(request.query.token, opts.playNotificationToken)) {
        throw unauthorized('Unknown notification sender.');
      }
      return subscriptions.handlePlayPush(request.body.message.data);
    },
  );

  app.get(
    '/api/admin/subscription-plans',
    { schema: { response: { 200: plansResponse } } },
    async (request) => {
      requireAdmin(request);
      return subscriptions.allPlans();
    },
  );

  app.patch(
    '/api/admin/subscription-plans/:id',
    {
      schema: {
        params: planIdParams,
        body: planUpdateBody,
        response: { 200: subscriptionPlan },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { features, ...rest } = request.body;
      return subscriptions.updatePlan(actor, request.params.id, {
        ...rest,
        ...(features ? { features } : {}),
      });
    },
  );
};
