import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { SIGNED_OUT_ROUTES } from './signInFirst.ts';

type Operation = { responses?: Record<string, unknown> };
const UUID = '00000000-0000-4000-8000-000000000000';
/** Their own credentials come first (sandbox) or their refusals are OAuth's (oauthError.ts). */
const OWN_CREDENTIALS = ['/sandbox/', '/auth/v1/token'];
/** Switched off in tests: the module answers 404 to everyone before anything else. */
const DISABLED = ['/sub-api/v1/copilot/'];

/** A caller with no credential is told to sign in before being told what is malformed. */
describe('sign in first: 401 before 400 wherever the documents say 401', () => {
  let ctx: TestContext;
  let operations: { method: string; path: string }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.responses?.['401'] !== undefined)
          .map(([method, _op]) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => ctx.close());

  it('answers 401 to an anonymous malformed request on every route that lists 401 and needs a session', async () => {
    const checked: string[] = [];
    for (const { method, path } of operations) {
      const pattern = path.replace(/\{(\w+)\}/g, ':$1');
      if (SIGNED_OUT_ROUTES.has(`${method} ${pattern}`)) continue;
      if ([...OWN_CREDENTIALS, ...DISABLED].some((prefix) => path.startsWith(prefix))) continue;
      const withBody = method !== 'GET' && method !== 'DELETE';
      const res = await ctx.app.inject({
        method: method as 'POST',
        // A bad query too, for the routes that read one.
        url: `${path.replace(/\{\w+\}/g, UUID)}?start=not-a-date&limit=-1`,
        headers: withBody ? { 'content-type': 'application/json' } : {},
        ...(withBody ? { payload: '{"unexpected":[1,2,3]}' } : {}),
      });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(401);
      checked.push(`${method} ${path}`);
    }
    expect(checked.length).toBeGreaterThan(100);
  });

  it('answers 401 to an anonymous body that is not even JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v2/clients',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Sign in to continue.' });
  });

  it('still answers 400 to a signed-in caller, and to bad input on the routes that serve signed-out callers', async () => {
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const signedIn = await dev.request('POST', '/auth/v2/clients', {
      headers: { 'x-organization-id': demoOrgs.acme.id },
      payload: {},
    });
    expect(signedIn.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/apphub/v1/catalog/Bad_Name' })).statusCode).toBe(
      400,
    );
    const signInCall = await ctx.app.inject({ method: 'POST', url: '/api/v1/token', payload: {} });
    expect(signInCall.statusCode).toBe(400);
  });

  it('leaves a bearer caller to its route: a bad portal token is refused as such, not as signed out', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/apphub/v1/apps',
      headers: { authorization: 'Bearer ppa_unknown', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The portal token is unknown, expired or revoked: ask for a new one.');
  });
});
