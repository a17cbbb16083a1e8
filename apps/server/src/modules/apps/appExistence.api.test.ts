import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { HOST, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { starterTemplate } from './source/starterTemplates.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Ids = { app: string; ref: string; version: string; build: string };
type Call = {
  method: Method;
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => object;
  multipart?: boolean;
  /** The status both answers share when it is not 404. */
  status?: number;
};

const ACME = demoOrgs.acme.id;
const MISSING: Ids = {
  app: '0a0a0a0a-0000-4000-8000-000000000001',
  ref: 'no_such_app',
  version: '0a0a0a0a-0000-4000-8000-000000000002',
  build: '0a0a0a0a-0000-4000-8000-000000000003',
};
const roleEmail = 'member@demo.example';

/** Every per-app route: each must answer an app the caller cannot see exactly like one that does not exist. */
const families: Record<string, Call[]> = {
  'app hub apps': [
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}` },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.ref}` },
    { method: 'PATCH', url: (i) => `/apphub/v1/apps/${i.app}`, payload: () => ({ name: 'Renamed' }) },
    { method: 'DELETE', url: (i) => `/apphub/v1/apps/${i.app}` },
    {
      method: 'POST',
      url: (i) => `/apphub/v1/apps/${i.app}/copy`,
      payload: () => ({ name: 'Copy', referenceId: 'stolen_copy' }),
    },
    { method: 'POST', url: (i) => `/apphub/v1/apps/${i.app}/retire` },
    { method: 'POST', url: (i) => `/apphub/v1/apps/${i.app}/unretire` },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/versions` },
    { method: 'POST', url: (i) => `/apphub/v1/apps/${i.app}/versions`, multipart: true },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/granted-version` },
  ],
  'app builder drafts': [
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/draft` },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.ref}/draft` },
    {
      method: 'PUT',
      url: (i) => `/apphub/v1/apps/${i.app}/draft`,
      payload: () => ({ revision: 0, baseVersionId: null, files: {} }),
    },
    { method: 'DELETE', url: (i) => `/apphub/v1/apps/${i.app}/draft` },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/draft/base` },
    { method: 'POST', url: (i) => `/apphub/v1/apps/${i.app}/draft/validate` },
    { method: 'POST', url: (i) => `/apphub/v1/apps/${i.app}/draft/build`, payload: () => ({ revision: 0 }) },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/draft/assets/content?path=assets/icon.svg` },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/draft/zip` },
  ],
  versions: [
    { method: 'GET', url: (i) => `/apphub/v1/versions/${i.version}` },
    { method: 'GET', url: (i) => `/apphub/v1/versions/${i.version}/source` },
    { method: 'GET', url: (i) => `/apphub/v1/versions/${i.version}/sourceArchive` },
    { method: 'GET', url: (i) => `/apphub/v1/versions/${i.version}/builds` },
    {
      method: 'POST',
      url: (i) => `/apphub/v1/versions/${i.version}/promote`,
      payload: () => ({ to: 'Sandbox' }),
    },
    { method: 'POST', url: (i) => `/apphub/v1/versions/${i.version}/review` },
    // The outsider's own role lacks apps.certify: refused before any version is looked up.
    { method: 'POST', url: (i) => `/apphub/v1/versions/${i.version}/certify`, status: 403 },
  ],
  builds: [
    { method: 'GET', url: (i) => `/apphub/v1/builds/${i.build}` },
    { method: 'GET', url: (i) => `/apphub/v1/builds/${i.build}/logs` },
    { method: 'GET', url: (i) => `/apphub/v1/builds/${i.build}/logs/download` },
    { method: 'GET', url: (i) => `/apphub/v1/builds/${i.build}/sourceArchive` },
    { method: 'GET', url: (i) => `/apphub/v1/builds/${i.build}/artifact` },
  ],
  'deploy and registry': [
    {
      method: 'POST',
      url: () => '/aos/v1/deploy',
      payload: (i) => ({ versionId: i.version, tenant: 'thief_prod', environment: 'Development' }),
    },
    // The registry is a filter: no row, never an error.
    { method: 'GET', url: (i) => `/aos/v1/registry?referenceId=${i.ref}`, status: 200 },
    {
      method: 'POST',
      url: () => '/aos/v1/registry',
      payload: (i) => ({ referenceId: i.ref }),
      status: 200,
    },
  ],
  'orchestration runs': [
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/orchestrations` },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.ref}/orchestration-runs` },
    {
      method: 'POST',
      url: (i) => `/apphub/v1/apps/${i.app}/orchestration-runs`,
      payload: () => ({ orchestration: 'nightly', tenant: 'acme_dev' }),
    },
    { method: 'GET', url: (i) => `/apphub/v1/apps/${i.app}/orchestration-runs/${MISSING.build}` },
    { method: 'POST', url: (i) => `/apphub/v1/apps/${i.app}/orchestration-runs/${MISSING.build}/cancel` },
  ],
  'identity v1 per-app access': [
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/permissions` },
    { method: 'POST', url: (i) => `/auth/v1/apps/${i.app}/permissions`, payload: () => ({ name: 'a.b' }) },
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/permissions/expenses.read` },
    { method: 'DELETE', url: (i) => `/auth/v1/apps/${i.app}/permissions/expenses.read` },
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/roles` },
    { method: 'POST', url: (i) => `/auth/v1/apps/${i.app}/roles`, payload: () => ({ name: 'viewer2' }) },
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/roles/viewer` },
    { method: 'DELETE', url: (i) => `/auth/v1/apps/${i.app}/roles/viewer` },
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/roles/viewer/permissions` },
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/roles/viewer/permissions/expenses.read` },
    { method: 'PUT', url: (i) => `/auth/v1/apps/${i.app}/roles/viewer/permissions/expenses.read` },
    { method: 'DELETE', url: (i) => `/auth/v1/apps/${i.app}/roles/viewer/permissions/expenses.read` },
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/users` },
    { method: 'GET', url: (i) => `/auth/v1/apps/${i.app}/users/${roleEmail}` },
    {
      method: 'PUT',
      url: (i) => `/auth/v1/apps/${i.app}/users/${roleEmail}`,
      payload: () => ({ roles: ['viewer'] }),
    },
    { method: 'DELETE', url: (i) => `/auth/v1/apps/${i.app}/users/${roleEmail}` },
  ],
};

describe('per-app routes do not tell another company that an app exists', () => {
  let ctx: TestContext;
  let dev: Session;
  let outsider: Session;
  let licensee: Session;
  let hidden: Ids;
  let shared: Ids;
  let upload: ReturnType<typeof multipartBody>;

  const create = async (referenceId: string): Promise<Ids> => {
    const res = await dev.request('POST', '/apphub/v1/apps', {
      headers: { 'x-organization-id': ACME },
      payload: { name: referenceId, referenceId, type: 'EXTEND', source: 'scratch' },
    });
    expect(res.statusCode).toBe(201);
    const { app, version, build } = res.json();
    await waitForBuild(dev, ACME, build.id);
    return { app: app.id, ref: referenceId, version: version.id, build: build.id };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    const admin = await signIn(ctx.app, 'admin@demo.example');
    // A developer of State University only: no company in common with Acme.
    outsider = await signIn(ctx.app, 'student@demo.example');
    // An admin of Globex, which holds a license to `shared_app`.
    licensee = await signIn(ctx.app, 'producer@demo.example');
    hidden = await create('hidden_app');
    shared = await create('shared_app');
    for (const [app, name] of [
      [hidden.app, 'expenses.read'],
      [shared.app, 'expenses.read'],
    ] as const) {
      await dev.request('POST', `/auth/v1/apps/${app}/permissions`, { payload: { name } });
      await dev.request('POST', `/auth/v1/apps/${app}/roles`, {
        payload: { name: 'viewer', permissions: [name] },
      });
      await dev.request('PUT', `/auth/v1/apps/${app}/users/${roleEmail}`, { payload: { roles: ['viewer'] } });
    }
    const license = await admin.request('POST', `/auth/v1/organizations/${ACME}/licenses`, {
      headers: { 'x-organization-id': ACME },
      payload: {
        appId: shared.app,
        consumerOrganizationId: demoOrgs.globex.id,
        licenseStart: '2026-01-01',
        licenseEnd: '2099-12-31',
      },
    });
    expect(license.statusCode).toBe(201);
    upload = multipartBody({}, { name: 'v2.zip', data: await starterTemplate('EXTEND', 'hidden_app', 'X') });
  });
  afterAll(() => ctx.close());

  const send = (session: Session, org: string, call: Call, ids: Ids) =>
    session.request(call.method, call.url(ids), {
      headers: { 'x-organization-id': org, ...(call.multipart ? upload.headers : {}) },
      ...(call.multipart ? { payload: upload.payload } : call.payload ? { payload: call.payload(ids) } : {}),
    });

  for (const [family, calls] of Object.entries(families)) {
    it(`${family}: another company's app answers exactly like a missing one`, async () => {
      for (const call of calls) {
        const name = `${call.method} ${call.url(hidden)}`;
        const real = await send(outsider, demoOrgs.stateU.id, call, hidden);
        const missing = await send(outsider, demoOrgs.stateU.id, call, MISSING);
        expect({ status: real.statusCode, body: real.body }, name).toEqual({
          status: missing.statusCode,
          body: missing.body,
        });
        expect(real.statusCode, name).toBe(call.status ?? 404);
      }
      // Nothing the outsider sent changed the app.
      const app = await dev.request('GET', `/apphub/v1/apps/${hidden.app}`, {
        headers: { 'x-organization-id': ACME },
      });
      expect(app.json()).toMatchObject({ name: 'hidden_app', retiredAt: null });
      expect(app.json().latestVersion.number).toBe(1);
    });
  }

  it('answers no session with 401 whether the app exists or not', async () => {
    for (const ids of [hidden, MISSING]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/auth/v1/apps/${ids.app}/roles`,
        headers: { host: HOST },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('keeps read-only views of a licensed app, and says 403 (not 404) where the licensee may not act', async () => {
    const globex = { 'x-organization-id': demoOrgs.globex.id };
    const view = await licensee.request('GET', `/apphub/v1/apps/${shared.app}`, { headers: globex });
    expect(view.statusCode).toBe(200);
    const roles = await licensee.request('GET', `/auth/v1/apps/${shared.app}/roles`);
    expect(roles.statusCode).toBe(403);
    // The same caller on an app not licensed to them: 404.
    const other = await licensee.request('GET', `/auth/v1/apps/${hidden.app}/roles`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'not_found', message: 'App not found.' });
  });

  it('still lets the owning company in, and tells its members without the permission 403', async () => {
    const member = await signIn(ctx.app, roleEmail);
    expect((await member.request('GET', `/auth/v1/apps/${hidden.app}/roles`)).statusCode).toBe(200);
    const write = await member.request('POST', `/auth/v1/apps/${hidden.app}/roles`, {
      payload: { name: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});
