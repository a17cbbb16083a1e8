import { z } from 'zod';

/** The regions of SPEC.md section 3, with the names the portal shows and their short aliases. */
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
};

export const regionInfo: Record<Region, RegionInfo> = {
  'aws:us-west-2': {
    region: 'aws:us-west-2',
    displayName: 'Americas',
    alias: 'us-west-2',
    fqdn: 'api.us-west-2.aws.example',
  },
  'scylla:us': { region: 'scylla:us', displayName: 'Americas', alias: 'us', fqdn: 'api.us.scylla.example' },
  'scylla:de': { region: 'scylla:de', displayName: 'Europe', alias: 'de', fqdn: 'api.de.scylla.example' },
  'scylla:us-fed': {
    region: 'scylla:us-fed',
    displayName: 'Federal',
    alias: 'us-fed',
    fqdn: 'api.us-fed.scylla.example',
  },
  // The two Germany Extend deployments of SPEC.md 3 (their ids are not shown there; these are ours).
  'extend:de-1': {
    region: 'extend:de-1',
    displayName: 'Germany (Extend 1)',
    alias: 'de-ext-1',
    fqdn: 'api.de-1.extend.example',
  },
  'extend:de-2': {
    region: 'extend:de-2',
    displayName: 'Germany (Extend 2)',
    alias: 'de-ext-2',
    fqdn: 'api.de-2.extend.example',
  },
  'scylla:us-perf': {
    region: 'scylla:us-perf',
    displayName: 'Performance',
    alias: 'us-perf',
    fqdn: 'api.us-perf.scylla.example',
  },
};

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (regions as readonly string[]).includes(value);
}
