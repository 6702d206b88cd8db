import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';

/** The seed every generated case comes from, so a failure reproduces exactly. */
export const FUZZ_SEED = 20_250_601;

/** Just under the 1 MiB body limit once quoted: the largest string a client can send. */
export const MEGA = 'A'.repeat(1_000_000);
/** A run of MEGA long enough to recognise if it was stored. */
export const MEGA_PROBE = 'A'.repeat(4096);

/** One request body the fuzz sends, and what the answer must respect. */
export interface FuzzCase {
  name: string;
  /** The raw body (already serialised) and its content type. */
  payload: string | Buffer;
  contentType?: string;
  /**
   * Undefined: the route's own schema decides whether this body is acceptable. `true`: it is broken
   * before any schema (bad JSON, wrong content type, too large) and must be refused.
   */
  mustRefuse?: boolean;
  /** The parsed body, for the route's schema to judge. */
  parsed?: unknown;
  /** Carries MEGA or a huge collection: if accepted, it must not be stored. */
  huge?: boolean;
  /** Carries forged privileged fields: if accepted, the answer must not reflect them. */
  forged?: boolean;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

const isZod = (s: unknown): s is z.ZodType => s instanceof z.ZodType;

/** The object schema under pipes/transforms and (first branch of) unions, for per-field checks. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = (
    schema as unknown as { _zod: { def: { type: string; in?: z.ZodType; options?: z.ZodType[] } } }
  )._zod.def;
  if (def.type === 'object') return (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  if (def.type === 'union' && def.options?.[0]) return objectShape(def.options[0]);
  return null;
}

function firstObjectSchema(js: JsonSchema): JsonSchema {
  if (js.type === 'object' || js.properties) return js;
  const branch = js.oneOf?.[0] ?? js.anyOf?.[0];
  return branch ? firstObjectSchema(branch) : js;
}

const typesOf = (js: JsonSchema): string[] => {
  if (js.anyOf || js.oneOf) return [...new Set((js.anyOf ?? js.oneOf)!.flatMap(typesOf))];
  if (js.const !== undefined) return [typeof js.const];
  if (js.enum) return [...new Set(js.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (!js.type) return ['any'];
  return [js.type].flat().map((t) => (t === 'integer' ? 'number' : t));
};

/** Plausible values for a field: the first its own schema accepts becomes the skeleton's value. */
function candidates(js: JsonSchema): unknown[] {
  if (js.const !== undefined) return [js.const];
  if (js.enum) return js.enum;
  const branch = js.anyOf ?? js.oneOf;
  if (branch) return branch.flatMap(candidates);
  const out: unknown[] = [];
  if (js.default !== undefined) out.push(js.default);
  switch ([js.type].flat()[0]) {
    case 'boolean':
      return [...out, true, false];
    case 'integer':
    case 'number': {
      const min = js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : 1);
      return [...out, Math.max(1, min), min, 100, 1000];
    }
    case 'string': {
      if (js.pattern) {
        try {
          out.push(...fc.sample(fc.stringMatching(new RegExp(js.pattern)), { seed: FUZZ_SEED, numRuns: 3 }));
        } catch {
          // patterns fast-check cannot invert fall through to the stock values
        }
      }
      const stock = [
        'Fuzz Value',
        'fuzz.person@example.com',
        '1HGCM82633A004352',
        'D1234567',
        'TX',
        '2030-01-01',
        '2030-01-01T10:00:00Z',
        randomUUID(),
        'Dallas, TX 75201',
      ];
      const sized = stock.filter(
        (s) => s.length >= (js.minLength ?? 0) && s.length <= (js.maxLength ?? Number.POSITIVE_INFINITY),
      );
      return [...out, ...sized, 'x'.repeat(Math.max(js.minLength ?? 1, 1))];
    }
    case 'array':
      return [...out, [], js.items ? [skeletonOf(js.items)] : []];
    case 'object':
      return [...out, js.properties ? skeletonOf(js) : {}];
    case 'null':
      return [null];
    default:
      return [...out, 'x'];
  }
}

function skeletonOf(js: JsonSchema, shape?: Record<string, z.ZodType> | null): unknown {
  const obj = firstObjectSchema(js);
  if (!obj.properties) return candidates(js)[0];
  const out: Record<string, unknown> = {};
  for (const key of obj.required ?? []) {
    const field = obj.properties[key]!;
    const options = candidates(field);
    const fieldSchema = shape?.[key];
    out[key] = fieldSchema
      ? (options.find((v) => fieldSchema.safeParse(v).success) ?? options[0])
      : options[0];
  }
  return out;
}

/**
 * Required fields alone may not satisfy the schema (e.g. "destination or destinationLocation"): add
 * optional fields, one at a time, until it does, so each case breaks exactly one thing.
 */
function completeSkeleton(schema: z.ZodType, js: JsonSchema, skeleton: unknown): unknown {
  if (schema.safeParse(skeleton).success || !skeleton || typeof skeleton !== 'object') return skeleton;
  const obj = firstObjectSchema(js);
  let current = skeleton as Record<string, unknown>;
  for (const [key, field] of Object.entries(obj.properties ?? {})) {
    if (key in current) continue;
    const fit = candidates(field).find((v) => schema.safeParse({ ...current, [key]: v }).success);
    if (fit !== undefined) return { ...current, [key]: fit };
    const step = candidates(field)[0];
    if (step !== undefined) current = { ...current, [key]: step };
  }
  return schema.safeParse(current).success ? current : skeleton;
}

/** Values of the wrong type for a field that accepts `types`. */
function wrongTypeValues(types: string[]): [string, unknown][] {
  if (types.includes('any')) return [];
  const all: [string, unknown][] = [
    ['null', null],
    ['boolean', true],
    ['number', 12345],
    ['string', 'fuzz'],
    ['array', []],
    ['object', {}],
  ];
  return all.filter(([t]) => !types.includes(t));
}

const stringValues: [string, unknown, boolean?][] = [
  ['an empty string', ''],
  ['a NUL byte', 'nul\u0000byte'],
  ['a lone surrogate', 'half\ud800'],
  ['SQL', "x'); drop table users; --"],
  ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['a path', '../../../../etc/passwd'],
  ['1 MB of text', MEGA, true],
  ['a line break', 'first line\r\nBcc: someone@example.com'],
  ['a control character', 'bell\u0007 and escape\u001b[31m'],
  ['a date at the end of time', '9999-12-31T23:59:59Z'],
  ['a date in the year 5000', '5000-01-01T00:00:00Z'],
  ['a date long past', '1900-01-01T00:00:00Z'],
];
const numberValues: [string, unknown][] = [
  ['-1', -1],
  ['0', 0],
  ['a fraction', 1.5],
  ['a tiny negative', -0.0001],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['beyond 2^53', 2 ** 53 + 2],
  ['2^31, past PostgreSQL integer', 2 ** 31],
  ['1e15', 1e15],
  ['an id no row has', 999],
  ['NaN as a string', 'NaN'],
  ['Infinity as a string', 'Infinity'],
];
/** Stand-in replaced in the JSON text by a literal JSON.parse turns into Infinity. */
const RAW_INFINITY = '__raw_1e999__';

const forgedFields = (ids: { otherUserId: string }) => ({
  id: randomUUID(),
  userId: ids.otherUserId,
  clientId: ids.otherUserId,
  driverId: ids.otherUserId,
  ownerId: ids.otherUserId,
  isAdmin: true,
  role: 'admin',
  priceCents: 1,
  price: 0.01,
  amountCents: 1,
  status: 'completed',
  paymentStatus: 'paid',
  verificationStatus: 'approved',
});

function setPath(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function jsonCase(name: string, body: unknown, extra: Partial<FuzzCase> = {}): FuzzCase {
  const text = JSON.stringify(body).replaceAll(`"${RAW_INFINITY}"`, '1e999');
  return {
    name,
    payload: text,
    contentType: 'application/json',
    parsed: JSON.parse(text),
    ...extra,
  };
}

/** Every field of the schema with a path, its JSON schema and whether it is required. */
function fieldsOf(
  js: JsonSchema,
  path: string[] = [],
): { path: string[]; js: JsonSchema; required: boolean }[] {
  const obj = firstObjectSchema(js);
  if (!obj.properties) return [];
  return Object.entries(obj.properties).flatMap(([key, field]) => {
    const here = { path: [...path, key], js: field, required: (obj.required ?? []).includes(key) };
    const nested = firstObjectSchema(field).properties && here.required ? fieldsOf(field, here.path) : [];
    return [here, ...nested];
  });
}

/** Cases every writing route gets, whatever its body: broken transport and odd top-level values. */
export function transportCases(): FuzzCase[] {
  return [
    { name: 'truncated JSON', payload: '{"a":', contentType: 'application/json', mustRefuse: true },
    {
      name: 'JSON with a trailing comma',
      payload: '{"a":1,}',
      contentType: 'application/json',
      mustRefuse: true,
    },
    { name: 'a bare NaN', payload: 'NaN', contentType: 'application/json', mustRefuse: true },
    { name: 'an empty JSON body', payload: '', contentType: 'application/json', mustRefuse: true },
    {
      name: 'a __proto__ key',
      payload: '{"__proto__":{"isAdmin":true}}',
      contentType: 'application/json',
      mustRefuse: true,
    },
    {
      name: 'a constructor.prototype key',
      payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
      contentType: 'application/json',
      mustRefuse: true,
    },
    {
      name: 'a body over the 1 MiB limit',
      payload: JSON.stringify({ pad: 'A'.repeat(1_100_000) }),
      contentType: 'application/json',
      mustRefuse: true,
    },
    { name: 'XML', payload: '<a>1</a>', contentType: 'application/xml', mustRefuse: true },
    { name: 'an unknown content type', payload: 'x', contentType: 'application/x-fuzz', mustRefuse: true },
    { name: 'JSON in UTF-16 clothing', payload: '{}', contentType: 'application/json; charset=utf-16' },
    {
      name: 'a form-encoded body',
      payload: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
      mustRefuse: true,
    },
    { name: 'plain text', payload: 'hello', contentType: 'text/plain', parsed: 'hello' },
    { name: 'a JSON array', payload: '[]', contentType: 'application/json', parsed: [] },
    { name: 'a JSON string', payload: '"x"', contentType: 'application/json', parsed: 'x' },
    { name: 'a JSON number', payload: '1', contentType: 'application/json', parsed: 1 },
    { name: 'JSON null', payload: 'null', contentType: 'application/json', parsed: null },
    { name: 'an empty object', payload: '{}', contentType: 'application/json', parsed: {} },
  ];
}

export interface BodyFuzz {
  skeleton: unknown;
  cases: FuzzCase[];
}

/** Cases derived from a route's body schema: every field missing, mistyped, empty, huge, odd. */
export function schemaCases(
  bodySchema: unknown,
  ids: { otherUserId: string },
  /** A known good body (the access matrix's), used as the skeleton when the schema accepts it. */
  example?: unknown,
): BodyFuzz | null {
  if (!isZod(bodySchema)) return null;
  const js = z.toJSONSchema(bodySchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const skeleton =
    example !== undefined && bodySchema.safeParse(example).success
      ? example
      : completeSkeleton(bodySchema, js, skeletonOf(js, objectShape(bodySchema)));
  const cases: FuzzCase[] = [jsonCase('the skeleton body', skeleton)];
  for (const field of fieldsOf(js)) {
    const name = field.path.join('.');
    const types = typesOf(field.js);
    if (field.required) cases.push(jsonCase(`${name} missing`, setPath(skeleton, field.path, undefined)));
    for (const [t, v] of wrongTypeValues(types))
      cases.push(jsonCase(`${name} as ${t}`, setPath(skeleton, field.path, v)));
    if (types.includes('string') || types.includes('any')) {
      for (const [label, v, huge] of stringValues)
        cases.push(
          jsonCase(`${name} as ${label}`, setPath(skeleton, field.path, v), { huge: Boolean(huge) }),
        );
    }
    if (types.includes('number') || types.includes('any')) {
      for (const [label, v] of numberValues)
        cases.push(jsonCase(`${name} as ${label}`, setPath(skeleton, field.path, v)));
      cases.push(jsonCase(`${name} as Infinity (1e999)`, setPath(skeleton, field.path, RAW_INFINITY)));
    }
    if (types.includes('array') || types.includes('object') || types.includes('any')) {
      const many = types.includes('array')
        ? Array.from({ length: 10_000 }, () => 1)
        : Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'ok']));
      cases.push(
        jsonCase(`${name} as a huge collection`, setPath(skeleton, field.path, many), { huge: true }),
      );
    }
  }
  cases.push(
    jsonCase('forged privileged fields', { ...(skeleton as object), ...forgedFields(ids) }, { forged: true }),
  );
  return { skeleton, cases };
}

/** Random bodies near the skeleton (fast-check, fixed seed): each field kept, dropped or replaced. */
export function randomCases(skeleton: unknown, runs: number, seed = FUZZ_SEED): FuzzCase[] {
  const keys = skeleton && typeof skeleton === 'object' ? Object.keys(skeleton) : [];
  const arb =
    keys.length === 0
      ? fc.jsonValue()
      : fc.record(
          Object.fromEntries(
            keys.map((k) => [
              k,
              fc.oneof(fc.constant((skeleton as Record<string, unknown>)[k]), fc.jsonValue()),
            ]),
          ),
          { requiredKeys: [] },
        );
  return fc
    .sample(
      fc.tuple(
        arb,
        fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
      ),
      {
        seed,
        numRuns: runs,
      },
    )
    .map(([body, extra], i) =>
      jsonCase(`random body #${i + 1}`, keys.length ? { ...extra, ...(body as object) } : body),
    );
}

/** Whether the route's body schema accepts this body (what Fastify's validator will decide). */
export function schemaAccepts(bodySchema: unknown, parsed: unknown): boolean {
  return isZod(bodySchema) && bodySchema.safeParse(parsed).success;
}
