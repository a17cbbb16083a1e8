import { z } from 'zod';
import { collectionSchema } from '../source/collectionSchema.ts';
import { localIdSchema } from '../source/identifiers.ts';
import { manifestEntries } from '../source/manifestEntries.ts';
import { overviewAppSchema } from './overviewApp.ts';

/** A new collection's component id: the manifest's id rule. */
export const collectionIdSchema = localIdSchema;

/** A collection component of an app's source, summed up for the studio's lists. */
export const studioCollectionSummarySchema = z.object({
  id: z.string(),
  path: z.string(),
  /** Null when the file is missing or not a valid collection (the builder shows the problem). */
  name: z.string().nullable(),
  requestCount: z.number().int().nullable(),
});
export type StudioCollectionSummary = z.infer<typeof studioCollectionSummarySchema>;

/** One app of the company with the collections of the user's draft (or of its latest version). */
export const studioAppSchema = overviewAppSchema.extend({
  collections: z.array(studioCollectionSummarySchema),
});
export type StudioApp = z.infer<typeof studioAppSchema>;

/** GET /apphub/v1/studio/collections: the company's apps, most recently changed first. */
export const studioOverviewSchema = z.object({ total: z.number().int(), data: z.array(studioAppSchema) });
export type StudioOverview = z.infer<typeof studioOverviewSchema>;

/**
 * The collections a source's manifest names, read leniently (a draft may be half typed): an entry whose
 * file is missing or invalid is listed with a null name and count.
 */
export function collectionsOf(files: Readonly<Record<string, string>>): StudioCollectionSummary[] {
  return manifestEntries(files)
    .filter((c) => c.kind === 'collection')
    .map(({ id, path }) => {
      let parsed: ReturnType<typeof collectionSchema.safeParse> | null = null;
      try {
        parsed = collectionSchema.safeParse(JSON.parse(files[path] ?? ''));
      } catch {
        parsed = null;
      }
      return parsed?.success
        ? { id, path, name: parsed.data.name, requestCount: parsed.data.requests.length }
        : { id, path, name: null, requestCount: null };
    });
}
