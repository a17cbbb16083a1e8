import type { EntitlementMeasure, EntitlementName } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { entitlementsSeeding } from '../modules/entitlements/entitlements.port.ts';
import { demoPackages, seedPackagesDemo } from './packagesDemo.ts';

/** The demo companies' keys (identityDemo.ts's demoOrgs), which this file names but does not import. */
type DemoOrg =
  | 'acme'
  | 'bright'
  | 'northwind'
  | 'stateU'
  | 'hack'
  | 'provider'
  | 'globex'
  | 'initech'
  | 'umbrella';

/** Each company's entitlements, with their start a number of days before the seed's clock. */
const grants: Record<DemoOrg, [EntitlementName, number][]> = {
  // Its usage year turns in about two months; its restricted programme hides with includeRestricted=false.
  acme: [
    ['extendessentials', 300],
    ['extendsaml', 300],
    ['Orchestrate for Integrations', 120],
    ['ML APIs Early Adopter Program', 30],
  ],
  // 120 members against extendessentials' 100: staff raised its user limit (an override), near it still.
  bright: [['extendessentials', 40]],
  // Northwind, Globex and Initech hold extendbasic and Umbrella extendpro through packages (packagesDemo.ts).
  northwind: [],
  stateU: [['Journeys', 500]],
  hack: [['Hackathon', 10]],
  provider: [
    ['extendpro', 700],
    ['OrchestrateAsyncLifecycle', 700],
  ],
  globex: [],
  initech: [],
  umbrella: [],
};

const overrides: Partial<Record<DemoOrg, [EntitlementMeasure, number | null][]>> = {
  bright: [['companyUsers', 125]],
};

/**
 * The demo world's entitlements, made with the companies (identityDemo.ts): every company
 * holds some, one is near a limit staff raised for it.
 */
export async function seedEntitlementsDemo(
  db: Db,
  orgs: Record<DemoOrg, { id: string }>,
  now: Date,
): Promise<void> {
  await seedPackagesDemo(db, demoPackages(orgs), now);
  const entitlements = entitlementsSeeding(db);
  for (const [org, list] of Object.entries(grants) as [DemoOrg, [EntitlementName, number][]][]) {
    const organizationId = orgs[org].id;
    for (const [name, daysAgo] of list) {
      const startDate = new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      await entitlements.grant(organizationId, name, startDate);
    }
    const own = overrides[org];
    if (own) await entitlements.replaceOverrides(organizationId, new Map(own));
  }
}
