import type { SearchKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { searchEntries, searchEntryVectors } from '../../db/schema/index.ts';
import type { PassageRow } from './search.repository.ts';
import { viewerMay } from './visibility.repository.ts';

/** An entry whose vector is missing, made by another model, or made from text that has changed since. */
export type PendingEntry = {
  kind: SearchKind;
  key: string;
  text: string;
  digest: string;
  /** The entry's updated_at as read, exactly (text): the vector is stamped with it. */
  updatedAt: string;
};

/** How much of a body is embedded: the start of a page says what it is about, and models take ~8k tokens. */
const EMBEDDED_BODY_CHARS = 2000;
/** The text shown for an entry found by its vector only (no words matched, so no ts_headline passage). */
const VECTOR_PASSAGE_CHARS = 600;

/** What is embedded of an entry, in SQL: the same expression when choosing what to embed and when checking. */
const embeddedText = sql`${searchEntries.title} || E'\\n' || ${searchEntries.summary} || E'\\n' || left(${searchEntries.body}, ${sql.raw(String(EMBEDDED_BODY_CHARS))})`;

/**
 * The search entries' vectors (docs/decisions/copilot-vectors.md). Stored as real[] in every engine; a
 * query casts them to pgvector's `vector`, so only `nearest` needs the extension.
 */
export function searchVectorsRepository(db: Db) {
  return {
    /**
     * Makes pgvector usable: 'ready', or 'missing' when the engine does not have it (a PostgreSQL without
     * the package, or PGlite started without it) or refuses to create it (no privilege).
     */
    async enableExtension(): Promise<{ ready: true } | { ready: false; reason: string }> {
      const [row] = await rowsOf<{ installed: boolean; available: boolean }>(
        db,
        sql`select exists (select 1 from pg_extension where extname = 'vector') as installed,
                   exists (select 1 from pg_available_extensions where name = 'vector') as available`,
      );
      if (row?.installed) return { ready: true };
      if (!row?.available) return { ready: false, reason: 'the database has no pgvector extension' };
      try {
        await db.execute(sql`create extension if not exists vector`);
        return { ready: true };
      } catch (error) {
        // Two processes creating it at once: the loser's error, with the extension there all the same.
        const [again] = await rowsOf<{ installed: boolean }>(
          db,
          sql`select exists (select 1 from pg_extension where extname = 'vector') as installed`,
        );
        return again?.installed ? { ready: true } : { ready: false, reason: (error as Error).message };
      }
    },

    /**
     * Vectors whose entry was written again (a reindex, a save) with the same text: stamped with the
     * entry's updated_at, so `pending` no longer reads their text. Only entries written since their vector
     * are read here (CASE, not AND/OR, in both: PostgreSQL may evaluate those in any order, md5 first).
     */
    async settle(model: string): Promise<void> {
      await db.execute(
        sql`update ${searchEntryVectors} v set embedded_at = ${searchEntries.updatedAt}
            from ${searchEntries}
            where ${searchEntries.kind} = v.kind and ${searchEntries.key} = v.key and v.model = ${model}
              and case when ${searchEntries.updatedAt} > v.embedded_at
                       then v.digest = md5(${embeddedText}) else false end`,
      );
    },

    /**
     * Entries with no vector of `model`, or written since their vector with another text. An entry's text
     * is only read when it has no vector of the model or was written since (updated_at after the vector's
     * stamp): a run with nothing to do reads no body. `after`: the last entry of the previous batch, so a
     * run goes through the index once, not once per batch.
     */
    async pending(
      model: string,
      limit: number,
      after?: { kind: SearchKind; key: string },
    ): Promise<PendingEntry[]> {
      const from = after
        ? sql`where (${searchEntries.kind}, ${searchEntries.key}) > (${after.kind}, ${after.key})`
        : sql``;
      return rowsOf<PendingEntry>(
        db,
        sql`with texts as (
              select ${searchEntries.kind} as kind, ${searchEntries.key} as key,
                     ${searchEntries.updatedAt} as updated_at, ${embeddedText} as text
              from ${searchEntries} ${from}
            )
            select t.kind, t.key, t.text, md5(t.text) as digest, t.updated_at::text as "updatedAt"
            from texts t left join ${searchEntryVectors} v on v.kind = t.kind and v.key = t.key
            where case when v.kind is null or v.model <> ${model} then true
                       when t.updated_at > v.embedded_at then v.digest <> md5(t.text)
                       else false end
            order by t.kind, t.key
            limit ${limit}`,
      );
    },

    async store(
      model: string,
      rows: { kind: SearchKind; key: string; digest: string; updatedAt: string; embedding: number[] }[],
    ) {
      if (rows.length === 0) return;
      await db
        .insert(searchEntryVectors)
        .values(
          // Stamped with the entry's updated_at as read, not now: an entry written again meanwhile is
          // newer than its vector, and read again by the next run.
          rows.map(({ updatedAt, ...row }) => ({
            ...row,
            model,
            embeddedAt: sql`${updatedAt}::timestamptz`,
          })),
        )
        .onConflictDoUpdate({
          target: [searchEntryVectors.kind, searchEntryVectors.key],
          set: {
            model: sql`excluded.model`,
            digest: sql`excluded.digest`,
            embedding: sql`excluded.embedding`,
            embeddedAt: sql`excluded.embedded_at`,
          },
        });
    },

    /** Vectors whose entry is gone (removed, or its kind rebuilt without it). */
    async prune(): Promise<number> {
      const rows = await rowsOf<{ kind: string }>(
        db,
        sql`delete from ${searchEntryVectors} v
            where not exists (select 1 from ${searchEntries} e where e.kind = v.kind and e.key = v.key)
            returning v.kind`,
      );
      return rows.length;
    },

    async progress(model: string): Promise<{ entries: number; vectors: number }> {
      const [row] = await rowsOf<{ entries: number; vectors: number }>(
        db,
        sql`select (select count(*)::int from ${searchEntries}) as entries,
                   (select count(*)::int from ${searchEntryVectors} where model = ${model}) as vectors`,
      );
      return row ?? { entries: 0, vectors: 0 };
    },

    /**
     * The entries nearest to `embedding` (cosine distance) that the viewer may find: the visibility rule
     * is in the statement, so a passage the viewer may not see is never read. Exact scan, bounded by
     * LIMIT: a few ms at 5,000 entries (bench/README).
     */
    async nearest(
      embedding: number[],
      model: string,
      organizationId: string | null,
      limit: number,
    ): Promise<PassageRow[]> {
      const query = sql`${`[${embedding.join(',')}]`}::vector`;
      return rowsOf<PassageRow>(
        db,
        sql`with near as materialized (
              select ${searchEntries.id} as id, v.embedding::vector <=> ${query} as distance
              from ${searchEntryVectors} v
              join ${searchEntries} on ${searchEntries.kind} = v.kind and ${searchEntries.key} = v.key
              where v.model = ${model} and cardinality(v.embedding) = ${embedding.length}
                and ${viewerMay(organizationId)}
              order by distance, id limit ${limit}
            )
            select e.kind, e.key, e.title, e.url, e.summary,
                   left(e.body, ${sql.raw(String(VECTOR_PASSAGE_CHARS))}) as passage
            from near n join ${searchEntries} e on e.id = n.id
            order by n.distance, e.title`,
      );
    },
  };
}

export type SearchVectorsRepository = ReturnType<typeof searchVectorsRepository>;
