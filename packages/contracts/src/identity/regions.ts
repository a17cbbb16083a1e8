import { z } from 'zod';
import { pagedSchema } from '../paging.ts';

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
export const regionSchema = z.enum(regions);
export type Region = z.infer<typeof regionSchema>;

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

/** GET /auth/v1/regions?offset&limit (DEPLOY-3): a page of at most 100. */
export const regionsQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more.' })
    .int({ error: 'offset must be a whole number of 0 or more.' })
    .min(0, { error: 'offset must be a whole number of 0 or more.' })
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int({ error: 'limit must be a whole number from 1 to 100.' })
    .min(1, { error: 'limit must be a whole number from 1 to 100.' })
    .max(100, { error: 'limit must be a whole number from 1 to 100.' })
    .default(100),
});
export type RegionsQuery = z.infer<typeof regionsQuerySchema>;

export const regionSummarySchema = z.object({
  region: regionSchema,
  displayName: z.string(),
  alias: z.string(),
  fqdn: z.string(),
  dataCenters: z.array(z.string()),
  defaultAppHubId: z.number().int().positive().nullable(),
});
export type RegionSummary = z.infer<typeof regionSummarySchema>;

export const regionsPageSchema = pagedSchema(regionSummarySchema);
export type RegionsPage = z.infer<typeof regionsPageSchema>;

/** The regions in the product's order, a page of them. */
export function regionsPage({ offset, limit }: RegionsQuery): RegionsPage {
  return {
    total: regions.length,
    data: regions.slice(offset, offset + limit).map((region) => ({
      ...regionInfo[region],
      dataCenters: [...regionInfo[region].dataCenters],
    })),
  };
}
