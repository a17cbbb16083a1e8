import {
  type ReindexResult,
  SEARCH_QUERY_MAX_CHARS,
  type SearchKind,
  type SearchQuery,
  type SearchResultV2,
  searchKinds,
  searchQuerySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { SearchEntry, SearchIndex } from './search.port.ts';
import { searchRepository } from './search.repository.ts';
import { cleanIndexedText, snippetParts, toAnyWordQuery, toPrefixQuery } from './searchText.ts';
import { searchVectorsRepository } from './searchVectors.repository.ts';

export type SearchViewer = {
  /** The company whose apps the viewer may find (they hold apps.read there); null for public entries only. */
  organizationId: string | null;
};

const clean = (entry: SearchEntry): SearchEntry => ({
  ...entry,
  title: cleanIndexedText(entry.title, 500),
  summary: cleanIndexedText(entry.summary, 2000),
  body: cleanIndexedText(entry.body),
});

const noCounts = () => Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>;

export function searchService(db: Db) {
  const repo = searchRepository(db);
  const vectors = searchVectorsRepository(db);
  const sources = new Map<SearchKind, () => Promise<SearchEntry[]>>();
  const changeListeners: (() => void)[] = [];
  let trigrams: Promise<boolean> | undefined;
  // Told, never awaited: a listener must not hold the writer's transaction (it schedules work for later).
  const changed = () => {
    for (const listener of changeListeners) listener();
  };

  const reindexKind = async (kind: SearchKind) => {
    const load = sources.get(kind);
    if (!load) return 0;
    const entries = (await load()).map(clean);
    await repo.replaceKind(kind, entries);
    changed();
    return entries.length;
  };

  const index: SearchIndex = {
    upsert: async (entries, tx) => {
      await searchRepository(tx ?? db).upsert(entries.map(clean));
      changed();
    },
    remove: async (kind, key, tx) => {
      await searchRepository(tx ?? db).remove(kind, key);
      changed();
    },
    source(kind, load) {
      sources.set(kind, load);
    },
  };

  return {
    index,

    /** A page of hits and each kind's count. A query with no word in it is the empty state, not an error. */
    async search(query: SearchQuery, viewer: SearchViewer): Promise<SearchResultV2> {
      const { q, filter, start, length } = searchQuerySchema.parse(query);
      const prefix = toPrefixQuery(q, SEARCH_QUERY_MAX_CHARS);
      if (!prefix) return { total: 0, data: [], counts: noCounts() };
      trigrams ??= repo.hasTrigrams();
      const criteria = {
        ...prefix,
        kinds: filter === 'all' ? null : [filter],
        organizationId: viewer.organizationId,
        trigrams: await trigrams,
        start,
        length,
      };
      const { page: rows, counts: perKind } = await repo.search(criteria);
      const counts = noCounts();
      for (const { kind, n } of perKind) counts[kind] = n;
      return {
        total: filter === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[filter],
        data: rows.map((row) => ({
          kind: row.kind,
          key: row.key,
          title: row.title,
          url: row.url,
          snippet: snippetParts(row.snippet),
          updatedAt: new Date(row.updated_at).toISOString(),
        })),
        counts,
      };
    },

    /**
     * The best passages for a question, for the copilot: what the viewer may find in
     * search, and nothing else. Markup-free text; `limit` at most 20.
     */
    async passages(question: string, viewer: SearchViewer, limit = 5) {
      const tsquery = toAnyWordQuery(question, 2000);
      if (!tsquery) return [];
      const rows = await repo.passages(tsquery, viewer.organizationId, Math.min(limit, 20));
      return rows.map((row) => ({ ...row, passage: row.passage.replace(/[\uE000\uE001]/g, '') }));
    },

    /**
     * The entries nearest to a question's vector that the viewer may find (the copilot's hybrid
     * retrieval, docs/decisions/copilot-vectors.md): the same visibility rule as `passages`, in the SQL.
     */
    async passagesNear(embedding: number[], model: string, viewer: SearchViewer, limit = 5) {
      return vectors.nearest(embedding, model, viewer.organizationId, Math.min(limit, 20));
    },

    /** The entries' vectors, for the copilot's indexer: what to embed, where to store it. */
    vectors: {
      enableExtension: vectors.enableExtension,
      settle: vectors.settle,
      pending: vectors.pending,
      store: vectors.store,
      prune: vectors.prune,
      progress: vectors.progress,
    },

    /** `listener` hears of every change to the index, after it is written (maybe before its commit). */
    onChanged(listener: () => void) {
      changeListeners.push(listener);
    },

    /** Rebuilds every kind from its source (the indexer's reindex call). */
    async reindex(): Promise<ReindexResult> {
      const indexed = noCounts();
      for (const kind of searchKinds) indexed[kind] = await reindexKind(kind);
      return { indexed };
    },

    /**
     * At start: the kinds that come from code or small tables are rebuilt (a release may have changed them);
     * apps only when none is indexed yet, the first start after the index existed. Changes after that
     * arrive through `index` as they happen.
     */
    async refreshAtStart() {
      for (const kind of searchKinds) {
        if (kind === 'app' && (await repo.countOf('app')) > 0) continue;
        await reindexKind(kind);
      }
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
