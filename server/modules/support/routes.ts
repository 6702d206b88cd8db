import { contactBody, contactResponse } from '@core/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SupportService } from './service';

export interface SupportRoutesOptions {
  support: SupportService;
  /** Contact form messages per minute from one address. */
  contactRateLimit: number;
}

/** POST /api/contact: the Contact Sales form. */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/contact',
    {
      schema: { body: contactBody, response: { 200: contactResponse } },
      config: { rateLimit: { max: opts.contactRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { ok, message } = await opts.support.contact(request.user ?? null, request.body);
      return { ok, message };
    },
  );
};
