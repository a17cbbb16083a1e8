import { searchKinds } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './identity.ts';
import { oneOf } from './valueSets.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The one search index (issue 15 item 3, DESIGN.md 8): a row per doc, tutorial, catalog app, API
 * operation and company app, written by the module that owns the thing. `organization_id` is set on what
 * only one company may find (its apps); null is for everyone. The vector weighs the title over the
 * summary over the body; a trigram index on the title (where pg_trgm exists) finds titles despite typos.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: searchKinds }).notNull(),
    key: text('key').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    vector: tsvector('vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('search_entries_kind_key_idx').on(t.kind, t.key),
    index('search_entries_vector_idx').using('gin', t.vector),
    index('search_entries_organization_idx').on(t.organizationId),
    check('search_entries_kind_check', oneOf(t.kind, searchKinds)),
  ],
);
