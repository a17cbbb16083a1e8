import {
  environments,
  promotionDecisions,
  promotionEnvironments,
  promotionRequestStates,
  stepRoles,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps, appVersions } from './apps.ts';
import { organizations, users } from './identity.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A company's approval policy for promotions into one environment
 * (docs/app-lifecycle.md "Promotion approvals"): no row, no approvals.
 */
export const promotionPolicies = pgTable(
  'promotion_policies',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: promotionEnvironments }).notNull(),
    requiredApprovals: integer('required_approvals').notNull(),
    approverRole: text('approver_role').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.environment] }),
    check('promotion_policies_environment_check', oneOf(t.environment, promotionEnvironments)),
    check('promotion_policies_role_check', oneOf(t.approverRole, stepRoles)),
    check('promotion_policies_approvals_check', sql`required_approvals between 1 and 5`),
  ],
);

/**
 * A promotion held for approval: the policy's numbers are copied in, so a later change of the policy does
 * not move the goal of a request already open.
 */
export const promotionRequests = pgTable(
  'promotion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => appVersions.id, { onDelete: 'cascade' }),
    fromEnvironment: text('from_environment', { enum: environments }).notNull(),
    toEnvironment: text('to_environment', { enum: promotionEnvironments }).notNull(),
    replacesVersionId: uuid('replaces_version_id').references(() => appVersions.id, { onDelete: 'set null' }),
    requiredApprovals: integer('required_approvals').notNull(),
    approverRole: text('approver_role').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: promotionRequestStates }).notNull().default('OPEN'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    approvedAt: at('approved_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('promotion_requests_org_idx').on(t.organizationId, t.createdAt),
    index('promotion_requests_open_idx').on(t.expiresAt).where(sql`state = 'OPEN'`),
    // One open request per version and environment: a second promote answers the first's conflict.
    uniqueIndex('promotion_requests_one_open_idx')
      .on(t.versionId, t.toEnvironment)
      .where(sql`state = 'OPEN'`),
    check('promotion_requests_state_check', oneOf(t.state, promotionRequestStates)),
    check('promotion_requests_to_check', oneOf(t.toEnvironment, promotionEnvironments)),
    check('promotion_requests_from_check', oneOf(t.fromEnvironment, environments)),
  ],
);

/** One approval or rejection of a request; a person decides a request once. */
export const promotionDecisionRows = pgTable(
  'promotion_decisions',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => promotionRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: promotionDecisions }).notNull(),
    comment: text('comment').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    check('promotion_decisions_decision_check', oneOf(t.decision, promotionDecisions)),
  ],
);
