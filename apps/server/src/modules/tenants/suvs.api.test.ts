import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { identityRepository } from '../identity/identity.repository.ts';
import { identityService } from '../identity/identity.service.ts';
import { suvsRepository } from './suvs.repository.ts';
import { suvsService } from './suvs.service.ts';

const DAY = 86_400_000;
type Session = Awaited<ReturnType<typeof signIn>>;

describe('SUVs: staff create, extend and expire short-lived developer tenants; the job removes expired ones', () => {
  let ctx: TestContext;
  let staff: Session;
  let dev: Session;

  const create = (payload: object, session = staff) => session.request('POST', '/auth/v1/suvs', { payload });
  const list = () => staff.request('GET', '/auth/v1/suvs');

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it("creates a SUV from a template for a user, as a Sandbox tenant of the user's primary company", async () => {
    const before = Date.now();
    const res = await create({ userEmail: 'Developer@Demo.example', template: 'hr-core', days: 7 });
    expect(res.statusCode).toBe(201);
    const suv = res.json();
    expect(suv).toMatchObject({
      userEmail: 'developer@demo.example',
      template: 'hr-core',
      organizationId: demoOrgs.acme.id,
    });
    expect(suv.tenant).toMatch(/^suv_[0-9a-f]{10}$/);
    expect(Date.parse(suv.expiresAt)).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    const tenants = (await dev.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/tenants`)).json()
      .data;
    expect(tenants).toContainEqual(expect.objectContaining({ name: suv.tenant, environment: 'Sandbox' }));
    expect((await list()).json()).toMatchObject({ total: 1, data: [{ id: suv.id }] });
  });

  it('refuses an unknown user, a bad template or day count, and anyone without admin.tenants', async () => {
    const unknown = await create({ userEmail: 'nobody@demo.example', template: 'hr-core', days: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No portal user has the e-mail address nobody@demo.example.');
    expect(
      (await create({ userEmail: 'developer@demo.example', template: 'payroll', days: 1 })).statusCode,
    ).toBe(400);
    const tooLong = await create({ userEmail: 'developer@demo.example', template: 'hr-core', days: 31 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Days is a whole number from 1 to 30.');
    expect(
      (await create({ userEmail: 'developer@demo.example', template: 'hr-core', days: 0 })).statusCode,
    ).toBe(400);
    expect((await create({ userEmail: 'not-an-address', template: 'hr-core', days: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await create({ userEmail: 'developer@demo.example', template: 'hr-core', days: 1 }, dev)).statusCode,
    ).toBe(403);
    expect((await dev.request('GET', '/auth/v1/suvs')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/v1/suvs' })).statusCode).toBe(401);
  });

  it('extends from the later of now and the expiry, and expires at once', async () => {
    const suv = (await list()).json().data[0];
    const extended = await staff.request('POST', `/auth/v1/suvs/${suv.id}/extend`, { payload: { days: 3 } });
    expect(extended.statusCode).toBe(200);
    expect(Date.parse(extended.json().expiresAt)).toBe(Date.parse(suv.expiresAt) + 3 * DAY);
    const expired = await staff.request('POST', `/auth/v1/suvs/${suv.id}/expire`);
    expect(expired.statusCode).toBe(200);
    expect(Date.parse(expired.json().expiresAt)).toBeLessThanOrEqual(Date.now());
    const revived = await staff.request('POST', `/auth/v1/suvs/${suv.id}/extend`, { payload: { days: 1 } });
    expect(Date.parse(revived.json().expiresAt)).toBeGreaterThan(Date.now() + DAY - 60_000);
    const missing = '00000000-0000-4000-8000-0000000000aa';
    expect((await staff.request('POST', `/auth/v1/suvs/${missing}/expire`)).statusCode).toBe(404);
    expect(
      (await staff.request('POST', `/auth/v1/suvs/${suv.id}/extend`, { payload: { days: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('removes expired SUVs with their tenant and its tokens, and leaves live ones', async () => {
    const live = (
      await create({ userEmail: 'specialist@demo.example', template: 'hr-finance', days: 2 })
    ).json();
    const doomed = (await list()).json().data.find((s: { id: string }) => s.id !== live.id);
    // The developer connects to the SUV's tenant: its token must go with it.
    const acme = { 'x-organization-id': demoOrgs.acme.id };
    await dev.request('POST', '/auth/v2/consents', {
      headers: acme,
      payload: { tenantId: doomed.tenantId, scopes: ['workers.read'] },
    });
    const token = (
      await dev.request('POST', `/auth/v1/tenants/${doomed.tenantId}/connect`, {
        headers: acme,
        payload: { scopes: ['workers.read'] },
      })
    ).json();
    expect(await ctx.app.services.tenantTokens.verify(token.access_token)).not.toBeNull();

    const later = suvsService(
      suvsRepository(ctx.database.db),
      identityService(identityRepository(ctx.database.db)),
      () => new Date(Date.now() + 1.5 * DAY),
    );
    expect(await later.removeExpired()).toEqual([doomed.tenant]);
    const after = (await list()).json();
    expect(after.data.map((s: { id: string }) => s.id)).toEqual([live.id]);
    expect(await ctx.app.services.tenantTokens.verify(token.access_token)).toBeNull();
    const tenants = (await dev.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/tenants`)).json()
      .data;
    expect(tenants.map((t: { name: string }) => t.name)).not.toContain(doomed.tenant);
    expect(await later.removeExpired()).toEqual([]);
  });
});
