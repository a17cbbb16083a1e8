import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

describe('orchestration builder session and logout', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('describes the session for the selected company, then logout ends the portal session', async () => {
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const session = await dev.request('GET', '/apphub/v1/orchestrate/session', { headers: acme });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ organizationId: demoOrgs.acme.id, canEdit: true });
    expect(Date.parse(session.json().expiresAt)).toBeGreaterThan(Date.now());

    const out = await dev.request('POST', '/apphub/v1/orchestrate/logout', { headers: acme });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ loggedOut: true });
    expect((await dev.request('GET', '/apphub/v1/orchestrate/session', { headers: acme })).statusCode).toBe(
      401,
    );
    expect((await dev.request('GET', '/api/v1/sessionInfo')).statusCode).toBe(401);
  });

  it('refuses a company that is not the caller’s, and a caller without a session', async () => {
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const other = await dev.request('GET', '/apphub/v1/orchestrate/session', {
      headers: { 'x-organization-id': demoOrgs.bright.id },
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/apphub/v1/orchestrate/session' });
    expect(anonymous.statusCode).toBe(401);
  });
});
