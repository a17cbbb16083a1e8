import type { PackageAccessPolicy, PackageEntitlement } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { entitlementsSeeding } from '../modules/entitlements/entitlements.port.ts';

type DemoPackage = {
  name: string;
  description: string;
  entitlements: PackageEntitlement[];
  policy: PackageAccessPolicy;
  /** The companies holding it, with the day their grant began (days before the seed's clock). */
  holders: [string, number][];
};

/** The demo packages' names: packages belong to no company, so removing a partial demo world goes by these. */
export const demoPackageNames = ['Extend Starter', 'Extend Pro Bundle', 'Distribution'] as const;

/**
 * The demo world's entitlement packages. The companies given one held its
 * entitlements directly before (entitlementsDemo.ts leaves those out now), from the same days, so their
 * limits and usage years are what they were.
 */
export function demoPackages(orgs: Record<'northwind' | 'globex' | 'initech' | 'umbrella', { id: string }>) {
  const list: DemoPackage[] = [
    {
      name: demoPackageNames[0],
      description: 'The entry tier of Extend for a company starting out: one app in production.',
      entitlements: [{ name: 'extendbasic', limits: {} }],
      policy: { organizationTypes: [], regions: [] },
      holders: [
        [orgs.northwind.id, 200],
        [orgs.globex.id, 90],
        [orgs.initech.id, 15],
      ],
    },
    {
      name: demoPackageNames[1],
      description: 'Extend Pro with SAML single sign-on and Orchestrate for Integrations.',
      entitlements: [
        { name: 'extendpro', limits: {} },
        { name: 'extendsaml', limits: {} },
        { name: 'Orchestrate for Integrations', limits: {} },
      ],
      policy: { organizationTypes: ['Customer', 'Partner', 'Software Partner', 'Internal'], regions: [] },
      holders: [[orgs.umbrella.id, 60]],
    },
    {
      name: demoPackageNames[2],
      description: 'Publishing apps to other companies and installing theirs.',
      entitlements: [
        { name: 'DistAppProducer', limits: {} },
        { name: 'DistAppConsumer', limits: {} },
      ],
      policy: { organizationTypes: ['Software Partner', 'Producer', 'Partner'], regions: [] },
      holders: [],
    },
  ];
  return list;
}

export async function seedPackagesDemo(db: Db, packages: DemoPackage[], now: Date): Promise<void> {
  const seeding = entitlementsSeeding(db);
  // As the other demo seeders: running over a world that has them already adds nothing.
  const present = await seeding.existingPackages(packages.map((pkg) => pkg.name));
  for (const pkg of packages) {
    if (present.has(pkg.name)) continue;
    const id = await seeding.createPackage(
      { name: pkg.name, description: pkg.description, entitlements: pkg.entitlements },
      pkg.policy,
    );
    for (const [organizationId, daysAgo] of pkg.holders) {
      const startDate = new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      await seeding.assignPackage(organizationId, id, startDate);
    }
  }
}
