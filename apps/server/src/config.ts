import path from 'node:path';
import {
  envLevelSchema,
  type FeatureFlags,
  featureFlagDefaults,
  featureFlagNames,
  portalModeSchema,
} from '@portal/contracts';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const flagsString = z.string().transform((value, ctx): Partial<FeatureFlags> => {
  // FEATURE_FLAGS="copilot=true,userMetrics=false": one override per known flag.
  const flags: Partial<FeatureFlags> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, raw] = part.split('=').map((p) => p.trim());
    if (!name || !featureFlagNames.includes(name as keyof FeatureFlags)) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown flag "${name}"; known: ${featureFlagNames.join(', ')}`,
      });
      return z.NEVER;
    }
    if (raw !== 'true' && raw !== 'false') {
      ctx.addIssue({ code: 'custom', message: `flag "${name}" must be =true or =false` });
      return z.NEVER;
    }
    flags[name as keyof FeatureFlags] = raw === 'true';
  }
  return flags;
});

const port = z.coerce
  .number({ message: 'must be a whole number from 0 to 65535' })
  .int({ message: 'must be a whole number from 0 to 65535' })
  .min(0, { message: 'must be a whole number from 0 to 65535' })
  .max(65535, { message: 'must be a whole number from 0 to 65535' });

// Behind a load balancer the client address comes from X-Forwarded-For; trusting it from anyone would
// let a client pick its own address and walk around the rate limits.
/** A whole number from `min` to `max`, refused with a message that says so. */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

const smtpUrl = z
  .url({ protocol: /^smtps?$/, message: 'must be an SMTP URL such as smtp://user:password@mail.example:587' })
  .optional();

const trustProxyString = z.string().transform((value, ctx): boolean | number | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number.parseInt(value, 10);
  const addresses = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (
    addresses.length === 0 ||
    addresses.some((a) => !/^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(a))
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of proxy hops, or a comma-separated list of addresses/CIDRs',
    });
    return z.NEVER;
  }
  return addresses;
});

const envSchema = z.object({
  PORT: port.default(8080),
  METRICS_PORT: port.optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as http://localhost:8080' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  FILES_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3 to 63 of a-z, 0-9, . and -)')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be the http(s) URL of an S3-compatible server' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_.-]+\/)+$/, 'must be folder names each ending with /, such as portal/')
    .optional(),
  APP_UPLOAD_MAX_BYTES: z.coerce
    .number({ message: 'must be a number of bytes, at least 1024' })
    .int({ message: 'must be a number of bytes, at least 1024' })
    .min(1024, { message: 'must be a number of bytes, at least 1024' })
    .default(50 * 1024 * 1024),
  BUILD_WORKERS: wholeNumber(1, 32).default(2),
  // At least three heartbeats (every 5 s): a live build is never taken for a dead one's.
  BUILD_STALE_SECONDS: wholeNumber(15, 3600).default(60),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PRODUCT_NAME: z.string().min(1).max(64).default('Workday'),
  COOKIE_SECURE: booleanString.optional(),
  SEED_DEMO: booleanString.default(true),
  DEMO_PASSWORD: z.string().min(1).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORTAL_MODE: portalModeSchema.default('standard'),
  ENV_LEVEL: envLevelSchema.default('PROD'),
  FEATURE_FLAGS: flagsString.default({}),
  LOG_RANGE_VARIANT: z.enum(['30d', '18m']).default('30d'),
  LOG_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  LOG_DOWNLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  LOG_QUERY_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  LOG_QUERY_PER_USER: z.coerce.number().int().min(1).max(256).default(2),
  LOG_QUERY_QUEUE: z.coerce.number().int().min(0).max(10_000).default(50),
  SANDBOX_CONCURRENCY: wholeNumber(1, 1024).default(8),
  SANDBOX_PER_CALLER: wholeNumber(1, 1024).default(4),
  SANDBOX_QUEUE: wholeNumber(0, 10_000).default(32),
  SANDBOX_SEED_WAIT_MS: wholeNumber(1, 600_000).default(8_000),
  // Default 550 days: a little over the 18-month search range of LOG_RANGE_VARIANT=18m.
  LOG_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days from 1 to 3650' })
    .int({ message: 'must be a whole number of days from 1 to 3650' })
    .min(1, { message: 'must be a whole number of days from 1 to 3650' })
    .max(3650, { message: 'must be a whole number of days from 1 to 3650' })
    .default(550),
  BODY_LIMIT: z.coerce
    .number({ message: 'must be a number of bytes, at least 1024' })
    .int({ message: 'must be a number of bytes, at least 1024' })
    .min(1024, { message: 'must be a number of bytes, at least 1024' })
    .default(1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds from 1000 to 3600000' })
    .int({ message: 'must be a number of milliseconds from 1000 to 3600000' })
    .min(1000, { message: 'must be a number of milliseconds from 1000 to 3600000' })
    .max(3_600_000, { message: 'must be a number of milliseconds from 1000 to 3600000' })
    .default(300_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds from 1000 to 600000' })
    .int({ message: 'must be a number of milliseconds from 1000 to 600000' })
    .min(1000, { message: 'must be a number of milliseconds from 1000 to 600000' })
    .max(600_000, { message: 'must be a number of milliseconds from 1000 to 600000' })
    .default(72_000),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ALLOW_DEMO_IN_PRODUCTION: booleanString.default(false),
  TRUST_PROXY: trustProxyString.default(false),
  OIDC_ISSUER: z.url({ message: 'must be the issuer URL of an OpenID provider' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/=_-]+$/.test(value), {
      message: 'must be 32 random bytes in base64, e.g. from `openssl rand -base64 32`',
    })
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be the http(s) URL of an OTLP/HTTP collector' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(128).default('developer-portal'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ message: 'must be a ratio from 0 to 1' })
    .min(0, { message: 'must be a ratio from 0 to 1' })
    .max(1, { message: 'must be a ratio from 0 to 1' })
    .default(1),
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(60_000).default(5_000),
  MAIL_URL: smtpUrl,
  SMTP_URL: smtpUrl, // MAIL_URL under the name mail setups often give it; MAIL_URL wins when both are set
  MAIL_FROM: z.string().min(3).max(200).optional(),
  HELP_COMMUNITY_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL of the developer community' })
    .optional(),
  HELP_STATUS_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL of the platform status page' })
    .optional(),
  COPILOT_PROVIDER: z
    .enum(['none', 'openai'], { message: 'must be none (retrieval only) or openai' })
    .default('none'),
  COPILOT_BASE_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be the http(s) URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1',
    })
    .optional(),
  COPILOT_MODEL: z.string().min(1).max(200).optional(),
  COPILOT_API_KEY: z.string().min(1).optional(),
  COPILOT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds from 1000 to 600000' })
    .int({ message: 'must be a number of milliseconds from 1000 to 600000' })
    .min(1000, { message: 'must be a number of milliseconds from 1000 to 600000' })
    .max(600_000, { message: 'must be a number of milliseconds from 1000 to 600000' })
    .default(60_000),
  COPILOT_QUESTIONS_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number from 1 to 1000' })
    .int({ message: 'must be a whole number from 1 to 1000' })
    .min(1, { message: 'must be a whole number from 1 to 1000' })
    .max(1000, { message: 'must be a whole number from 1 to 1000' })
    .default(20),
  COPILOT_EMBEDDING_MODEL: z.string().min(1).max(200).optional(),
  COPILOT_EMBEDDING_BASE_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be the http(s) URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1',
    })
    .optional(),
  COPILOT_EMBEDDING_API_KEY: z.string().min(1).optional(),
  COPILOT_EMBEDDING_DIMENSIONS: z.coerce
    .number({ message: 'must be a whole number from 2 to 4096' })
    .int({ message: 'must be a whole number from 2 to 4096' })
    .min(2, { message: 'must be a whole number from 2 to 4096' })
    .max(4096, { message: 'must be a whole number from 2 to 4096' })
    .optional(),
});

/** The embedding model of hybrid retrieval (docs/decisions/copilot-vectors.md); unset: full text only. */
export type EmbeddingConfig = {
  model: string;
  baseUrl: string;
  apiKey: string | undefined;
  /** Asked of the model (OpenAI's text-embedding-3 can shorten its vectors); the model's own size otherwise. */
  dimensions: number | undefined;
};

export type CopilotConfig = {
  /** none: answers are retrieval alone (offline); openai: any OpenAI-compatible chat completions API. */
  provider: 'none' | 'openai';
  baseUrl: string | undefined;
  model: string | undefined;
  apiKey: string | undefined;
  /** The longest a model may take to answer; past it the answer falls back to retrieval. */
  timeoutMs: number;
  /** Questions one user may ask per minute, counted across processes on PostgreSQL. */
  questionsPerMinute: number;
  embedding: EmbeddingConfig | undefined;
};

export type Config = {
  port: number;
  /** GET /metrics (Prometheus) on this port of its own; no metrics endpoint when unset. */
  metricsPort: number | undefined;
  host: string;
  publicUrl: string;
  dataDir: string;
  /**
   * App sources and build artifacts (platform/storage): FILES_DIR, else DATA_DIR/files. With an object
   * store, only scratch folders live here.
   */
  filesDir: string;
  /** The S3-compatible store files go to when S3_BUCKET is set (docs/operations.md). */
  objectStore: ObjectStore | undefined;
  /** Largest app source zip accepted, checked while it streams in. */
  appUploadMaxBytes: number;
  /** Builds this process runs at once. */
  buildWorkers: number;
  /** A running build silent this long belongs to a dead process: the sweep (as often) queues it again. */
  buildStaleMs: number;
  databaseUrl: string | undefined;
  /**
   * The AES-256-GCM key that seals TOTP secrets: TOTP_ENCRYPTION_KEY, else a key generated on first use
   * into `file` (DATA_DIR), which suits one process; several processes of one database share the setting.
   */
  totpKey: { key: Buffer } | { file: string };
  productName: string;
  cookieSecure: boolean;
  seedDemo: boolean;
  demoPassword: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  portalMode: z.infer<typeof portalModeSchema>;
  envLevel: z.infer<typeof envLevelSchema>;
  flags: FeatureFlags;
  logRangeVariant: '30d' | '18m';
  /** Statement timeout of a log search (and of each download batch). */
  logSearchTimeoutMs: number;
  /** The whole of one log download or archive read: past it the read stops. */
  logDownloadTimeoutMs: number;
  /** Log searches, downloads and metrics running at once (overall, per user) and waiting. */
  logQueryLimits: { overall: number; perUser: number; queue: number };
  /** Sandbox calls (REST, SOAP, GraphQL) running at once (overall, per token or address) and waiting. */
  sandboxLimits: { overall: number; perUser: number; queue: number };
  /** How long a sandbox tenant's first call waits for its data to be seeded before a 503 with Retry-After. */
  sandboxSeedWaitMs: number;
  /** Log days older than this are dropped whole by the daily 'log-retention' job. */
  logRetentionDays: number;
  bodyLimit: number;
  /** The longest a request may take to arrive whole, headers and body (a stalled upload is cut). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open (longer than a load balancer's idle timeout). */
  keepAliveTimeoutMs: number;
  webDist: string;
  nodeEnv: 'development' | 'production' | 'test';
  allowDemoInProduction: boolean;
  /** Fastify's trustProxy: false, true, a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  oidc: {
    /** The embedded provider under PUBLIC_URL/oidc, unless OIDC_ISSUER names an external one. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    /** Only for an external provider; the embedded one keeps its generated secret in the database. */
    clientSecret: string | undefined;
  };
  session: { idleSeconds: number; absoluteSeconds: number };
  /** OpenTelemetry traces, sent over OTLP/HTTP, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  otel:
    | {
        endpoint: string;
        serviceName: string;
        /** Of the traces that start here; a caller's sampled flag is followed. */
        sampleRatio: number;
        batchDelayMs: number;
      }
    | undefined;
  /**
   * Outgoing mail (invitations): SMTP at MAIL_URL, else .eml files in DATA_DIR/mail and a log line, so
   * the embedded default sends nothing anywhere yet shows what would have gone.
   */
  mail: { url: string | undefined; from: string; dir: string };
  /** Places outside the portal that /help points to, when the operator has them. */
  helpLinks: { community: string | null; status: string | null };
  copilot: CopilotConfig;
};

export type ObjectStore = {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2...); AWS's own endpoints otherwise. */
  endpoint: string | undefined;
  /** Bucket in the path rather than the host name: what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's own chain applies (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, so one bucket can hold several deployments. */
  prefix: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Every bad value is reported by name, all at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Stray whitespace (a common copy-paste slip in .env files) is trimmed; blank means unset.
  const present = Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A production deployment never gets demo accounts by accident (SEED_DEMO defaults to on).
  if (e.NODE_ENV === 'production' && e.SEED_DEMO && !e.ALLOW_DEMO_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO: is on (the default) while NODE_ENV=production. ' +
        'Set SEED_DEMO=false, or ALLOW_DEMO_IN_PRODUCTION=true for a demo deployment.',
    );
  }
  // The point of a port of its own is that only the cluster network reaches it (docs/decisions/metrics.md).
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT: must differ from PORT (${e.PORT}); metrics get a port of their own`,
    );
  }
  const s3Settings = [
    'S3_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PREFIX',
  ];
  const strayS3 = s3Settings.find((name) => present[name] !== undefined);
  if (!e.S3_BUCKET && strayS3) {
    throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required with ${strayS3}`);
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_SECRET: required with OIDC_ISSUER');
  }
  if (e.COPILOT_PROVIDER === 'openai' && (!e.COPILOT_BASE_URL || !e.COPILOT_MODEL)) {
    throw new ConfigError(
      'Invalid configuration:\n  COPILOT_PROVIDER: openai needs COPILOT_BASE_URL and COPILOT_MODEL',
    );
  }
  const embeddingSettings = [
    'COPILOT_EMBEDDING_BASE_URL',
    'COPILOT_EMBEDDING_API_KEY',
    'COPILOT_EMBEDDING_DIMENSIONS',
  ];
  const strayEmbedding = embeddingSettings.find((name) => present[name] !== undefined);
  if (!e.COPILOT_EMBEDDING_MODEL && strayEmbedding) {
    throw new ConfigError(
      `Invalid configuration:\n  COPILOT_EMBEDDING_MODEL: required with ${strayEmbedding}`,
    );
  }
  const embeddingBaseUrl = e.COPILOT_EMBEDDING_BASE_URL ?? e.COPILOT_BASE_URL;
  if (e.COPILOT_EMBEDDING_MODEL && !embeddingBaseUrl) {
    throw new ConfigError(
      'Invalid configuration:\n  COPILOT_EMBEDDING_MODEL: needs COPILOT_EMBEDDING_BASE_URL (or COPILOT_BASE_URL)',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    metricsPort: e.METRICS_PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    // On PostgreSQL nothing else lives in DATA_DIR, so its default (./.data) gives ./.data/files; set
    // FILES_DIR to shared storage when several processes serve one database.
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    objectStore: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          // A custom endpoint is almost always a server that wants the bucket in the path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          prefix: e.S3_PREFIX ?? '',
        }
      : undefined,
    mail: {
      url: e.MAIL_URL ?? e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.PRODUCT_NAME} Developers <no-reply@${new URL(publicUrl).hostname}>`,
      dir: path.resolve(path.join(e.DATA_DIR, 'mail')),
    },
    appUploadMaxBytes: e.APP_UPLOAD_MAX_BYTES,
    buildWorkers: e.BUILD_WORKERS,
    buildStaleMs: e.BUILD_STALE_SECONDS * 1000,
    databaseUrl: e.DATABASE_URL,
    totpKey: e.TOTP_ENCRYPTION_KEY
      ? { key: Buffer.from(e.TOTP_ENCRYPTION_KEY, 'base64') }
      : { file: path.resolve(path.join(e.DATA_DIR, 'totp-encryption.key')) },
    productName: e.PRODUCT_NAME,
    // Secure cookies unless the portal is served over plain http (localhost development).
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    portalMode: e.PORTAL_MODE,
    envLevel: e.ENV_LEVEL,
    flags: { ...featureFlagDefaults, ...e.FEATURE_FLAGS },
    logRangeVariant: e.LOG_RANGE_VARIANT,
    logSearchTimeoutMs: e.LOG_SEARCH_TIMEOUT_MS,
    logDownloadTimeoutMs: e.LOG_DOWNLOAD_TIMEOUT_MS,
    logQueryLimits: {
      overall: e.LOG_QUERY_CONCURRENCY,
      perUser: e.LOG_QUERY_PER_USER,
      queue: e.LOG_QUERY_QUEUE,
    },
    sandboxLimits: {
      overall: e.SANDBOX_CONCURRENCY,
      perUser: e.SANDBOX_PER_CALLER,
      queue: e.SANDBOX_QUEUE,
    },
    sandboxSeedWaitMs: e.SANDBOX_SEED_WAIT_MS,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    bodyLimit: e.BODY_LIMIT,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    nodeEnv: e.NODE_ENV,
    allowDemoInProduction: e.ALLOW_DEMO_IN_PRODUCTION,
    trustProxy: e.TRUST_PROXY,
    oidc: {
      embedded: !e.OIDC_ISSUER,
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/+$/, ''),
      clientId: e.OIDC_CLIENT_ID ?? 'portal-web',
      clientSecret: e.OIDC_CLIENT_SECRET,
    },
    session: { idleSeconds: e.SESSION_IDLE_MINUTES * 60, absoluteSeconds: e.SESSION_ABSOLUTE_HOURS * 3600 },
    helpLinks: { community: e.HELP_COMMUNITY_URL ?? null, status: e.HELP_STATUS_URL ?? null },
    copilot: {
      provider: e.COPILOT_PROVIDER,
      baseUrl: e.COPILOT_BASE_URL,
      model: e.COPILOT_MODEL,
      apiKey: e.COPILOT_API_KEY,
      timeoutMs: e.COPILOT_TIMEOUT_MS,
      questionsPerMinute: e.COPILOT_QUESTIONS_PER_MINUTE,
      embedding:
        e.COPILOT_EMBEDDING_MODEL && embeddingBaseUrl
          ? {
              model: e.COPILOT_EMBEDDING_MODEL,
              baseUrl: embeddingBaseUrl,
              // The copilot's key goes with the copilot's URL only: never sent to another host.
              apiKey: e.COPILOT_EMBEDDING_BASE_URL
                ? e.COPILOT_EMBEDDING_API_KEY
                : (e.COPILOT_EMBEDDING_API_KEY ?? e.COPILOT_API_KEY),
              dimensions: e.COPILOT_EMBEDDING_DIMENSIONS,
            }
          : undefined,
    },
    otel: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''),
          serviceName: e.OTEL_SERVICE_NAME,
          sampleRatio: e.OTEL_TRACES_SAMPLER_ARG,
          batchDelayMs: e.OTEL_BSP_SCHEDULE_DELAY,
        }
      : undefined,
  };
}
