import { z } from 'zod';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback only in development and test (`localhost` = 127.0.0.1 and ::1), every interface in production. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL').optional(),
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** How many reverse-proxy hops to trust for the client IP (X-Forwarded-For); 0 = none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Thrivewell <no-reply@thrivewell.local>'),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…, rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  STRIPE_MODE: z.enum(['test', 'live']).optional(),
  STRIPE_API_BASE: z.url().optional(),
  OPENFOODFACTS_ENABLED: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  OPENFOODFACTS_BASE_URL: z.url().optional(),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible'], { error: 'must be builtin, openai, anthropic or openai-compatible' }).default('builtin'),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  /** auto: pg-boss when DATABASE_URL is set, else the embedded queue (ADR 0017). */
  JOB_QUEUE: z.enum(['auto', 'embedded', 'pg-boss'], { error: 'must be auto, embedded or pg-boss' }).default('auto'),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 VAPID public key (`npx web-push generate-vapid-keys`)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 VAPID private key (`npx web-push generate-vapid-keys`)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL').optional(),
  /** Set → uploaded files are kept in this S3 bucket; unset → on disk under DATA_DIR/uploads. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (an S3-compatible server; leave unset for AWS)' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-west-1').optional(),
  S3_ACCESS_KEY_ID: z.string().min(3, 'must be an access key id').max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(8, 'must be a secret access key').max(512).optional(),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set → failed sign-ins are counted in Redis (ADR 0006); unset → in the database. */
  redisUrl: string | undefined;
  appUrl: string;
  logLevel: string;
  /** Reverse-proxy hops trusted for the client IP; 0 means X-Forwarded-For is ignored. */
  trustProxyHops: number;
  /** Where the built web app lives; undefined means "do not serve the SPA". */
  webDistDir: string | undefined;
  /** SMTP_URL set → nodemailer; unset → the outbox + dev mailbox (never in production). */
  mail: { smtpUrl: string | undefined; from: string };
  /** Undefined outside production: a secret is generated and kept under DATA_DIR (modules/auth/auth-secret.ts). */
  betterAuthSecret: string | undefined;
  /** Stripe billing; all undefined means the embedded test-mode checkout (outside production). */
  stripe: { secretKey?: string; webhookSecret?: string; mode?: 'test' | 'live'; apiBase?: string };
  /** Product lookup: Open Food Facts when enabled (falls back to the bundled set), else the bundled set only. */
  products: { openFoodFacts: boolean; openFoodFactsBaseUrl?: string };
  /**
   * The chat's answer engine: 'builtin' (the embedded grounded responder, no key) or an LLM through
   * the AI SDK. An LLM provider missing what it needs is not a boot error: chat then answers the
   * spec's 'not configured' path (providers/ai/create-ai-provider.ts).
   */
  ai: AiConfig;
  /** Which job queue adapter (ADR 0017): pg-boss needs DATABASE_URL. */
  jobQueue: 'auto' | 'embedded' | 'pg-boss';
  /** Web push keys; all undefined outside production means "generated once into DATA_DIR" (modules/reminders/vapid-keys.ts). */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  /** Where uploaded files are kept (providers/storage): on disk under DATA_DIR/uploads, or an S3 bucket when S3_BUCKET is set. */
  storage: StorageConfig;
}

export type StorageConfig =
  | { kind: 'disk'; dir?: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string };

export interface AiConfig {
  provider: 'builtin' | 'openai' | 'anthropic' | 'openai-compatible';
  apiKey?: string;
  baseUrl?: string;
  model?: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The origins whose browser requests count as "same origin": the APP_URL origin, plus in
 * development (NODE_ENV != production) the loopback origins of the server's port and the
 * Vite dev server's. Used by the cross-site request guard (request-guards.ts).
 */
export function trustedOrigins(config: Pick<AppConfig, 'nodeEnv' | 'appUrl' | 'port'>): string[] {
  const origins = [new URL(config.appUrl).origin];
  if (config.nodeEnv !== 'production') {
    for (const port of [config.port, 5173]) {
      for (const host of ['localhost', '127.0.0.1', ...(port === 5173 ? [] : ['[::1]'])]) origins.push(`http://${host}:${port}`);
    }
  }
  return [...new Set(origins)];
}

/** Parses the environment once at boot; a bad value throws with a list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined>, defaults: { webDistDir?: string } = {}): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  const productionProblems = [
    ...(c.NODE_ENV === 'production' && !c.SMTP_URL
      ? ['SMTP_URL: is required in production (the outbox mail provider and dev mailbox are for development only)']
      : []),
    ...(c.NODE_ENV === 'production' && !c.BETTER_AUTH_SECRET
      ? ['BETTER_AUTH_SECRET: is required in production (at least 32 random characters, e.g. `openssl rand -base64 32`)']
      : []),
  ];
  const vapidSet = [c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY, c.VAPID_SUBJECT].filter(Boolean).length;
  productionProblems.push(
    ...(c.NODE_ENV === 'production' && vapidSet < 3
      ? ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: are required in production for web push reminders (`npx web-push generate-vapid-keys`; the subject is a mailto: or https: contact)']
      : []),
    ...(c.NODE_ENV !== 'production' && vapidSet > 0 && vapidSet < 3 ? ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three or none'] : []),
    ...(c.JOB_QUEUE === 'pg-boss' && !c.DATABASE_URL ? ['JOB_QUEUE: pg-boss needs DATABASE_URL (PostgreSQL)'] : []),
    ...storageProblems(c),
  );
  if (productionProblems.length > 0) throw new ConfigError(productionProblems);
  return {
    nodeEnv: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    trustProxyHops: c.TRUST_PROXY,
    webDistDir: c.WEB_DIST_DIR ?? defaults.webDistDir,
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM },
    betterAuthSecret: c.BETTER_AUTH_SECRET,
    stripe: { secretKey: c.STRIPE_SECRET_KEY, webhookSecret: c.STRIPE_WEBHOOK_SECRET, mode: c.STRIPE_MODE, apiBase: c.STRIPE_API_BASE },
    products: { openFoodFacts: c.OPENFOODFACTS_ENABLED === '1', openFoodFactsBaseUrl: c.OPENFOODFACTS_BASE_URL },
    ai: { provider: c.AI_PROVIDER, apiKey: c.AI_API_KEY, baseUrl: c.AI_BASE_URL, model: c.AI_MODEL },
    jobQueue: c.JOB_QUEUE,
    vapid: { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject: c.VAPID_SUBJECT },
    storage: c.S3_BUCKET
      ? { kind: 's3', bucket: c.S3_BUCKET, region: c.S3_REGION ?? 'us-east-1', endpoint: c.S3_ENDPOINT, accessKeyId: c.S3_ACCESS_KEY_ID!, secretAccessKey: c.S3_SECRET_ACCESS_KEY! }
      : { kind: 'disk' },
  };
}

/** S3 settings come as a set: a bucket needs both keys, and a key or endpoint without a bucket is a mistake. */
function storageProblems(c: z.infer<typeof configSchema>): string[] {
  const others = { S3_ENDPOINT: c.S3_ENDPOINT, S3_REGION: c.S3_REGION, S3_ACCESS_KEY_ID: c.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: c.S3_SECRET_ACCESS_KEY };
  if (!c.S3_BUCKET) {
    const stray = Object.entries(others).filter(([, v]) => v).map(([k]) => k);
    return stray.length ? [`${stray.join(', ')}: set S3_BUCKET too to keep uploads in S3, or remove ${stray.length > 1 ? 'them' : 'it'} to keep them on disk under DATA_DIR/uploads`] : [];
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !c[k]);
  return missing.length ? [`${missing.join(', ')}: ${missing.length > 1 ? 'are' : 'is'} required with S3_BUCKET (the bucket's credentials)`] : [];
}
