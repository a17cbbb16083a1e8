import type { Db } from '../db/client.ts';
import type { ApiClientsService } from '../modules/apiClients/apiClients.service.ts';
import { integrationsSeeding } from '../modules/integrations/integrations.port.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';

/**
 * One third-party integration in the demo world: Globex's "Globex payroll bridge",
 * connected by Acme's admin with workers.read on acme_sb. Its client is made through the service, as
 * Globex's admin would.
 */
export async function seedIntegrationsDemo(deps: {
  db: Db;
  clients: ApiClientsService;
  tenants: TenantsService;
}): Promise<void> {
  const userId = (email: string) => demoUsers.find((user) => user.email === email)!.id;
  const tenant = async (org: string, name: string) => {
    const found = await deps.tenants.byName(org, name);
    if (!found) throw new Error(`the demo tenant ${name} is missing`);
    return found.id;
  };
  const { client } = await deps.clients.create(
    { userId: userId('producer@demo.example'), organizationId: demoOrgs.globex.id, mayManageSystem: false },
    {
      name: 'Globex payroll bridge',
      description: "Globex's payroll service: reads its customers' workers to run their payroll.",
      type: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['workers.read', 'workers.write', 'organizations.read'],
      tenantIds: [await tenant(demoOrgs.globex.id, 'globex_sb')],
    },
  );
  await integrationsSeeding(deps.db).connect({
    organizationId: demoOrgs.acme.id,
    clientId: client.id,
    scopes: ['workers.read'],
    connectedBy: userId('admin@demo.example'),
    tenantIds: [await tenant(demoOrgs.acme.id, 'acme_sb')],
  });
}
