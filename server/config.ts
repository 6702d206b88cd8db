import path from 'node:path';
import { hosCycles } from '@core/hos';
import { DEFAULT_INSTANT_FEE } from '@core/payouts';
import { isTimeZone } from '@core/zones';
import { z } from 'zod';
import { serviceAccountProblem } from './adapters/google-play';

const boolFromEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app the server serves (relative to the repository); `npm start` builds it there. */
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  SEED_DEMO: boolFromEnv.optional(),
  /** Behind a load balancer: trust its X-Forwarded-* headers (client address for rate limits). */
  TRUST_PROXY: boolFromEnv.default(false),
  /** Sign-in, sign-up and card attempts per minute from one client address. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1, 'must be at least 1').default(20),
  /** Requests per minute per API key on /api/v1 (counted in the database, shared by all processes). */
  API_V1_RATE_LIMIT: z.coerce.number().int().min(1, 'must be at least 1').default(600),
  /** How long confirming who one is again (step-up) lets money and power through. */
  STEP_UP_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** Refunds and claim decisions above this many cents ask the operator to confirm it's them (step-up). */
  STEP_UP_AMOUNT_CENTS: z.coerce.number().int().min(0).default(50_000),
  ASSISTANT_RATE_LIMIT: z.coerce.number().int().min(1, 'must be at least 1').default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long a process may answer from a session it looked up (a burst of requests, a list's refetch);
   * an ended or changed session is forgotten at once everywhere through the live bus (ADR 003).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  /**
   * On SIGTERM, how long a process keeps serving while /api/health answers 503, so a load balancer
   * stops sending it requests before it stops listening (a little over the balancer's check interval).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Then, how long requests in flight may take to finish before the process stops anyway. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Connections each server process keeps to PostgreSQL. */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** How long a request waits for a free database connection before it is answered 503 with Retry-After. */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** The longest statement PostgreSQL runs for the app. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** A transaction left idle this long is ended by PostgreSQL (its locks and connection freed). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SUPPORT_PHONE: z.string().min(3).default('(555) 010-0100'),
  SUPPORT_EMAIL: z.email().default('support@pathway.example'),
  /** The seller on every invoice and credit note: the platform's legal name, address and tax id (EIN). */
  SELLER_LEGAL_NAME: z.string().trim().min(2).max(120).default('Pathway Recovery, Inc. (demo)'),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(10, 'must be a postal address on one line')
    .max(200)
    .default('100 Demo Street, Suite 1, Austin, TX 78701'),
  SELLER_TAX_ID: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{7}$/, 'must be an EIN such as 12-3456789')
    .default('00-0000000'),
  /**
   * The platform's certificate of insurance (GET /api/company/certificate-of-insurance.pdf). Without
   * INSURANCE_INSURER the certificate says it is a demonstration, not evidence of insurance.
   */
  INSURANCE_INSURER: z.string().trim().min(2).max(120).optional(),
  INSURANCE_CARGO_POLICY: z.string().trim().min(2).max(60).default('DEMO-CARGO-0000'),
  INSURANCE_LIABILITY_POLICY: z.string().trim().min(2).max(60).default('DEMO-AL-0000'),
  INSURANCE_CARGO_LIMIT_USD: z.coerce.number().int().min(0).max(100_000_000).default(250_000),
  INSURANCE_LIABILITY_LIMIT_USD: z.coerce.number().int().min(0).max(100_000_000).default(1_000_000),
  INSURANCE_PERIOD_START: z.iso.date().optional(),
  INSURANCE_PERIOD_END: z.iso.date().optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** The Connect endpoint's secret (driver payouts' account and payout events). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** The instant payout fee operators charge drivers: basis points of the amount, and a floor in cents. */
  INSTANT_PAYOUT_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(DEFAULT_INSTANT_FEE.bps),
  INSTANT_PAYOUT_FEE_MIN_CENTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(DEFAULT_INSTANT_FEE.minimumCents),
  // A swapped payout bank waits this long before money leaves for it, so a driver can say it was not them.
  PAYOUT_BANK_HOLD_HOURS: z.coerce.number().int().min(0).max(720).default(72),
  // Outside services (product/foundations §7): SMTP_URL is the mail port, TWILIO_* the SMS port, GOOGLE_PLAY_* the Play
  // billing port, LLM_* the assistant's language model; unset, each falls back to its offline default.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  GOOGLE_PLAY_PACKAGE_NAME: z.string().min(1).optional(),
  GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: z
    .string()
    .min(1)
    .superRefine((v, ctx) => {
      const problem = serviceAccountProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /** The Google Play Developer API's address (a local stub in tests). */
  GOOGLE_PLAY_API_BASE_URL: optionalUrl,
  /** Shared secret in the Pub/Sub push endpoint's URL (?token=) for real-time developer notifications. */
  GOOGLE_PLAY_RTDN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM_NUMBER: z.string().min(1).optional(),
  /**
   * Web Push's VAPID keys (base64url, as `npx web-push generate-vapid-keys` prints them) and the contact
   * push services may write to; unset, a key pair is made once per DATA_DIR and kept there.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (87 characters, starting with B)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  GEOCODER_URL: optionalUrl,
  ROUTER_URL: optionalUrl,
  /** The fuel-price port: EIA's weekly retail diesel price; unset, operators keep the price (offline). */
  EIA_API_KEY: z.string().min(1).optional(),
  /** The EIA duoarea of that price: NUS (U.S.), R10, R20, R30, R40, R50. */
  EIA_REGION: z.enum(['NUS', 'R10', 'R20', 'R30', 'R40', 'R50']).default('NUS'),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The operators' (home terminal's) time zone: notice times, daily summaries, hours in messages. */
  OPERATOR_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')
    .default('America/Chicago'),
  /** The carrier's hours-of-service cycle: 60 hours in 7 days or 70 hours in 8 days. */
  HOS_CYCLE: z.enum(hosCycles, { error: 'must be 60/7 or 70/8' }).default('70/8'),
  /** Dispatch: how many drivers each wave offers a paid job to, in order, before the open list. */
  DISPATCH_WAVE_SIZES: z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'must be whole numbers separated by commas, such as 3,10')
    .default('3,10'),
  /** Dispatch: how many minutes each wave's offers stand. */
  DISPATCH_WAVE_MINUTES: z.coerce.number().int().min(1).max(120).default(4),
  /** Dispatch: a pickup this close to where a driver's delivery ends is offered to them first. */
  NEXT_LOAD_RADIUS_MILES: z.coerce.number().int().min(5).max(500).default(100),
  /** Webhooks may go to http and private or loopback addresses (tests and local development only). */
  WEBHOOKS_ALLOW_PRIVATE: boolFromEnv.default(false),
  /** Encrypts webhook signing secrets at rest; SESSION_SECRET when unset. Changing it voids them. */
  WEBHOOKS_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** One delivery attempt's limit (connection and answer). */
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The first retry's wait; each next one doubles, up to 6 hours, for 3 days. */
  WEBHOOKS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  /** Position events: at most one per move every this many minutes. */
  WEBHOOKS_POSITION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How often each process looks for due deliveries (0: only the minute task). */
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SEED_DEMO' | 'DATA_DIR'> {
  DATA_DIR: string;
  SEED_DEMO: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names the variable. */
/** What invoices and credit notes are issued with: the seller they name and the zone they are dated in. */
export const invoicingOf = (
  config: Pick<Config, 'SELLER_LEGAL_NAME' | 'SELLER_ADDRESS' | 'SELLER_TAX_ID' | 'OPERATOR_TIME_ZONE'>,
) => ({
  seller: {
    legalName: config.SELLER_LEGAL_NAME,
    address: config.SELLER_ADDRESS,
    taxId: config.SELLER_TAX_ID,
  },
  timeZone: config.OPERATOR_TIME_ZONE,
});

/** The certificate of insurance's contents (a demonstration one until an insurer is configured). */
export const insuranceOf = (config: Config) => ({
  insurer: config.INSURANCE_INSURER ?? 'No insurer configured (demo)',
  cargoPolicy: config.INSURANCE_CARGO_POLICY,
  liabilityPolicy: config.INSURANCE_LIABILITY_POLICY,
  cargoLimitCents: config.INSURANCE_CARGO_LIMIT_USD * 100,
  liabilityLimitCents: config.INSURANCE_LIABILITY_LIMIT_USD * 100,
  periodStart: config.INSURANCE_PERIOD_START ?? null,
  periodEnd: config.INSURANCE_PERIOD_END ?? null,
  demo: !config.INSURANCE_INSURER,
});

/** The app's public origin, without a trailing slash. */
export const publicUrlOf = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** What Twilio's voice webhook is checked with, when the phone port is Twilio. */
export const twilioWebhookOf = (config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'TWILIO_AUTH_TOKEN'>) =>
  config.TWILIO_AUTH_TOKEN ? { authToken: config.TWILIO_AUTH_TOKEN, publicUrl: publicUrlOf(config) } : null;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" so that `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY: set both or neither',
    );
  }
  if (Boolean(e.GOOGLE_PLAY_PACKAGE_NAME) !== Boolean(e.GOOGLE_PLAY_SERVICE_ACCOUNT_JSON)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_PLAY_PACKAGE_NAME / GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: set both or neither',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  return {
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    SEED_DEMO: e.SEED_DEMO ?? !isProduction,
    isProduction,
  };
}
