import { sessionInfoSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

describe('session (BFF)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  it('signs in through the provider and answers exactly the session fields', async () => {
    const { info, jar, request } = await signIn(ctx.app, 'admin@demo.example');
    expect(Object.keys(info).sort()).toEqual(
      ['authBaseUri', 'csrfToken', 'exp', 'regionAlias', 'regionDisplayName', 'scope', 'sub'].sort(),
    );
    expect(sessionInfoSchema.strict().parse(info)).toBeTruthy();
    expect(info.scope).toEqual({
      region: 'scylla:us',
      region_fqdn: 'api.us.scylla.example',
      client_id: 'portal-web',
    });
    expect(jar.cookies.has('portal_session')).toBe(true);
    const res = await request('GET', '/api/v1/sessionInfo');
    expect(res.statusCode).toBe(200);
    expect(res.json().sub).toBe(info.sub);
  });
});
