import { z } from 'zod';
import { type catalogCodeSchema, catalogEntrySchema } from './appsApi.ts';
import { componentKinds } from './source/componentKinds.ts';

/**
 * A catalog page's address names the entry by its sample slug (`/app-catalog/asset-barcoding`, the form old
 * links and the legacy redirects use) or by its id (docs/product/catalog.md CATALOG-2).
 */
export const catalogEntryKeySchema = z.union([
  z.uuid(),
  z
    .string()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Not an app catalog entry.'),
]);
export const catalogEntryParamsSchema = z.object({ id: catalogEntryKeySchema });
/** Staff publish and withdraw an entry by its id only. */
export const catalogEntryIdParamsSchema = z.object({ id: z.uuid() });

/** One entry with what its page shows: the sample manifest's reference ID, version and components. */
export const catalogEntryDetailSchema = catalogEntrySchema.extend({
  referenceId: z.string(),
  version: z.string(),
  components: z.array(z.object({ id: z.string(), kind: z.enum(componentKinds), path: z.string() })),
});
export type CatalogEntryDetail = z.infer<typeof catalogEntryDetailSchema>;
export type CatalogCode = z.infer<typeof catalogCodeSchema>;
