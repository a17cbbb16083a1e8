import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../../test/logCapture.ts';
import { authorize, CookieJar, HOST, pkce, redeem } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../seed/identityDemo.ts';
import { createLogger } from './logging.ts';

// The server log held the notifications ticket in clear, and the nonce (then equal to the
// state) in the authorization URL; the callback redirect's location (code and state) was logged whole too.
// The whole sign-in and a socket opening are logged here, as in production.
describe('the server log of a sign-in and a notifications socket', () => {
  let ctx: TestContext;
  const { lines, destination } = logCapture();

  beforeAll(async () => {
    ctx = await createTestApp({}, { logger: createLogger({ logLevel: 'info' }, destination) });
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  it('holds no state, nonce, code or ticket in clear, and the nonce is not the state', async () => {
    const jar = new CookieJar();
    const { verifier, challenge, state } = pkce();
    const callback = await authorize(ctx.app, jar, {
      email: 'developer@demo.example',
      password: 'demo',
      state,
      challenge,
    });
    expect(callback.nonce).not.toBe(state);
    const session = await redeem(ctx.app, jar, {
      ...callback,
      codeVerifier: verifier,
      clientId: 'portal-web',
    });
    expect(session.statusCode).toBe(200);

    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/sub-api/v1/notifications/ticket',
      headers: {
        host: HOST,
        cookie: jar.header(),
        'xsrf-token': session.json().csrfToken,
        'x-organization-id': demoOrgs.acme.id,
      },
    });
    const ticket: string = issued.json().ticket;
    expect(issued.statusCode, issued.body).toBe(200);
    const socket = await ctx.app.injectWS(`/sub-api/v1/notifications/listen?ticket=${ticket}`);
    socket.terminate();

    const logged = lines.join('\n');
    // The log did see these requests: the check below is not vacuous.
    expect(logged).toContain('/oidc/auth?');
    expect(logged).toContain('/sub-api/v1/notifications/listen?ticket=%5Bredacted%5D');
    for (const secret of [state, callback.nonce, callback.code, ticket]) {
      const leaks = lines.filter(
        (line) => line.includes(secret) || line.includes(encodeURIComponent(secret)),
      );
      expect(leaks).toEqual([]);
    }
  });
});
