import type { ThirdPartyIntegration } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { sandboxWorkers, tokenEndpoint } from '../../../test/tokenEndpoint.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const GLOBEX = demoOrgs.globex.id;
type Session = Awaited<ReturnType<typeof signIn>>;
type Tenant = { id: string; name: string };

describe("third-party integrations: Acme connects Globex's API client to one of its tenants", () => {
  let ctx: TestContext;
  let admin: Session;
  let producer: Session;
  let member: Session;
  let acmeSandbox: Tenant;
  let globexTenant: Tenant;
  let client: { id: string; secret: string };
  let ownClientId: string;
  const integrations = `/auth/v2/organizations/${ACME}/integrations`;
  const token = (form: Record<string, string>) =>
    tokenEndpoint(ctx.app)({ grant_type: 'client_credentials', ...form }, [client.id, client.secret]);
  const connect = (payload: Record<string, unknown>, as = () => admin) =>
    as().request('POST', integrations, {
      payload: { clientId: client.id, scopes: ['workers.read'], tenantIds: [acmeSandbox.id], ...payload },
    });
  const createClient = async (as: Session, org: string, tenantIds: string[]) => {
    const res = await as.request('POST', '/auth/v2/clients', {
      headers: { 'x-organization-id': org },
      payload: {
        name: 'Globex payroll bridge',
        type: 'confidential',
        grantTypes: ['client_credentials'],
        scopes: ['workers.read', 'workers.write', 'organizations.read'],
        tenantIds,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { client: { id: string }; secret: string };
  };
  const auditActions = async () => {
    const lines = await ctx.database.db.execute(
      `select attributes from logs where org_id = '${ACME}' and type = 'audit' and attributes->>'action' like 'integrations.%' order by date`,
    );
    return (lines as { rows: { attributes: Record<string, unknown> }[] }).rows.map((r) => r.attributes);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    admin = await signIn(ctx.app, 'admin@demo.example');
    producer = await signIn(ctx.app, 'producer@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    const tenantsOf = async (as: Session, org: string) =>
      (await as.request('GET', `/auth/v1/organizations/${org}/tenants`)).json().data as Tenant[];
    acmeSandbox = (await tenantsOf(admin, ACME)).find((t) => t.name === 'acme_sb')!;
    globexTenant = (await tenantsOf(producer, GLOBEX))[0]!;
    const created = await createClient(producer, GLOBEX, [globexTenant.id]);
    client = { id: created.client.id, secret: created.secret };
    ownClientId = (await createClient(admin, ACME, [acmeSandbox.id])).client.id;
  });
  afterAll(() => ctx.close());

  it("refuses the client on Acme's tenant before Acme connects it", async () => {
    const res = await token({ tenant: 'acme_sb' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_target');
  });

  it("shows the client's name, owner company and requested scopes by its id", async () => {
    const res = await admin.request('GET', `${integrations}/clients/${client.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clientId: client.id,
      name: 'Globex payroll bridge',
      ownerCompany: 'Globex Apps',
      requestedScopes: ['organizations.read', 'workers.read', 'workers.write'],
    });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const unknown = await connect({ clientId: '00000000-0000-4000-8000-00000000dead' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'API client not found.']);
    const own = await connect({ clientId: ownClientId });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toContain('your own company');
    const notAsked = await connect({ scopes: ['workers.read', 'financials.read'] });
    expect([notAsked.statusCode, notAsked.json().message]).toEqual([
      400,
      'The client does not ask for financials.read.',
    ]);
    const foreignTenant = await connect({ tenantIds: [globexTenant.id] });
    expect([foreignTenant.statusCode, foreignTenant.json().message]).toEqual([
      400,
      'Choose tenants of your own company.',
    ]);
    expect((await connect({ scopes: [] })).statusCode).toBe(400);
    expect((await connect({}, () => member)).statusCode).toBe(403);
    expect((await member.request('GET', integrations)).statusCode).toBe(403);
    expect((await admin.request('GET', integrations)).json()).toEqual({ data: [] });
  });

  let accessToken: string;
  it('connects with chosen scopes: the token endpoint then issues at most those for the tenant', async () => {
    const res = await connect({});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      clientId: client.id,
      name: 'Globex payroll bridge',
      ownerCompany: 'Globex Apps',
      scopes: ['workers.read'],
      tenants: [{ id: acmeSandbox.id, name: 'acme_sb' }],
      connectedBy: 'Ada Admin',
    } satisfies Partial<ThirdPartyIntegration>);
    expect((await connect({})).statusCode).toBe(409);

    const issued = await token({ tenant: 'acme_sb' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ scope: 'workers.read', tenant: 'acme_sb' });
    accessToken = issued.json().access_token;
    expect((await sandboxWorkers(ctx.app)(accessToken, 'acme_sb')).statusCode).toBe(200);
    const wider = await token({ tenant: 'acme_sb', scope: 'workers.read workers.write' });
    expect([wider.statusCode, wider.json().error]).toEqual([400, 'invalid_scope']);
    // The owner's own tenant still works as before.
    expect((await token({ tenant: globexTenant.name })).statusCode).toBe(200);
  });

  it("keeps the connection's tokens when the owner edits the client's own tenants", async () => {
    const res = await producer.request('PUT', `/auth/v2/clients/${client.id}`, {
      headers: { 'x-organization-id': GLOBEX },
      payload: {
        name: 'Globex payroll bridge',
        type: 'confidential',
        grantTypes: ['client_credentials'],
        scopes: ['workers.read', 'workers.write', 'organizations.read'],
        tenantIds: [globexTenant.id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sandboxWorkers(ctx.app)(accessToken, 'acme_sb')).statusCode).toBe(200);
  });

  it('shows the owner which companies connected its client, and no one else', async () => {
    const connections = `/auth/v2/clients/${client.id}/connections`;
    const owner = await producer.request('GET', connections, { headers: { 'x-organization-id': GLOBEX } });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toEqual({
      data: [
        { company: 'Acme Health', scopes: ['workers.read'], tenantCount: 1, connectedAt: expect.any(String) },
      ],
    });
    // Acme connected it but does not own it: the owner's view is not Acme's (its own list is).
    const other = await admin.request('GET', connections, { headers: { 'x-organization-id': ACME } });
    expect(other.statusCode).toBe(404);
    const own = await admin.request('GET', `/auth/v2/clients/${ownClientId}/connections`, {
      headers: { 'x-organization-id': ACME },
    });
    expect(own.json()).toEqual({ data: [] });
    const signedOut = await ctx.app.inject({ method: 'GET', url: connections });
    expect(signedOut.statusCode).toBe(401);
  });

  it('disconnects: the tokens for Acme stop at once, no new one is issued, and both are audited', async () => {
    const [connection] = (
      (await admin.request('GET', integrations)).json() as { data: ThirdPartyIntegration[] }
    ).data;
    const res = await admin.request('DELETE', `${integrations}/${connection!.id}`);
    expect(res.statusCode).toBe(204);
    expect((await sandboxWorkers(ctx.app)(accessToken, 'acme_sb')).statusCode).toBe(401);
    expect((await token({ tenant: 'acme_sb' })).statusCode).toBe(400);
    expect((await admin.request('DELETE', `${integrations}/${connection!.id}`)).statusCode).toBe(404);
    expect(await auditActions()).toMatchObject([
      {
        action: 'integrations.connect',
        actor: expect.any(String),
        after: { scopes: ['workers.read'], tenants: ['acme_sb'] },
      },
      { action: 'integrations.disconnect', before: { clientId: client.id, scopes: ['workers.read'] } },
    ]);
  });
});
