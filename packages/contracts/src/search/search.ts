import { z } from 'zod';

/** What the one search index holds, in the order of the page's filters. */
export const searchKinds = ['doc', 'tutorial', 'catalog', 'api', 'app'] as const;
export const searchKindSchema = z.enum(searchKinds);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** The filters of `/search?filter=`: one kind, or everything. */
export const searchFilters = ['all', ...searchKinds] as const;
export const searchFilterSchema = z.enum(searchFilters);
export type SearchFilter = z.infer<typeof searchFilterSchema>;

/**
 * Only the first characters of a query are searched: a longer one is cut, not refused, so a pasted
 * paragraph still finds something (and costs the database no more than a sentence).
 */
export const SEARCH_QUERY_MAX_CHARS = 200;
export const SEARCH_PAGE_MAX = 50;

export const searchQuerySchema = z.object({
  q: z.string().max(10_000, 'A search is at most 10,000 characters.').default(''),
  filter: z
    .string()
    .optional()
    // An unknown filter (an old link, a typo) searches everything rather than failing the page.
    .transform((value) => searchFilterSchema.catch('all').parse(value)),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  length: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(20),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A piece of a snippet: `match` pieces are the words the query found (the page marks them). */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  key: z.string(),
  title: z.string(),
  /** The portal path the hit opens. */
  url: z.string(),
  snippet: z.array(snippetPartSchema),
  updatedAt: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(searchHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** v2 adds how many hits each kind has, for the filters' counts. */
export const searchResultV2Schema = searchResultSchema.extend({
  counts: z.record(searchKindSchema, z.number().int().nonnegative()),
});
export type SearchResultV2 = z.infer<typeof searchResultV2Schema>;

export const reindexResultSchema = z.object({
  indexed: z.record(searchKindSchema, z.number().int().nonnegative()),
});
export type ReindexResult = z.infer<typeof reindexResultSchema>;
