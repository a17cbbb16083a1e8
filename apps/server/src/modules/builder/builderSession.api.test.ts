import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { sessionCacheOf } from '../../platform/auth/sessionCache.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

const MINUTE = 60_000;

describe("the app builder's session status: when the session ends, read without extending it, renewed on demand", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx?.close());

  it('answers the idle and absolute ends; reading leaves the idle end, renewing moves it within the absolute one', async () => {
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const fresh = await dev.request('GET', '/apphub/v1/builder/session');
    expect(fresh.statusCode, fresh.body).toBe(200);
    const first = fresh.json();
    const now = Date.parse(first.now);
    expect(Date.parse(first.idleExpiresAt) - now).toBeGreaterThan(25 * MINUTE);
    expect(Date.parse(first.expiresAt) - now).toBeGreaterThan(11 * 60 * MINUTE);

    // Almost idle: three minutes left. Reading the status (as the builder does every minute) keeps it so.
    await ctx.database.db.execute(
      sql`update sessions set idle_expires_at = now() + interval '3 minutes' where user_id = ${dev.info.sub}`,
    );
    // Written behind the server's back: its own writes forget the cached session (platform/auth/sessionCache).
    sessionCacheOf(ctx.database.db)?.forgetUser(dev.info.sub);
    const read = (await dev.request('GET', '/apphub/v1/builder/session')).json();
    expect(Date.parse(read.idleExpiresAt) - Date.parse(read.now)).toBeLessThanOrEqual(3 * MINUTE);
    const again = (await dev.request('GET', '/apphub/v1/builder/session')).json();
    expect(again.idleExpiresAt).toBe(read.idleExpiresAt);

    const renewed = await dev.request('POST', '/apphub/v1/builder/session/renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    const after = renewed.json();
    expect(Date.parse(after.idleExpiresAt) - Date.parse(after.now)).toBeGreaterThan(25 * MINUTE);
    expect(after.expiresAt).toBe(first.expiresAt);
    const stored = (await dev.request('GET', '/apphub/v1/builder/session')).json();
    expect(stored.idleExpiresAt).toBe(after.idleExpiresAt);
  });

  it('renews the idle timeout no further than the absolute end', async () => {
    const dev = await signIn(ctx.app, 'specialist@demo.example');
    await ctx.database.db.execute(
      sql`update sessions set idle_expires_at = now() + interval '2 minutes', expires_at = now() + interval '4 minutes' where user_id = ${dev.info.sub}`,
    );
    sessionCacheOf(ctx.database.db)?.forgetUser(dev.info.sub);
    const after = (await dev.request('POST', '/apphub/v1/builder/session/renew')).json();
    expect(after.idleExpiresAt).toBe(after.expiresAt);
  });

  it('answers 401 without a session and 403 to a renewal without the xsrf-token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/apphub/v1/builder/session' })).statusCode).toBe(401);
    const dev = await signIn(ctx.app, 'member@demo.example');
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/apphub/v1/builder/session/renew',
      headers: { cookie: dev.jar.header() },
    });
    expect(noToken.statusCode).toBe(403);
  });
});
