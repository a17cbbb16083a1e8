import { productUpdateCategories } from '@portal/contracts';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The product updates feed: dated entries staff publish. */
export const productUpdates = pgTable(
  'product_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    category: text('category', { enum: productUpdateCategories }).notNull(),
    link: text('link'),
    publishedAt: at('published_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('product_updates_category_check', oneOf(t.category, productUpdateCategories)),
    index('product_updates_published_idx').on(t.publishedAt),
  ],
);

/** When each user last marked the feed read: what was published after it is their unread. */
export const productUpdateReads = pgTable('product_update_reads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readAt: at('read_at').notNull(),
});
