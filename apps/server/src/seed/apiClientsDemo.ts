import type { ApiClientCreate } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import type { ApiClientsService, ClientActor } from '../modules/apiClients/apiClients.service.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';
import { seedRepository } from './seed.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Acme's API clients, one of every kind and health: a system client of the provider,
 * a confidential client in use, a public one without an owner, one in the overlap of a rotation, an
 * integration client with a refresh token for the sandbox's integration user, and one
 * nobody has used for months with a secret past the policy age. Made through the service, like the API.
 */
export async function seedApiClientsDemo(deps: {
  db: Db;
  clients: ApiClientsService;
  tenants: TenantsService;
  now: Date;
}): Promise<void> {
  const { clients, now } = deps;
  const acme = demoOrgs.acme.id;
  const admin = demoUsers.find((user) => user.email === 'admin@demo.example')!;
  const developer = demoUsers.find((user) => user.email === 'developer@demo.example')!;
  const actor: ClientActor = { userId: admin.id, organizationId: acme, mayManageSystem: false };
  const tenantId = async (name: string) => {
    const tenant = await deps.tenants.byName(acme, name);
    if (!tenant) throw new Error(`the demo tenant ${name} is missing`);
    return tenant.id;
  };
  const sandbox = await tenantId('acme_sb');
  const production = await tenantId('acme_prod');
  const make = (input: ApiClientCreate, as: ClientActor = actor) => clients.create(as, input);

  await make(
    {
      name: 'Provider benefits connector',
      description: 'Sends enrolment changes to the benefits carrier. Managed by the provider.',
      type: 'system',
      grantTypes: ['client_credentials'],
      scopes: ['workers.read', 'organizations.read'],
      tenantIds: [production],
      // Managed by the provider: no one of the company owns it.
      ownerId: null,
    },
    { ...actor, mayManageSystem: true },
  );

  const payroll = await make({
    name: 'Payroll export',
    description: 'Nightly export of worker and cost center data to the payroll bureau.',
    type: 'confidential',
    grantTypes: ['client_credentials'],
    scopes: ['workers.read', 'financials.read'],
    tenantIds: [sandbox],
    ownerId: developer.id,
  });
  await clients.authenticate(payroll.client.id, payroll.secret!, { scope: 'workers.read' });

  await make({
    name: 'Time-off kiosk',
    description: 'The tablet app in the break rooms; signs workers in with PKCE.',
    // The demo's client without an owner (left out, the creator would own it).
    ownerId: null,
    type: 'public',
    grantTypes: ['authorization_code', 'refresh_token'],
    redirectUris: ['https://kiosk.acme.example/callback', 'http://localhost:5173/callback'],
    corsOrigins: ['https://kiosk.acme.example'],
    scopes: ['absenceManagement.read', 'absenceManagement.write'],
    tenantIds: [sandbox],
  });

  const invoices = await make({
    name: 'Invoice sync',
    description: 'Pushes approved supplier invoices to the ERP.',
    type: 'confidential',
    grantTypes: ['client_credentials'],
    scopes: ['financials.read', 'financials.write'],
    tenantIds: [sandbox],
    ownerId: admin.id,
  });
  await clients.authenticate(invoices.client.id, invoices.secret!, {});
  await clients.rotate(actor, invoices.client.id, 72);

  const feed = await make({
    name: 'Time tracking integration',
    description: 'The time clock vendor pulls absences nightly as the tenant integration user.',
    type: 'confidential',
    grantTypes: ['client_credentials', 'refresh_token'],
    scopes: ['absenceManagement.read', 'workers.read'],
    tenantIds: [sandbox],
    ownerId: admin.id,
    integration: true,
    refreshTokenDays: 180,
  });
  await clients.generateRefreshToken(actor, feed.client.id, sandbox);

  const legacy = await make({
    name: 'Legacy reporting',
    description: 'The old headcount report. Nobody has run it since the spring.',
    type: 'confidential',
    grantTypes: ['client_credentials'],
    scopes: ['workers.read', 'organizations.read', 'jobProfiles.read'],
    tenantIds: [sandbox],
    ownerId: developer.id,
  });
  await clients.authenticate(legacy.client.id, legacy.secret!, { scope: 'workers.read' });
  await seedRepository(deps.db).backdateApiClient(
    legacy.client.id,
    new Date(now.getTime() - 200 * DAY),
    new Date(now.getTime() - 120 * DAY),
  );
}
