import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

// A shared cache (a proxy, the browser's disk) must not keep what a signed-in user read.
describe('Cache-Control on what a signed-in user reads', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it('sends no-store on authenticated API answers, errors included', async () => {
    for (const url of [
      '/api/v1/sessionInfo',
      '/auth/v1/users/self',
      '/apphub/v1/apps',
      '/apphub/v1/apps/unknown',
    ])
      expect((await dev.request('GET', url, { headers: acme })).headers['cache-control'], url).toBe(
        'no-store',
      );
  });

  it('sends no-store on a source zip download', async () => {
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Cache test', referenceId: 'cache_test', type: 'EXTEND', source: 'scratch' },
    });
    const res = await dev.request('GET', `/apphub/v1/versions/${created.json().version.id}/source`, {
      headers: acme,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('zip');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves shareable answers their own caching, for a signed-in user too', async () => {
    for (const [url, expected] of [
      ['/apphub/v1/signing-keys', 'public, max-age=300'],
      ['/oidc/assets/signin.css', 'public, max-age=3600'],
    ] as const) {
      const res = await dev.request('GET', url, { headers: acme });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(expected);
    }
  });

  it('keeps the public catalog cacheable for an anonymous reader', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/apphub/v1/catalog' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
