import { formatMessage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
const userId = (email: string) => demoUsers.find((user) => user.email === email)!.id;
const ADMIN = userId('admin@demo.example');
const DEVELOPER = userId('developer@demo.example');
const SPECIALIST = userId('specialist@demo.example');
type Session = Awaited<ReturnType<typeof signIn>>;
type Client = { id: string; name: string; scopes: string[]; owner: { id: string } | null };

/**
 * A portal token acts, and is audited, as its client's owner. A developer who made the
 * company admin the owner of a client with portal scopes acted as the admin. The owner must hold every
 * permission the client's portal scopes imply, and nobody sets, or changes a client of, an owner who may
 * do more than they may.
 */
describe("API clients: an owner holds the client's portal scopes and is within the reach of who changes it", () => {
  let ctx: TestContext;
  let admin: Session;
  let dev: Session;
  let serial = 0;

  const fields = (overrides: Record<string, unknown> = {}) => ({
    name: `Owned ${++serial}`,
    grantTypes: ['client_credentials'],
    scopes: ['portal.apps.read', 'portal.deploy'],
    tenantIds: [],
    ownerId: DEVELOPER,
    ...overrides,
  });
  const create = (who: Session, overrides: Record<string, unknown> = {}) =>
    who.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: { ...fields(overrides), type: 'confidential' },
    });
  const created = async (who: Session, overrides: Record<string, unknown> = {}) => {
    const res = await create(who, overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().client as Client;
  };
  const edit = (who: Session, client: Client, overrides: Record<string, unknown>) =>
    who.request('PUT', `/auth/v2/clients/${client.id}`, {
      headers: acme,
      payload: fields({
        name: client.name,
        scopes: client.scopes,
        ownerId: client.owner?.id ?? null,
        ...overrides,
      }),
    });
  const read = async (client: Client) =>
    (await admin.request('GET', `/auth/v2/clients/${client.id}`, { headers: acme })).json() as Client & {
      secrets: unknown[];
      disabled: boolean;
    };
  const names = async () =>
    ((await admin.request('GET', '/auth/v2/clients', { headers: acme })).json().data as Client[]).map(
      (client) => client.name,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    admin = await signIn(ctx.app, 'admin@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  it('refuses a developer who makes the admin the owner, at create and at edit, and writes nothing', async () => {
    const before = await names();
    const res = await create(dev, { ownerId: ADMIN });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: formatMessage('apiClient.ownerAboveYou') });
    expect(res.body).not.toContain('pcs_');
    expect(await names()).toEqual(before);

    const mine = await created(dev);
    const handed = await edit(dev, mine, { ownerId: ADMIN });
    expect(handed.statusCode).toBe(403);
    expect(handed.json().message).toBe(formatMessage('apiClient.ownerAboveYou'));
    expect((await read(mine)).owner?.id).toBe(DEVELOPER);
  });

  it("refuses a developer every change of the admin's client, and lets the admin make them", async () => {
    const admins = await created(admin, { ownerId: ADMIN });
    const refused = formatMessage('apiClient.ownedAboveYou');
    const attempts = [
      edit(dev, admins, { name: 'Renamed by a developer' }),
      edit(dev, admins, { ownerId: DEVELOPER }),
      dev.request('POST', `/auth/v2/clients/${admins.id}/secrets`, {
        headers: acme,
        payload: { overlapHours: 0 },
      }),
      dev.request('PUT', `/auth/v2/clients/${admins.id}/disabled`, {
        headers: acme,
        payload: { disabled: true },
      }),
      dev.request('DELETE', `/auth/v2/clients/${admins.id}`, { headers: acme }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(refused);
    }
    const after = await read(admins);
    expect(after).toMatchObject({ name: admins.name, owner: { id: ADMIN }, disabled: false });
    expect(after.secrets).toHaveLength(1);

    // The owner, and a higher role over a lower owner's client, change it.
    const rotated = await admin.request('POST', `/auth/v2/clients/${admins.id}/secrets`, {
      headers: acme,
      payload: { overlapHours: 0 },
    });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const devs = await created(dev);
    expect((await edit(admin, devs, { name: 'Renamed by the admin' })).statusCode).toBe(200);
    expect((await edit(admin, devs, { ownerId: ADMIN })).statusCode).toBe(200);
  });

  it('lets a developer make themselves or someone within their reach the owner', async () => {
    const readOnly = await created(dev, { ownerId: SPECIALIST, scopes: ['portal.apps.read'] });
    expect(readOnly.owner?.id).toBe(SPECIALIST);
    // Their own client, and a client a specialist owns, stay theirs to change.
    expect((await edit(dev, readOnly, { name: 'Read-only pipeline' })).statusCode).toBe(200);
    expect((await edit(dev, readOnly, { ownerId: DEVELOPER })).statusCode).toBe(200);
  });

  it('refuses an owner who lacks what a portal scope implies, when the owner is set and when the scope is added', async () => {
    const lacking = await create(admin, {
      ownerId: SPECIALIST,
      scopes: ['portal.apps.read', 'portal.deploy'],
    });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json()).toEqual({
      error: 'bad_request',
      message: formatMessage('apiClient.ownerLacksPermission', {
        scope: 'portal.deploy',
        permission: 'apps.deploy',
      }),
    });

    const readOnly = await created(admin, { ownerId: SPECIALIST, scopes: ['portal.apps.read'] });
    const widened = await edit(admin, readOnly, { scopes: ['portal.apps.read', 'portal.apps.write'] });
    expect(widened.statusCode).toBe(400);
    expect(widened.json().message).toBe(
      formatMessage('apiClient.ownerLacksPermission', {
        scope: 'portal.apps.write',
        permission: 'apps.write',
      }),
    );
    expect((await read(readOnly)).scopes).toEqual(['portal.apps.read']);

    const devs = await created(admin, { ownerId: DEVELOPER });
    const moved = await edit(admin, devs, { ownerId: SPECIALIST });
    expect(moved.statusCode).toBe(400);
    expect((await read(devs)).owner?.id).toBe(DEVELOPER);
    // Tenant scopes ask nothing of the owner: a tenant token does not act as anyone.
    const tenantOnly = await created(admin, {
      ownerId: SPECIALIST,
      scopes: ['workers.read'],
      tenantIds: [(await admin.request('GET', `/auth/v1/organizations/${ACME}/tenants`)).json().data[0].id],
    });
    expect(tenantOnly.owner?.id).toBe(SPECIALIST);
  });

  it('makes the creator the owner when none is named, and keeps a client unassigned when asked', async () => {
    const { ownerId: _named, ...unnamed } = fields();
    const res = await dev.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: { ...unnamed, type: 'confidential' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().client.owner?.id).toBe(DEVELOPER);

    const unassigned = await created(dev, { ownerId: null });
    expect(unassigned.owner).toBeNull();
    expect((await read(unassigned)).owner).toBeNull();
  });

  it('lists the owners each may choose, with the portal scopes each may hold, for the form to offer', async () => {
    type Candidate = { userUuid: string; portalScopes: string[] };
    const owners = async (who: Session) => {
      const res = await who.request('GET', '/auth/v2/clients/owners', { headers: acme });
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json().data as Candidate[]).map((c) => [c.userUuid, c.portalScopes]));
    };
    const devs = await owners(dev);
    expect(devs.has(ADMIN)).toBe(false);
    expect(devs.get(DEVELOPER)).toEqual([
      'portal.apps.read',
      'portal.apps.write',
      'portal.deploy',
      'portal.orchestrations',
    ]);
    expect(devs.get(SPECIALIST)).toEqual(['portal.apps.read']);
    const admins = await owners(admin);
    expect(admins.get(ADMIN)).toEqual(devs.get(DEVELOPER));
    expect(admins.has(DEVELOPER) && admins.has(SPECIALIST)).toBe(true);
    // Choosing an owner is changing a client: reading clients is not enough.
    const specialist = await signIn(ctx.app, 'specialist@demo.example');
    expect((await specialist.request('GET', '/auth/v2/clients/owners', { headers: acme })).statusCode).toBe(
      403,
    );
  });
});
