import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { PLAN_NAMES, type BillingInterval, type PlanKey } from '../domain/plans';

const optionalUrl = (name: string) =>
  z
    .string()
    .url(`${name} must be a URL`)
    .optional()
    .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  APP_URL: optionalUrl('APP_URL'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().min(3).default('Kinfolio <no-reply@kinfolio.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: optionalUrl('AI_BASE_URL'),
  AI_MODEL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MASTER_KEY: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // Signed-in screens rendered on the server with their data (docs/decisions/022); `off` sends
  // the application's shell, which asks for the data itself.
  SIGNED_IN_FIRST_PAINT: z
    .enum(['on', 'off'], 'SIGNED_IN_FIRST_PAINT must be on or off')
    .default('on'),
  TRUST_PROXY: z.string().default('false'),
  STORAGE_DRIVER: z
    .enum(['disk', 's3'], { message: 'STORAGE_DRIVER must be disk or s3' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_REGION: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default(''),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
});

/** Everything the server reads from its environment, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Public address used in emails; defaults to http://localhost:PORT. */
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  /** Which reverse proxies' X-Forwarded-* to believe (client IP, HTTPS): none, a hop count or addresses. */
  trustProxy: TrustProxy;
  /** The server key as configured (else it lives in DATA_DIR/keys/master.key). */
  masterKey?: string;
  /** Sign-in, sign-up and reset attempts per minute, per IP (and half that per account). */
  rateLimits: { authPerIpPerMinute: number; authPerAccountPerMinute: number };
  /** Serve the built client from dist/web (off in API tests). */
  serveWeb: boolean;
  /** The built client's folder; unset: found beside the server (web-client.ts). Tests set it. */
  webRoot?: string;
  /** Render signed-in screens on the server with their data (SIGNED_IN_FIRST_PAINT=on). */
  signedInFirstPaint?: boolean;
  /** The AI assistant's chat-completions service (any OpenAI-compatible API). */
  ai: AiConfig;
  /** Online payment with Stripe; absent on a self-hosted install (no plan limits then). */
  billing?: BillingConfig;
  /** Where stored files' bytes go (src/server/storage). */
  storage: StorageConfig;
  /** How long a stopping server lets requests in flight finish before it closes them. */
  shutdownTimeoutMs: number;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  /** Unset (both): the SDK's own credential chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO). */
  forcePathStyle: boolean;
}

/** The storage driver in use, and the bucket's settings whenever S3_BUCKET is set. */
export interface StorageConfig {
  driver: 'disk' | 's3';
  s3?: S3Settings;
}

/** Stripe settings, present only when the secret, publishable and webhook keys are all set. */
export interface BillingConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The Stripe price id of each plan billed monthly and annually (STRIPE_PRICE_<PLAN>_<MONTHLY|ANNUAL>). */
  prices: Partial<Record<PlanKey, Partial<Record<BillingInterval, string>>>>;
  /** Where the Stripe API is reached; tests point it at a local stub. Default: api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /**
   * The start's price check (billing/price-check.ts): how long to wait for Stripe, and how soon
   * to ask again while it is out of reach. Defaults 10 s and 60 s; tests shorten them.
   */
  priceCheck?: { timeoutMs: number; retryAfterMs: number };
}

/** The environment variable holding a plan's price id, e.g. STRIPE_PRICE_COMPLETE_FAMILY_ANNUAL. */
export function priceEnvName(plan: PlanKey, interval: BillingInterval): string {
  return `STRIPE_PRICE_${plan.toUpperCase()}_${interval === 'year' ? 'ANNUAL' : 'MONTHLY'}`;
}

/** Reads the billing settings; none unless all three Stripe keys are set. */
function loadBilling(
  e: z.infer<typeof envSchema>,
  env: NodeJS.ProcessEnv,
): BillingConfig | undefined {
  const secretKey = e.STRIPE_SECRET_KEY?.trim();
  const publishableKey = e.STRIPE_PUBLISHABLE_KEY?.trim();
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !publishableKey || !webhookSecret) return undefined;
  const prices: BillingConfig['prices'] = {};
  for (const plan of Object.keys(PLAN_NAMES) as PlanKey[]) {
    for (const interval of ['month', 'year'] as const) {
      const id = env[priceEnvName(plan, interval)]?.trim();
      if (id) prices[plan] = { ...prices[plan], [interval]: id };
    }
  }
  let api: BillingConfig['api'];
  if (e.STRIPE_API_BASE) {
    const url = new URL(e.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = {
      host: url.hostname,
      port: Number(url.port) || (protocol === 'http' ? 80 : 443),
      protocol,
    };
  }
  return { secretKey, publishableKey, webhookSecret, prices, api };
}

/** The AI assistant's settings; without `apiKey` the assistant says it is not configured. */
export interface AiConfig {
  apiKey?: string;
  /** Base URL; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** How long to wait for the service (for a stream: between chunks), in ms. */
  timeoutMs: number;
  /** Messages per user per minute. */
  messagesPerMinute: number;
  /** Enforce the per-plan daily allowance (only when billing is configured). */
  planAllowances: boolean;
}

export class ConfigError extends Error {}

/**
 * STORAGE_DRIVER picks where files go; it is never guessed from S3_BUCKET, so setting the bucket
 * to run `move-files` cannot switch a server over before its files are there. S3_BUCKET set with
 * STORAGE_DRIVER unset is refused: either choice would surprise someone.
 */
function loadStorage(e: z.infer<typeof envSchema>): StorageConfig {
  const keyId = e.S3_ACCESS_KEY_ID.trim();
  const secret = e.S3_SECRET_ACCESS_KEY.trim();
  const bad = (message: string) => new ConfigError(`Invalid environment: ${message}`);
  if (keyId && !secret) throw bad('S3_SECRET_ACCESS_KEY: set it with S3_ACCESS_KEY_ID');
  if (secret && !keyId) throw bad('S3_ACCESS_KEY_ID: set it with S3_SECRET_ACCESS_KEY');
  const s3: S3Settings | undefined = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION.trim() || 'us-east-1',
        endpoint: e.S3_ENDPOINT,
        accessKeyId: keyId || undefined,
        secretAccessKey: secret || undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
      }
    : undefined;
  if (e.STORAGE_DRIVER === 's3' && !s3)
    throw bad('S3_BUCKET: STORAGE_DRIVER=s3 needs the bucket (and S3_REGION, S3_ENDPOINT, keys)');
  if (!e.STORAGE_DRIVER && s3)
    throw bad(
      'STORAGE_DRIVER: S3_BUCKET is set; set STORAGE_DRIVER=s3 to keep files in it, or disk to keep them in DATA_DIR/files',
    );
  return { driver: e.STORAGE_DRIVER ?? 'disk', s3 };
}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, e.HOST);
  if (typeof trustProxy === 'string')
    throw new ConfigError(`Invalid environment: TRUST_PROXY: ${trustProxy}`);
  const billing = loadBilling(e, env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    masterKey: e.MASTER_KEY || undefined,
    rateLimits: {
      authPerIpPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      authPerAccountPerMinute: Math.max(1, Math.ceil(e.AUTH_RATE_LIMIT_PER_MINUTE / 2)),
    },
    serveWeb: true,
    signedInFirstPaint: e.SIGNED_IN_FIRST_PAINT === 'on',
    ai: {
      apiKey: e.AI_API_KEY?.trim() || undefined,
      // The spec's research service (part 2 §1) is Perplexity; any compatible service works.
      baseUrl: (e.AI_BASE_URL ?? 'https://api.perplexity.ai').replace(/\/+$/, ''),
      model: e.AI_MODEL?.trim() || 'sonar',
      timeoutMs: 30_000,
      messagesPerMinute: 10,
      planAllowances: Boolean(billing),
    },
    billing,
    storage: loadStorage(e),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}
