import type { SearchKind } from '@portal/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { searchEntries } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { SearchEntry } from './search.port.ts';
import { MATCH_END, MATCH_START } from './searchText.ts';
import { viewerMay } from './visibility.repository.ts';

export type SearchRow = {
  kind: SearchKind;
  key: string;
  title: string;
  url: string;
  snippet: string;
  updated_at: string;
};

/** A passage for the copilot: the entry and the part of its text that matched best. */
export type PassageRow = {
  kind: SearchKind;
  key: string;
  title: string;
  url: string;
  summary: string;
  passage: string;
};

export type SearchCriteria = {
  tsquery: string;
  /** The query's words, for the title's trigram similarity. */
  words: string;
  kinds: readonly SearchKind[] | null;
  /** The company whose private entries (its apps) the viewer may find; null for public entries only. */
  organizationId: string | null;
  /** Whether the engine has pg_trgm. */
  trigrams: boolean;
  start: number;
  length: number;
};

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

const PASSAGE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=60, MinWords=25, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** Upsert in slices: one statement's parameters stay well under PostgreSQL's 65,535. */
const UPSERT_SLICE = 500;

export function searchRepository(db: Db) {
  const ofKinds = (kinds: readonly SearchKind[] | null): SQL =>
    kinds === null
      ? sql`true`
      : sql`kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`;

  /**
   * One statement: the matches (`candidates`, each with its score) are found and scored once, then
   * counted per kind and cut to the page; snippets are made for the page's rows only (ts_headline reads
   * the whole text). The dash between summary and body is written as an escape: the server's bundle
   * keeps a tagged template's text as it is, and one character past ASCII in it would make V8 hold
   * the whole bundle's source at two bytes a character (build/oneByteSource.ts).
   */
  const pageAndCounts = async (
    on: Db,
    candidates: SQL,
    kinds: readonly SearchKind[] | null,
    offset: number,
    limit: number,
    query: SQL,
  ) => {
    const [row] = await rowsOf<{ counts: { kind: SearchKind; n: number }[]; page: SearchRow[] }>(
      on,
      sql`with hits as materialized (${candidates}),
          page as (
            select id, score from hits where ${ofKinds(kinds)}
            order by score desc, title asc, key asc offset ${offset} limit ${limit}
          )
          select
            (select coalesce(json_agg(json_build_object('kind', kind, 'n', n)), '[]'::json)
               from (select kind, count(*)::int as n from hits group by kind) per_kind) as counts,
            (select coalesce(json_agg(json_build_object(
                       'kind', e.kind, 'key', e.key, 'title', e.title, 'url', e.url,
                       'updated_at', e.updated_at,
                       'snippet', ts_headline('english', e.summary || ' \u2014 ' || left(e.body, 20000), ${query}, ${HEADLINE_OPTIONS}))
                     order by p.score desc, e.title asc, e.key asc), '[]'::json)
               from page p join ${searchEntries} e on e.id = p.id) as page`,
    );
    return { counts: row?.counts ?? [], page: row?.page ?? [] };
  };

  return {
    async upsert(entries: SearchEntry[]) {
      for (let i = 0; i < entries.length; i += UPSERT_SLICE) {
        const slice = entries.slice(i, i + UPSERT_SLICE).map((entry) => ({
          kind: entry.kind,
          key: entry.key,
          organizationId: entry.organizationId ?? null,
          title: entry.title,
          summary: entry.summary,
          body: entry.body,
          url: entry.url,
          updatedAt: entry.updatedAt ?? new Date(),
        }));
        await db
          .insert(searchEntries)
          .values(slice)
          .onConflictDoUpdate({
            target: [searchEntries.kind, searchEntries.key],
            set: {
              organizationId: sql`excluded.organization_id`,
              title: sql`excluded.title`,
              summary: sql`excluded.summary`,
              body: sql`excluded.body`,
              url: sql`excluded.url`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    },
    async remove(kind: SearchKind, key: string) {
      await db.delete(searchEntries).where(and(eq(searchEntries.kind, kind), eq(searchEntries.key, key)));
    },
    /** The kind's rows become exactly `entries`, in one transaction: a search never sees the kind half-built. */
    async replaceKind(kind: SearchKind, entries: SearchEntry[]) {
      await withTransaction(db, async (tx) => {
        const r = searchRepository(tx);
        await tx.delete(searchEntries).where(eq(searchEntries.kind, kind));
        await r.upsert(entries);
      });
    },
    /**
     * The best few entries for a question (any of its words, ranked), with the passage of each that
     * matched: the copilot's knowledge. The same visibility rule as search: public entries, and the
     * viewer's company's own.
     */
    async passages(tsquery: string, organizationId: string | null, limit: number) {
      const query = sql`to_tsquery('english', ${tsquery})`;
      return rowsOf<PassageRow>(
        db,
        sql`with hits as materialized (
              select id, ts_rank_cd(${searchEntries.vector}, ${query}) as score from ${searchEntries}
              where ${searchEntries.vector} @@ ${query} and ${viewerMay(organizationId)}
              order by score desc, id limit ${limit}
            )
            select e.kind, e.key, e.title, e.url, e.summary,
                   ts_headline('english', left(e.body, 20000), ${query}, ${PASSAGE_OPTIONS}) as passage
            from hits h join ${searchEntries} e on e.id = h.id
            order by h.score desc, e.title asc`,
      );
    },
    async countOf(kind: SearchKind) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${searchEntries} where ${searchEntries.kind} = ${kind}`,
      );
      return row?.n ?? 0;
    },
    async hasTrigrams() {
      const [row] = await rowsOf<{ found: boolean }>(
        db,
        sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as found`,
      );
      return row?.found === true;
    },
    /**
     * A page of hits, best first, and each kind's count (v2's filter counts). Full-text matches rank by
     * ts_rank_cd (title over summary over body). With pg_trgm, when they do not fill the page, titles
     * that only look like the query (a typo) follow, by word similarity: a common word never pays for
     * the similarity of every title, which cost more than the rest of the search.
     */
    async search(criteria: SearchCriteria) {
      const query = sql`to_tsquery('english', ${criteria.tsquery})`;
      const who = viewerMay(criteria.organizationId);
      const full = await pageAndCounts(
        db,
        sql`select id, kind, key, title, ts_rank_cd(${searchEntries.vector}, ${query}) as score
            from ${searchEntries} where ${searchEntries.vector} @@ ${query} and ${who}`,
        criteria.kinds,
        criteria.start,
        criteria.length,
        query,
      );
      const found = (counts: { kind: SearchKind; n: number }[]) =>
        counts
          .filter(({ kind }) => !criteria.kinds || criteria.kinds.includes(kind))
          .reduce((sum, { n }) => sum + n, 0);
      const fullTotal = found(full.counts);
      if (!criteria.trigrams || fullTotal >= criteria.start + criteria.length) return full;
      const words = sql`lower(${criteria.words})`;
      // The planner prices word_similarity as cheap and scans every title (70-140 ms at 15,000 entries);
      // the trigram index finds the same rows in a few ms. The titles alike come first, on their own
      // (a materialized CTE, where scanning is off), so no other index can stand in for it.
      const near = await withTransaction(db, async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return pageAndCounts(
          tx,
          sql`with alike as materialized (
                select id from ${searchEntries} where ${words} <% lower(${searchEntries.title})
              )
              select id, kind, key, title, word_similarity(${words}, lower(${searchEntries.title})) as score
              from ${searchEntries} join alike using (id)
              where not (${searchEntries.vector} @@ ${query}) and ${who}`,
          criteria.kinds,
          Math.max(0, criteria.start - fullTotal),
          criteria.start + criteria.length - Math.max(criteria.start, fullTotal),
          query,
        );
      });
      const counts = new Map(full.counts.map(({ kind, n }) => [kind, n]));
      for (const { kind, n } of near.counts) counts.set(kind, (counts.get(kind) ?? 0) + n);
      return {
        counts: [...counts].map(([kind, n]) => ({ kind, n })),
        page: [...full.page, ...near.page],
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
