import { v1Error } from '@core/contracts/api-v1';
import { webhookEventBody } from '@core/contracts/webhooks';
import { webhookEventLabels, webhookEventTypes } from '@core/webhooks';
import type { RouteOptions } from 'fastify';
import { type ZodType, z } from 'zod';

/** A route of /api/v1 as registered (its zod schemas are the ones requests are validated with). */
export interface V1Route {
  method: string;
  path: string;
  schema?: {
    summary?: string;
    tags?: string[];
    body?: ZodType;
    querystring?: ZodType;
    params?: ZodType;
    response?: Record<number, ZodType>;
  };
  config?: { v1?: { scope?: 'read' | 'write'; public?: boolean; pdf?: boolean } };
}

export function v1RouteOf(route: RouteOptions, prefix: string): V1Route[] {
  return [route.method].flat().flatMap((method) =>
    method === 'HEAD'
      ? []
      : [
          {
            method,
            path: route.url.startsWith(prefix) ? route.url : `${prefix}${route.url}`,
            schema: route.schema as V1Route['schema'],
            config: route.config as V1Route['config'],
          },
        ],
  );
}

type Json = Record<string, unknown>;

/**
 * zod → JSON Schema (2020-12, the dialect of OpenAPI 3.1): schemas named with `.meta({ id })` go to
 * components (`#/components/schemas/<id>`), the rest inline.
 */
function schemaOf(schema: ZodType, io: 'input' | 'output', components: Json): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
  const { $schema: _dialect, $defs, ...rest } = JSON.parse(text) as Json & { $defs?: Json };
  Object.assign(components, $defs ?? {});
  const id = (schema.meta() as { id?: string } | undefined)?.id;
  if (!id || rest.$ref) return rest; // zod names a schema with an id by a $ref to its $defs already
  const { id: _id, ...named } = rest;
  components[id] = named;
  return { $ref: `#/components/schemas/${id}` };
}

function parametersOf(schema: ZodType | undefined, where: 'path' | 'query', components: Json): Json[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input', components) as { properties?: Json; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The request is not valid (`validation_error` with `fields`, `invalid_cursor`…)',
  '401': 'No API key, or a key that is unknown or revoked (`missing_api_key`, `invalid_api_key`)',
  '403': 'The key may not do this (`insufficient_scope`, `company_role`)',
  '404': 'No such object for this key: another company’s objects and the other mode’s are not found',
  '429': 'Too many requests with this key (`rate_limited`; see Retry-After)',
};

export const V1_DESCRIPTION = `Move trucks from your own systems: price moves, order them, follow their jobs and download their documents and invoices.

## Authentication
Send a key of your company as \`Authorization: Bearer pw_live_…\`. Owners create keys on the company's API keys page: a **read** key sees moves, tracking, documents and invoices; a **write** key also orders and cancels. Session cookies are not accepted here.

## Test and live
A **test** key (\`pw_test_…\`) orders test moves: they are never dispatched to drivers, and only test keys see them; a **live** key never sees them.

## Webhooks
A company's owners register endpoints on the company's Webhooks page and choose the events below. Each event is POSTed signed \`Pathway-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>\`, in order per job, and retried with back-off for 3 days until it is answered 2xx. The same event may arrive twice: keep the ids you handled.

## Idempotency
Every POST accepts an \`Idempotency-Key\` header (1–255 printable characters). The first request with a key is done once; a repeat with the same body gets the first answer (status and body, with \`Idempotent-Replayed: true\`), also while the first is still running; a repeat with another body is refused with 422 \`idempotency_key_reused\`. Keys are kept for 24 hours.

## Errors
Every error has one shape: \`{ "error": { "type", "code", "message", "fields"? } }\`; \`code\` is stable for programs, \`message\` is for people.

## Pagination
Lists are newest first; pass the answer's \`nextCursor\` as \`cursor\` for the next page (\`limit\` up to 100); \`nextCursor\` is null on the last page.

## Rate limits
Each key has its own budget per minute (\`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\`); past it, 429 with \`Retry-After\`.`;

/** The OpenAPI 3.1 document of /api/v1, from the routes' own zod contracts. */
/** Every event an endpoint may subscribe to, as OpenAPI 3.1 webhooks (the body core/contracts/webhooks.ts). */
function webhooksOf(components: Json): Json {
  const body = schemaOf(webhookEventBody, 'output', components);
  const items = webhookEventTypes.map((type) => [
    type,
    {
      post: {
        summary: webhookEventLabels[type],
        requestBody: { required: true, content: { 'application/json': { schema: body } } },
        responses: { '200': { description: 'Any 2xx acknowledges the event; anything else is retried.' } },
      },
    },
  ]);
  return Object.fromEntries(items);
}

export function openApiDocument(routes: V1Route[], opts: { serverUrl: string }): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  const errorRef = schemaOf(v1Error, 'output', components);
  for (const route of routes) {
    if (route.config?.v1?.public) continue;
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const s = route.schema ?? {};
    const responses: Json = {};
    if (route.config?.v1?.pdf)
      responses['200'] = {
        description: 'A PDF document',
        content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
      };
    for (const [status, schema] of Object.entries(s.response ?? {}))
      responses[status] = {
        description: status === '201' ? 'Created' : 'OK',
        content: { 'application/json': { schema: schemaOf(schema, 'output', components) } },
      };
    const errors = { ...ERROR_RESPONSES };
    if (route.method === 'POST') {
      errors['409'] =
        'A request with this Idempotency-Key is still running, or the object’s state refuses it';
      errors['422'] = 'This Idempotency-Key was used with another body (`idempotency_key_reused`)';
    }
    for (const [status, description] of Object.entries(errors))
      responses[status] = { description, content: { 'application/json': { schema: errorRef } } };
    const parameters = [
      ...parametersOf(s.params, 'path', components),
      ...parametersOf(s.querystring, 'query', components),
      ...(route.method === 'POST'
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'Makes a retry safe: the same key and body return the first answer.',
              schema: { type: 'string', minLength: 1, maxLength: 255 },
            },
          ]
        : []),
    ];
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: `${route.method.toLowerCase()}${path.replace(/\/api\/v1|[{}]/g, '').replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase())}`,
        summary: s.summary,
        tags: s.tags,
        ...(route.config?.v1?.scope === 'write' ? { description: 'Needs a key with the write scope.' } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(s.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: schemaOf(s.body, 'input', components) } },
              },
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Pathway API', version: '1', description: V1_DESCRIPTION },
    servers: [{ url: opts.serverUrl }],
    security: [{ bearerAuth: [] }],
    tags: ['Quotes', 'Orders', 'Jobs', 'Tracking', 'Documents', 'Invoices'].map((name) => ({ name })),
    paths,
    webhooks: webhooksOf(components),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'A company API key: pw_live_… or pw_test_…',
        },
      },
      schemas: components,
    },
  };
}
