import { authConfigSchema, createAuthorizationRequest, sessionInfoSchema } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openPglite } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { registerOidcModule } from '../../oidc/oidc.module.ts';
import { oidcRepository } from '../../oidc/oidc.repository.ts';
import { loadProviderSecrets } from '../../oidc/secrets.ts';
import { createJobs } from '../../platform/jobs/jobs.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';
import { identityRepository } from '../identity/identity.repository.ts';
import { identityService } from '../identity/identity.service.ts';

// An "external" OpenID provider on its own port, and the portal told to use it through OIDC_ISSUER.
const [PROVIDER_PORT, PORTAL_PORT] = process.env.TEST_DB === 'postgres' ? [8256, 8257] : [8254, 8255];
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;

describe('external OpenID provider (OIDC_ISSUER)', () => {
  let providerDb: Database;
  let providerApp: FastifyInstance;
  let portal: TestContext;

  beforeAll(async () => {
    // The second provider: its own database and process-like app, with the portal registered as its client.
    // From the project's migrated template, as the portal's own database is: migrating an empty cluster
    // took most of this file's time.
    providerDb = await openPglite('memory://', { template: inject('pgliteTemplate') });
    await runMigrations(providerDb);
    await identityService(identityRepository(providerDb.db)).ensureReferenceData();
    const base = loadConfig({ PUBLIC_URL: PORTAL, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    await seedIdentityDemo(providerDb.db, base);
    providerApp = Fastify();
    await registerOidcModule(
      providerApp,
      {
        config: { ...base, oidc: { ...base.oidc, embedded: true, issuer: `${PROVIDER}/oidc` } },
        database: providerDb,
        jobs: createJobs(providerDb, { logger: pino({ level: 'silent' }) }),
      },
      // Its accounts have no second factor: sign-in ends at the password.
      {
        stepAfterPassword: async () => 'none',
        checkSignInCode: async () => 'invalid',
        currentEnrolment: () => Promise.reject(new Error('not used')),
        confirm: () => Promise.reject(new Error('not used')),
      },
      // No company of it signs in through SAML.
      {
        startForEmail: async () => undefined,
        startForCompany: async () => undefined,
        consume: () => Promise.reject(new Error('not used')),
      },
      // SEED_DEMO is off: the sign-in page names no demo account.
      [],
    );
    await providerApp.listen({ port: PROVIDER_PORT, host: '127.0.0.1' });
    const { clientSecret } = await loadProviderSecrets(oidcRepository(providerDb.db));

    portal = await createTestApp({
      PUBLIC_URL: PORTAL,
      OIDC_ISSUER: `${PROVIDER}/oidc`,
      OIDC_CLIENT_ID: 'portal-web',
      OIDC_CLIENT_SECRET: clientSecret,
    });
    await seedIdentityDemo(portal.database.db, portal.config);
    await portal.app.listen({ port: PORTAL_PORT, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await portal?.close();
    await providerApp?.close();
    await providerDb?.close();
  });

  it('signs in at the other provider and redeems the code there', async () => {
    const cookies = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? '';
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
      return res;
    };

    expect((await go(`${PORTAL}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    const config = authConfigSchema.parse(await (await go(`${PORTAL}/api/v1/auth/config`)).json());
    expect(config.authorizationEndpoint).toBe(`${PROVIDER}/oidc/auth`);

    const { url, state, nonce, codeVerifier } = await createAuthorizationRequest(config, {
      redirectUri: config.redirectUri,
    });
    let res = await go(url);
    const page = new URL(res.headers.get('location')!, PROVIDER).href;
    expect((await go(page)).status).toBe(200);
    res = await go(`${page}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'developer@demo.example', password: 'demo' }),
    });
    let location = new URL(res.headers.get('location')!, PROVIDER).href;
    while (!location.startsWith(config.redirectUri)) {
      res = await go(location);
      location = new URL(res.headers.get('location')!, PROVIDER).href;
    }
    const callback = new URL(location);
    expect(callback.origin).toBe(PORTAL);
    expect(callback.searchParams.get('iss')).toBe(`${PROVIDER}/oidc`);

    res = await go(`${PORTAL}/api/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        state,
        code: callback.searchParams.get('code'),
        iss: callback.searchParams.get('iss'),
        nonce,
        codeVerifier,
        clientId: 'portal-web',
      }),
    });
    expect(res.status).toBe(200);
    const info = sessionInfoSchema.parse(await res.json());
    expect(info.sub).toBe('00000000-0000-4000-9000-000000000002');
    expect((await go(`${PORTAL}/api/v1/sessionInfo`)).status).toBe(200);
    res = await go(`${PORTAL}/api/v1/logout`, { method: 'POST', headers: { 'xsrf-token': info.csrfToken } });
    expect(res.status).toBe(200);
  });
});
