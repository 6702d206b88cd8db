import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame and cross-origin policies) on every answer.
 * The middleware is built once, here: @fastify/helmet built it again on every request, parsing the CSP
 * directives each time (about 2% of an open-jobs request's CPU).
 */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
});
