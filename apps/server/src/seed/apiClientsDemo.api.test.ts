import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { seedApiClientsDemo } from './apiClientsDemo.ts';
import { demoOrgs, seedIdentityDemo } from './identityDemo.ts';

type Client = { name: string; type: string; secrets: { state: string }[]; health: { warnings: string[] } };

describe('the demo world has API clients of every kind and health', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const { apiClients, tenants } = ctx.app.services;
    await seedApiClientsDemo({ db: ctx.database.db, clients: apiClients, tenants, now: new Date() });
  });
  afterAll(() => ctx.close());

  it('shows a system client, an unassigned one, one in a rotation overlap and one unused for months', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const headers = { 'x-organization-id': demoOrgs.acme.id };
    const all = (await admin.request('GET', '/auth/v2/clients', { headers })).json().data as Client[];
    const byName = new Map(all.map((client) => [client.name, client]));
    expect(byName.get('Provider benefits connector')?.type).toBe('system');
    expect(byName.get('Invoice sync')?.secrets.map((secret) => secret.state)).toEqual(['current', 'overlap']);
    expect(byName.get('Legacy reporting')?.health.warnings).toEqual(
      expect.arrayContaining(['secret_old', 'unused', 'unused_scopes']),
    );
    expect(byName.get('Payroll export')?.health.warnings).toEqual(['unused_scopes']);
    const integration = all.find((client) => client.name === 'Time tracking integration') as Client & {
      id: string;
    };
    const tokens = await admin.request('GET', `/auth/v2/clients/${integration.id}/refreshTokens`, {
      headers,
    });
    expect(tokens.json().data).toMatchObject([{ tenant: 'acme_sb', revokedAt: null }]);
    const unassigned = (await admin.request('GET', '/auth/v2/clients?owner=unassigned', { headers })).json()
      .data;
    expect(unassigned.map((client: Client) => client.name)).toEqual([
      'Provider benefits connector',
      'Time-off kiosk',
    ]);
    const developer = await signIn(ctx.app, 'developer@demo.example');
    const system = all.find((client) => client.type === 'system') as Client & { id: string };
    const edit = await developer.request('DELETE', `/auth/v2/clients/${system.id}`, { headers });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('System clients are managed by the provider.');
  });
});
