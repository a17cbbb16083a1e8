import { userNotificationKinds } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A person's notifications in a company (docs/decisions/orchestration-approvals.md): an approval that
 * waits for their role, a notify step's message. Read in the portal's inbox; `readAt` once opened.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: userNotificationKinds }).notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The portal page it is about (a run's page), a path. */
    link: text('link'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.organizationId, t.createdAt),
    check('user_notifications_kind_check', oneOf(t.kind, userNotificationKinds)),
  ],
);
