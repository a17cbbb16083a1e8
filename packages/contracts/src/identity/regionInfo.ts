/** The regions as plain values: no zod here, so a page that only shows a region does not build schemas. */

/**
 * The regions of docs/product/deploy.md DEPLOY-3, with the names the portal shows and their short aliases.
 */
export const regions = [
  'aws:us-west-2',
  'scylla:us',
  'scylla:de',
  'scylla:us-fed',
  'extend:de-1',
  'extend:de-2',
  'scylla:us-perf',
] as const;
export type Region = (typeof regions)[number];

export type RegionInfo = {
  region: Region;
  displayName: string;
  alias: string;
  /** The region's fully-qualified API host (sessionInfo scope.region_fqdn). */
  fqdn: string;
  /** Where the region's tenants run; the product names none, these are ours (docs/decisions/regions.md). */
  dataCenters: readonly string[];
  /**
   * The app hub an app of the region goes to unless told otherwise: DEPLOY-3 gives 1 for every region
   * but aws:us-west-2 and scylla:us, and names none for those two (null: no default, the hub is chosen).
   */
  defaultAppHubId: number | null;
};

export const regionInfo: Record<Region, RegionInfo> = {
  'aws:us-west-2': {
    region: 'aws:us-west-2',
    displayName: 'Americas',
    alias: 'us-west-2',
    fqdn: 'api.us-west-2.aws.example',
    dataCenters: ['aws-us-west-2a', 'aws-us-west-2b'],
    defaultAppHubId: null,
  },
  'scylla:us': {
    region: 'scylla:us',
    displayName: 'Americas',
    alias: 'us',
    fqdn: 'api.us.scylla.example',
    dataCenters: ['us-east-1', 'us-central-1'],
    defaultAppHubId: null,
  },
  'scylla:de': {
    region: 'scylla:de',
    displayName: 'Europe',
    alias: 'de',
    fqdn: 'api.de.scylla.example',
    dataCenters: ['eu-frankfurt-1', 'eu-dublin-1'],
    defaultAppHubId: 1,
  },
  'scylla:us-fed': {
    region: 'scylla:us-fed',
    displayName: 'Federal',
    alias: 'us-fed',
    fqdn: 'api.us-fed.scylla.example',
    dataCenters: ['us-gov-east-1'],
    defaultAppHubId: 1,
  },
  // The two Germany Extend deployments (DEPLOY-3 names no ids; these are ours).
  'extend:de-1': {
    region: 'extend:de-1',
    displayName: 'Germany (Extend 1)',
    alias: 'de-ext-1',
    fqdn: 'api.de-1.extend.example',
    dataCenters: ['de-extend-1'],
    defaultAppHubId: 1,
  },
  'extend:de-2': {
    region: 'extend:de-2',
    displayName: 'Germany (Extend 2)',
    alias: 'de-ext-2',
    fqdn: 'api.de-2.extend.example',
    dataCenters: ['de-extend-2'],
    defaultAppHubId: 1,
  },
  'scylla:us-perf': {
    region: 'scylla:us-perf',
    displayName: 'Performance',
    alias: 'us-perf',
    fqdn: 'api.us-perf.scylla.example',
    dataCenters: ['us-perf-1'],
    defaultAppHubId: 1,
  },
};

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (regions as readonly string[]).includes(value);
}
