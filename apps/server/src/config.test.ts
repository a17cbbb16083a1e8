import path from 'node:path';
import { featureFlagDefaults } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives every variable its documented default on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      metricsPort: undefined,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: path.resolve('./.data'),
      databaseUrl: undefined,
      totpKey: { file: path.resolve('./.data/totp-encryption.key') },
      productName: 'Workday',
      cookieSecure: false,
      seedDemo: true,
      demoPassword: 'demo',
      logLevel: 'info',
      portalMode: 'standard',
      envLevel: 'PROD',
      flags: featureFlagDefaults,
      logRangeVariant: '30d',
      logSearchTimeoutMs: 10_000,
      logDownloadTimeoutMs: 300_000,
      logQueryLimits: { overall: 4, perUser: 2, queue: 50 },
      sandboxLimits: { overall: 8, perUser: 4, queue: 32 },
      sandboxSeedWaitMs: 8_000,
      logRetentionDays: 550,
      filesDir: expect.stringMatching(/\.data[/\\]files$/),
      objectStore: undefined,
      appUploadMaxBytes: 50 * 1024 * 1024,
      buildWorkers: 2,
      buildStaleMs: 60_000,
      bodyLimit: 1024 * 1024,
      requestTimeoutMs: 300_000,
      keepAliveTimeoutMs: 72_000,
      webDist: expect.stringMatching(/apps[/\\]web[/\\]dist$/),
      nodeEnv: 'development',
      allowDemoInProduction: false,
      trustProxy: false,
      oidc: {
        embedded: true,
        issuer: 'http://localhost:8080/oidc',
        clientId: 'portal-web',
        clientSecret: undefined,
      },
      session: { idleSeconds: 1800, absoluteSeconds: 43200 },
      helpLinks: { community: null, status: null },
      copilot: {
        provider: 'none',
        baseUrl: undefined,
        model: undefined,
        apiKey: undefined,
        timeoutMs: 60_000,
        questionsPerMinute: 20,
      },
      otel: undefined,
      mail: {
        url: undefined,
        from: 'Workday Developers <no-reply@localhost>',
        dir: expect.stringMatching(/\.data[/\\]mail$/),
      },
    });
  });

  it('takes an SMTP URL for mail and refuses any other scheme', () => {
    expect(loadConfig({ MAIL_URL: 'smtp://u:p@mail.example:587' }).mail.url).toBe(
      'smtp://u:p@mail.example:587',
    );
    expect(() => loadConfig({ MAIL_URL: 'http://mail.example' })).toThrow(/MAIL_URL: must be an SMTP URL/);
  });

  it('takes SMTP_URL as the mail URL too, MAIL_URL winning when both are set', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@relay.example:465' }).mail.url).toBe(
      'smtps://u:p@relay.example:465',
    );
    expect(
      loadConfig({ MAIL_URL: 'smtp://u:p@mail.example:587', SMTP_URL: 'smtps://u:p@relay.example:465' }).mail
        .url,
    ).toBe('smtp://u:p@mail.example:587');
    expect(() => loadConfig({ SMTP_URL: 'http://relay.example' })).toThrow(/SMTP_URL: must be an SMTP URL/);
  });

  it('treats blank values as unset and trims the rest', () => {
    expect(loadConfig({ PORT: '', HOST: ' ' })).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(loadConfig({ PORT: ' 8242 ' }).port).toBe(8242);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8241' }).publicUrl).toBe('http://localhost:8241');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe('https://portal.example');
  });

  it('makes cookies secure on an https PUBLIC_URL unless COOKIE_SECURE says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example', COOKIE_SECURE: 'false' }).cookieSecure).toBe(
      false,
    );
    expect(loadConfig({ COOKIE_SECURE: 'yes' }).cookieSecure).toBe(true);
  });

  it('overrides single feature flags from FEATURE_FLAGS', () => {
    const { flags } = loadConfig({ FEATURE_FLAGS: 'copilot=true, userMetrics=false' });
    expect(flags).toEqual({ ...featureFlagDefaults, copilot: true, userMetrics: false });
  });

  it('takes the sandbox limits from SANDBOX_CONCURRENCY, SANDBOX_PER_CALLER and SANDBOX_QUEUE', () => {
    expect(
      loadConfig({ SANDBOX_CONCURRENCY: '16', SANDBOX_PER_CALLER: '2', SANDBOX_QUEUE: '0' }).sandboxLimits,
    ).toEqual({ overall: 16, perUser: 2, queue: 0 });
  });

  it('takes how long a first sandbox call waits for its seed from SANDBOX_SEED_WAIT_MS, and refuses zero', () => {
    expect(loadConfig({ SANDBOX_SEED_WAIT_MS: '30000' }).sandboxSeedWaitMs).toBe(30_000);
    expect(() => loadConfig({ SANDBOX_SEED_WAIT_MS: '0' })).toThrow(/SANDBOX_SEED_WAIT_MS/);
  });

  it('takes when a silent build is taken over from BUILD_STALE_SECONDS, never under three heartbeats', () => {
    expect(loadConfig({ BUILD_STALE_SECONDS: '20' }).buildStaleMs).toBe(20_000);
    expect(() => loadConfig({ BUILD_STALE_SECONDS: '10' })).toThrow(/BUILD_STALE_SECONDS/);
  });

  it('parses TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it.each([
    ['PORT', 'abc', 'whole number'],
    ['PORT', '70000', 'whole number'],
    ['PORT', '80.5', 'whole number'],
    ['PUBLIC_URL', 'not a url', 'absolute http(s) URL'],
    ['PUBLIC_URL', 'ftp://portal.example', 'absolute http(s) URL'],
    ['DATABASE_URL', 'mysql://db/portal', 'postgres://'],
    ['PRODUCT_NAME', 'x'.repeat(65), undefined],
    ['COOKIE_SECURE', 'maybe', 'true or false'],
    ['SEED_DEMO', 'sometimes', 'true or false'],
    ['LOG_LEVEL', 'verbose', undefined],
    ['PORTAL_MODE', 'secret', undefined],
    ['ENV_LEVEL', 'foo', undefined],
    ['FEATURE_FLAGS', 'nope=true', 'unknown flag "nope"'],
    ['FEATURE_FLAGS', 'copilot=on', 'must be =true or =false'],
    ['LOG_RANGE_VARIANT', '7d', undefined],
    ['LOG_RETENTION_DAYS', '0', 'whole number of days'],
    ['LOG_RETENTION_DAYS', 'forever', 'whole number of days'],
    ['SANDBOX_CONCURRENCY', '0', 'whole number from 1 to 1024'],
    ['SANDBOX_PER_CALLER', 'two', 'whole number from 1 to 1024'],
    ['SANDBOX_QUEUE', '-1', 'whole number from 0 to 10000'],
    ['BODY_LIMIT', '10', 'at least 1024'],
    ['BODY_LIMIT', 'lots', 'at least 1024'],
    ['NODE_ENV', 'staging', undefined],
    ['ALLOW_DEMO_IN_PRODUCTION', 'please', 'true or false'],
    ['TRUST_PROXY', 'everyone', 'proxy hops'],
    ['TOTP_ENCRYPTION_KEY', 'too-short', '32 random bytes in base64'],
    ['COPILOT_PROVIDER', 'claude', 'none (retrieval only) or openai'],
    ['COPILOT_BASE_URL', 'localhost:11434', 'OpenAI-compatible API'],
    ['COPILOT_TIMEOUT_MS', '10', 'milliseconds from 1000'],
    ['COPILOT_QUESTIONS_PER_MINUTE', '0', 'whole number from 1 to 1000'],
    ['COPILOT_EMBEDDING_BASE_URL', 'localhost:11434', 'OpenAI-compatible API'],
    ['COPILOT_EMBEDDING_DIMENSIONS', '1', 'whole number from 2 to 4096'],
    ['S3_BUCKET', 'My_Bucket', 'S3 bucket name'],
    ['S3_ENDPOINT', 's3.example.com', 'http(s) URL'],
    ['S3_PREFIX', 'portal', 'ending with /'],
  ])('rejects %s=%s with a message naming the variable', (name, value, hint) => {
    const message = configError({ [name]: value });
    expect(message).toContain(`${name}:`);
    if (hint) expect(message).toContain(hint);
  });

  it('answers by retrieval alone unless an OpenAI-compatible endpoint and model are both named', () => {
    expect(loadConfig({}).copilot).toMatchObject({
      provider: 'none',
      timeoutMs: 60_000,
      questionsPerMinute: 20,
    });
    expect(configError({ COPILOT_PROVIDER: 'openai' })).toContain(
      'COPILOT_PROVIDER: openai needs COPILOT_BASE_URL and COPILOT_MODEL',
    );
    expect(
      loadConfig({
        COPILOT_PROVIDER: 'openai',
        COPILOT_BASE_URL: 'http://localhost:11434/v1',
        COPILOT_MODEL: 'llama3.2',
      }).copilot,
    ).toMatchObject({ provider: 'openai', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2' });
  });

  it('embeds for hybrid retrieval only when an embedding model is named, with an endpoint', () => {
    expect(loadConfig({}).copilot.embedding).toBeUndefined();
    expect(configError({ COPILOT_EMBEDDING_DIMENSIONS: '256' })).toContain(
      'COPILOT_EMBEDDING_MODEL: required with COPILOT_EMBEDDING_DIMENSIONS',
    );
    expect(configError({ COPILOT_EMBEDDING_MODEL: 'nomic-embed-text' })).toContain(
      'COPILOT_EMBEDDING_MODEL: needs COPILOT_EMBEDDING_BASE_URL (or COPILOT_BASE_URL)',
    );
    expect(
      loadConfig({
        COPILOT_BASE_URL: 'http://localhost:11434/v1',
        COPILOT_API_KEY: 'chat-key',
        COPILOT_EMBEDDING_MODEL: 'nomic-embed-text',
      }).copilot.embedding,
    ).toEqual({
      model: 'nomic-embed-text',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'chat-key',
      dimensions: undefined,
    });
    // Another host never receives the chat endpoint's key.
    expect(
      loadConfig({
        COPILOT_API_KEY: 'chat-key',
        COPILOT_EMBEDDING_MODEL: 'text-embedding-3-small',
        COPILOT_EMBEDDING_BASE_URL: 'https://embeddings.example/v1',
        COPILOT_EMBEDDING_DIMENSIONS: '256',
      }).copilot.embedding,
    ).toMatchObject({ baseUrl: 'https://embeddings.example/v1', apiKey: undefined, dimensions: 256 });
  });

  it('serves metrics on METRICS_PORT only when it is set, and never on PORT itself', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(configError({ METRICS_PORT: 'prometheus' })).toContain('METRICS_PORT: must be a whole number');
    expect(configError({ METRICS_PORT: '70000' })).toContain('METRICS_PORT: must be a whole number');
    expect(configError({ PORT: '9000', METRICS_PORT: '9000' })).toContain(
      'METRICS_PORT: must differ from PORT',
    );
    expect(configError({ METRICS_PORT: '8080' })).toContain('METRICS_PORT: must differ from PORT (8080)');
  });

  it('keeps files in an object store when S3_BUCKET is set, with its settings checked together', () => {
    expect(loadConfig({ S3_BUCKET: 'portal-files' }).objectStore).toEqual({
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'prod/portal/',
      }).objectStore,
    ).toEqual({
      bucket: 'portal-files',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      prefix: 'prod/portal/',
    });
    expect(
      loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'http://x:9000', S3_FORCE_PATH_STYLE: 'false' }).objectStore
        ?.forcePathStyle,
    ).toBe(false);
    expect(configError({ S3_ENDPOINT: 'http://minio:9000' })).toContain(
      'S3_BUCKET: required with S3_ENDPOINT',
    );
    expect(configError({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });

  it('reports every bad variable at once', () => {
    const message = configError({ PORT: 'abc', ENV_LEVEL: 'foo', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/PORT:[\s\S]*LOG_LEVEL:[\s\S]*ENV_LEVEL:/);
  });

  describe('demo accounts in production', () => {
    it('refuses NODE_ENV=production while SEED_DEMO is on, naming both ways out', () => {
      const message = configError({ NODE_ENV: 'production' });
      expect(message).toContain('SEED_DEMO');
      expect(message).toContain('ALLOW_DEMO_IN_PRODUCTION=true');
    });

    it('accepts production with SEED_DEMO=false', () => {
      expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });

    it('accepts a production demo deployment with ALLOW_DEMO_IN_PRODUCTION=true', () => {
      const config = loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' });
      expect(config.seedDemo).toBe(true);
      expect(config.allowDemoInProduction).toBe(true);
    });
  });
});
