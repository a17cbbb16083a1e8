import { docSections } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Documentation pages. `source` is the Markdown with its front matter, as staff edit it;
 * the front matter's fields, the sanitised HTML, the headings and the plain text are derived from it on
 * every save and kept here, so a page view renders nothing. A page shipped with the portal stays `shipped`
 * until staff change it: a later release then refreshes it, and never overwrites a staff edit.
 */
export const docs = pgTable(
  'docs',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    section: text('section', { enum: docSections }).notNull(),
    order: integer('order').notNull(),
    updated: date('updated', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    html: text('html').notNull(),
    headings: jsonb('headings').$type<{ depth: number; id: string; text: string }[]>().notNull(),
    text: text('text').notNull(),
    published: boolean('published').notNull(),
    shipped: boolean('shipped').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('docs_section_check', oneOf(t.section, docSections)),
    index('docs_section_order_idx').on(t.section, t.order),
  ],
);

/** "Was this page helpful?": one answer per user and page, changed by answering again. */
export const docFeedback = pgTable(
  'doc_feedback',
  {
    slug: text('slug')
      .notNull()
      .references(() => docs.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    comment: text('comment'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.slug, t.userId] })],
);
