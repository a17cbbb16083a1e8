import { searchKinds } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './identity.ts';
import { oneOf } from './valueSets.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The one search index (docs/product/content.md CONTENT-4): a row per doc, tutorial, catalog app, API
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

/**
 * The copilot's vectors of the search entries (docs/decisions/copilot-vectors.md): one per
 * entry, by kind and key (an entry rebuilt by a reindex keeps its vector while its text is the same), with
 * the model that made it and a digest of the text it was made from; either changing means embedding again.
 * `real[]`, not pgvector's type: the table must exist whether or not the engine has the extension, and a
 * model change may change the size. Queries cast to `vector` when the extension is there.
 */
export const searchEntryVectors = pgTable(
  'search_entry_vectors',
  {
    kind: text('kind', { enum: searchKinds }).notNull(),
    key: text('key').notNull(),
    model: text('model').notNull(),
    digest: text('digest').notNull(),
    embedding: real('embedding').array().notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('search_entry_vectors_model_idx').on(t.model)],
);
