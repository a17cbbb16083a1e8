import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';
import { sessionCacheOf } from './sessionCache.ts';

/**
 * The session read is cached in memory on PGlite. Each test reads the session first, so it is
 * in the cache, then changes it on the server: the next request must see the change at once.
 */
describe('the session cache forgets a session the moment it changes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  const signedInAndCached = async (email: string) => {
    const session = await signIn(ctx.app, email);
    expect((await session.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(200);
    expect((await session.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(200);
    return session;
  };

  it('is on for PGlite (the API tests on PostgreSQL run without it)', () => {
    expect(sessionCacheOf(ctx.database.db) !== undefined).toBe(ctx.database.kind === 'pglite');
  });

  it('refuses the cookie right after sign-out', async () => {
    const dev = await signedInAndCached('developer@demo.example');
    expect((await dev.request('POST', '/api/v1/logout')).statusCode).toBe(200);
    expect((await dev.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(401);
  });

  it('answers the new region right after a company switch', async () => {
    const dev = await signedInAndCached('developer@demo.example');
    const switched = await dev.request('POST', '/api/v1/token-exchange', {
      payload: { region: 'scylla:de' },
    });
    expect(switched.statusCode).toBe(200);
    const info = await dev.request('GET', '/api/v1/sessionInfo');
    expect(info.json().scope.region).toBe('scylla:de');
  });

  it('ends every session of an account right after staff disable it, and signing in again works once enabled', async () => {
    const staff = await signIn(ctx.app, 'staff@demo.example');
    const dev = await signedInAndCached('developer@demo.example');
    const userId = dev.info.sub;
    const disable = (disabled: boolean) =>
      staff.request('POST', `/auth/v2/users/${userId}/manageDisable`, { payload: { disabled } });
    expect((await disable(true)).statusCode).toBe(200);
    expect((await dev.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(401);
    expect((await disable(false)).statusCode).toBe(200);
    const again = await signIn(ctx.app, 'developer@demo.example');
    expect((await again.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(200);
  });
});
