import { endpointSpecs, endpointTable, op } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../seed/identityDemo.ts';
import { endpointRoutes } from './endpointRoutes.ts';

const orgParamsSchema = z.object({ org: z.uuid() });
const probeSchema = z.object({ userId: z.string(), organizationId: z.string().nullable() });

const probes = endpointTable({
  probeSession: op<{ response: typeof probeSchema }>()({
    method: 'GET',
    path: '/api/v1/test-endpoints/session',
    status: 200,
    access: 'session',
  }),
  probeGlobal: op<{ response: typeof probeSchema }>()({
    method: 'GET',
    path: '/api/v1/test-endpoints/global',
    status: 200,
    access: { globalPermission: 'admin.companies' },
  }),
  probeHeaderOrg: op<{ response: typeof probeSchema }>()({
    method: 'GET',
    path: '/api/v1/test-endpoints/org',
    status: 200,
    access: { orgPermission: 'company.admin' },
  }),
  probePathOrg: op<{ params: typeof orgParamsSchema; response: typeof probeSchema }>()({
    method: 'GET',
    path: '/api/v1/test-endpoints/organizations/:org',
    status: 200,
    access: { orgPermission: 'company.admin', orgParam: 'org' },
  }),
});

const specs = endpointSpecs(probes, ['test'], {
  probeSession: { summary: 'session', errors: [401], schemas: { response: probeSchema } },
  probeGlobal: { summary: 'global', errors: [401, 403], schemas: { response: probeSchema } },
  probeHeaderOrg: { summary: 'header', errors: [400, 401, 403], schemas: { response: probeSchema } },
  probePathOrg: {
    summary: 'path',
    errors: [400, 401, 403],
    schemas: { params: orgParamsSchema, response: probeSchema },
  },
});

describe('endpointRoutes: the access an endpoint declares is checked before its handler', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let staff: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    // The routes are registered before createTestApp returns the database: read it when a request comes.
    const deps = {
      get db() {
        return ctx.database.db;
      },
    };
    ctx = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          const route = endpointRoutes(app, deps);
          route(specs.probeSession, async (_request, _reply, { session }) => ({
            userId: session.userId,
            organizationId: null,
          }));
          route(specs.probeGlobal, async (_request, _reply, { session }) => ({
            userId: session.userId,
            organizationId: null,
          }));
          route(specs.probeHeaderOrg, async (_request, _reply, { session, org }) => ({
            userId: session.userId,
            organizationId: org.organizationId,
          }));
          route(specs.probePathOrg, async (_request, _reply, { session, org }) => ({
            userId: session.userId,
            organizationId: org.organizationId,
          }));
        },
      },
    );
    await seedIdentityDemo(ctx.database.db, ctx.config);
    // admin: company admin of acme, developer in bright, no membership in globex; staff: admin.companies.
    admin = await signIn(ctx.app, 'admin@demo.example');
    staff = await signIn(ctx.app, 'staff@demo.example');
  });
  afterAll(() => ctx.close());

  const path = (org: string) => `/api/v1/test-endpoints/organizations/${org}`;

  it('refuses every access but public without a session: 401', async () => {
    for (const url of [
      '/api/v1/test-endpoints/session',
      '/api/v1/test-endpoints/global',
      path(demoOrgs.acme.id),
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Sign in to continue.' });
    }
  });

  it('checks a provider permission', async () => {
    expect((await staff.request('GET', '/api/v1/test-endpoints/global')).statusCode).toBe(200);
    const refused = await admin.request('GET', '/api/v1/test-endpoints/global');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This needs a provider permission you do not have.');
  });

  it('checks a company permission in the company of the x-organization-id header', async () => {
    const ok = await admin.request('GET', '/api/v1/test-endpoints/org', {
      headers: { 'x-organization-id': demoOrgs.acme.id },
    });
    expect(ok.json()).toEqual({ userId: expect.any(String), organizationId: demoOrgs.acme.id });
    const missing = await admin.request('GET', '/api/v1/test-endpoints/org');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Select a company: the x-organization-id header is missing.');
  });

  it('checks a company permission in the company of the path parameter orgParam names', async () => {
    const ok = await admin.request('GET', path(demoOrgs.acme.id));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: expect.any(String), organizationId: demoOrgs.acme.id });
    // The path's company, not the header's: admin is company admin in acme, only a developer in bright.
    const fromPath = await admin.request('GET', path(demoOrgs.acme.id), {
      headers: { 'x-organization-id': demoOrgs.bright.id },
    });
    expect(fromPath.json().organizationId).toBe(demoOrgs.acme.id);
    const notAdmin = await admin.request('GET', path(demoOrgs.bright.id), {
      headers: { 'x-organization-id': demoOrgs.acme.id },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe('Your role in this company does not allow this.');
  });

  it('refuses a company the caller is not a member of, and a company id the schema refuses', async () => {
    const foreign = await admin.request('GET', path(demoOrgs.globex.id));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You are not a member of this company.');
    // Provider staff have no company permission of their own in another company.
    expect((await staff.request('GET', path(demoOrgs.acme.id))).statusCode).toBe(403);
    const malformed = await admin.request('GET', path('not-a-uuid'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('bad_request');
  });
});
