import { tutorialLevels } from '@portal/contracts';
import {
  boolean,
  check,
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

export type StoredTutorialStep = {
  id: string;
  title: string;
  /** The Markdown staff wrote, and its sanitised HTML (rendered on save, never on a read). */
  body: string;
  html: string;
  code: { language: string; source: string } | null;
  check: string;
};

/**
 * Tutorials. Like the docs, a tutorial shipped with the portal stays `shipped` until staff
 * change it: a later release then refreshes it, and never overwrites a staff edit.
 */
export const tutorials = pgTable(
  'tutorials',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    level: text('level', { enum: tutorialLevels }).notNull(),
    minutes: integer('minutes').notNull(),
    order: integer('order').notNull(),
    intro: boolean('intro').notNull().default(false),
    published: boolean('published').notNull(),
    steps: jsonb('steps').$type<StoredTutorialStep[]>().notNull(),
    shipped: boolean('shipped').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('tutorials_level_check', oneOf(t.level, tutorialLevels)),
    index('tutorials_order_idx').on(t.order),
  ],
);

/** The steps each user ticked. A step removed from its tutorial leaves its row, which no longer counts. */
export const tutorialProgress = pgTable(
  'tutorial_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug')
      .notNull()
      .references(() => tutorials.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    stepId: text('step_id').notNull(),
    doneAt: at('done_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug, t.stepId] })],
);
