import { type EntitlementName, entitlementNames } from '../apps/appEnums.ts';

/** What an entitlement limits (docs/product/entitlements.md ENTITLEMENTS-2). */
export const entitlementMeasures = [
  'productionExtendApps',
  'companyUsers',
  'dscUsers',
  'developmentTenants',
  'dataUsageGb',
  // Members holding AWS access, collaborators included (docs/product/people.md PEOPLE-7).
  'awsUsers',
] as const;
export type EntitlementMeasure = (typeof entitlementMeasures)[number];

export type EntitlementLimits = Partial<Record<EntitlementMeasure, number>>;

type CatalogueEntry = {
  /** The provider's own programmes and switches: hidden from a company when `includeRestricted=false`. */
  restricted: boolean;
  /** The limits the entitlement grants; a measure it does not name is not part of it. */
  limits: EntitlementLimits;
};

/**
 * The provider's entitlements and what each grants. Tiers are alternatives, not packs that add up: a
 * company's limit for a measure is the highest any of its entitlements grants (staff may override it).
 */
export const entitlementCatalogue: Record<EntitlementName, CatalogueEntry> = {
  Journeys: { restricted: false, limits: { companyUsers: 25 } },
  extendbasic: {
    restricted: false,
    limits: {
      productionExtendApps: 1,
      companyUsers: 25,
      dscUsers: 2,
      developmentTenants: 2,
      dataUsageGb: 10,
      awsUsers: 2,
    },
  },
  extendessentials: {
    restricted: false,
    limits: {
      productionExtendApps: 5,
      companyUsers: 100,
      dscUsers: 4,
      developmentTenants: 5,
      dataUsageGb: 50,
      awsUsers: 5,
    },
  },
  extendpro: {
    restricted: false,
    limits: {
      productionExtendApps: 25,
      companyUsers: 500,
      dscUsers: 10,
      developmentTenants: 10,
      dataUsageGb: 250,
      awsUsers: 25,
    },
  },
  extendsaml: { restricted: false, limits: {} },
  'Orchestrate for Integrations': { restricted: false, limits: { dataUsageGb: 50 } },
  'ML APIs Early Adopter Program': { restricted: true, limits: {} },
  'ML APIs Labs Program': { restricted: true, limits: {} },
  DistAppProducer: { restricted: false, limits: {} },
  DistAppConsumer: { restricted: false, limits: {} },
  Hackathon: { restricted: true, limits: { companyUsers: 50, developmentTenants: 3 } },
  'Orch Management': { restricted: false, limits: {} },
  'Orchestrate Management Summary Report': { restricted: false, limits: {} },
  OrchestrateAsyncLifecycle: { restricted: true, limits: {} },
};

/** What every company has where none of its entitlements names the measure. */
export const baseEntitlementLimits: Record<EntitlementMeasure, number> = {
  productionExtendApps: 0,
  companyUsers: 5,
  dscUsers: 1,
  developmentTenants: 1,
  dataUsageGb: 1,
  // AWS access comes with an Extend tier; without one nobody in the company holds it.
  awsUsers: 0,
};

/** What the provisioning job grants a new company, from its provisioning day. */
export const defaultEntitlement: EntitlementName = 'extendbasic';

/** A grant the limits are read from: an entitlement, with the limits of the package that granted it. */
export type LimitGrant = EntitlementName | { name: EntitlementName; limits?: EntitlementLimits | undefined };

/** What one grant gives: the entitlement's limits, with those its package names in their place. */
export function grantLimits(grant: LimitGrant): EntitlementLimits {
  if (typeof grant === 'string') return entitlementCatalogue[grant].limits;
  return { ...entitlementCatalogue[grant.name].limits, ...(grant.limits ?? {}) };
}

/** The limit of one measure from a company's grants, before any override (the highest, else the base). */
export function grantedLimit(grants: readonly LimitGrant[], measure: EntitlementMeasure): number {
  const granted = grants
    .map((grant) => grantLimits(grant)[measure])
    .filter((limit): limit is number => limit !== undefined);
  return granted.length > 0 ? Math.max(...granted) : baseEntitlementLimits[measure];
}

export const isEntitlementName = (value: string): value is EntitlementName =>
  (entitlementNames as readonly string[]).includes(value);
