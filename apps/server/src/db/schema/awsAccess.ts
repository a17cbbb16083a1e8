import { awsAccessStatuses } from '@portal/contracts';
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberships, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

/**
 * AWS access of a member of a company (docs/product/people.md PEOPLE-7): one row while held, deleted on
 * removal. It hangs on the membership, so a member who leaves the company loses it with the membership.
 */
export const awsAccess = pgTable(
  'aws_access',
  {
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: awsAccessStatuses }).notNull().default('ACTIVE'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    foreignKey({
      columns: [t.userId, t.organizationId],
      foreignColumns: [memberships.userId, memberships.organizationId],
      name: 'aws_access_membership_fk',
    }).onDelete('cascade'),
    index('aws_access_user_idx').on(t.userId),
    check('aws_access_status_check', oneOf(t.status, awsAccessStatuses)),
  ],
);
