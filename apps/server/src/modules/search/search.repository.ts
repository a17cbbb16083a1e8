import type { SearchKind } from '@portal/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { searchEntries } from '../../db/schema/index.ts';
import type { SearchEntry } from './search.port.ts';
import { MATCH_END, MATCH_START } from './searchText.ts';

export type SearchRow = {
  kind: SearchKind;
  key: string;
  title: string;
  url: string;
  snippet: string;
  updated_at: string;
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

/** Upsert in slices: one statement's parameters stay well under PostgreSQL's 65,535. */
const UPSERT_SLICE = 500;

export function searchRepository(db: Db) {
  const visible = (criteria: SearchCriteria): SQL => {
    const query = sql`to_tsquery('english', ${criteria.tsquery})`;
    const text = criteria.trigrams
      ? sql`(${searchEntries.vector} @@ ${query} or lower(${criteria.words}) <% lower(${searchEntries.title}))`
      : sql`${searchEntries.vector} @@ ${query}`;
    const who =
      criteria.organizationId === null
        ? sql`${searchEntries.organizationId} is null`
        : sql`(${searchEntries.organizationId} is null or ${searchEntries.organizationId} = ${criteria.organizationId})`;
    return sql`${text} and ${who}`;
  };
  const ofKinds = (kinds: readonly SearchKind[] | null): SQL =>
    kinds === null
      ? sql`true`
      : sql`${searchEntries.kind} in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`;

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
      await db.transaction(async (tx) => {
        const r = searchRepository(tx as unknown as Db);
        await tx.delete(searchEntries).where(eq(searchEntries.kind, kind));
        await r.upsert(entries);
      });
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
     * A page of hits, best first: full-text rank (title over summary over body) plus, with pg_trgm, the
     * title's word similarity, so a misspelt title still ranks. Snippets are made for the page's rows only
     * (ts_headline reads the whole text).
     */
    async search(criteria: SearchCriteria) {
      const query = sql`to_tsquery('english', ${criteria.tsquery})`;
      const similarity = criteria.trigrams
        ? sql`word_similarity(lower(${criteria.words}), lower(${searchEntries.title}))`
        : sql`0`;
      const rows = await rowsOf<SearchRow>(
        db,
        sql`with hits as (
              select ${searchEntries.kind} as kind, ${searchEntries.key} as key, ${searchEntries.title} as title,
                     ${searchEntries.url} as url, ${searchEntries.summary} as summary, ${searchEntries.body} as body,
                     ${searchEntries.updatedAt} as updated_at,
                     ts_rank_cd(${searchEntries.vector}, ${query}) + 0.5 * ${similarity} as score
              from ${searchEntries}
              where ${visible(criteria)} and ${ofKinds(criteria.kinds)}
              order by score desc, title asc, key asc
              offset ${criteria.start} limit ${criteria.length}
            )
            select kind, key, title, url, updated_at::text as updated_at,
                   ts_headline('english', summary || ' — ' || left(body, 20000), ${query}, ${HEADLINE_OPTIONS}) as snippet
            from hits order by score desc, title asc, key asc`,
      );
      return rows;
    },
    /** How many hits each kind has for the query (v2's filter counts). */
    async counts(criteria: SearchCriteria) {
      return rowsOf<{ kind: SearchKind; n: number }>(
        db,
        sql`select ${searchEntries.kind} as kind, count(*)::int as n from ${searchEntries}
            where ${visible(criteria)} group by ${searchEntries.kind}`,
      );
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
