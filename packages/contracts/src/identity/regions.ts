import { z } from 'zod';
import { pagedSchema } from '../paging.ts';
import { regionInfo, regions } from './regionInfo.ts';

export const regionSchema = z.enum(regions);

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
