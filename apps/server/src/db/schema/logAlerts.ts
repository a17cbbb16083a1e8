import { alertConditions, alertDeliveryStatuses, alertStates } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity.ts';
import { logPresets } from './logs.ts';
import { oneOf } from './valueSets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Alert rules on a saved log preset (docs/alerts.md). `nextEvaluationAt` is the claim
 * of the evaluation job: a tick takes a due rule by moving it forward in the same statement, so a tick run
 * twice (two processes, two workers) evaluates a rule once.
 */
export const logAlertRules = pgTable(
  'log_alert_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    presetId: uuid('preset_id')
      .notNull()
      .references(() => logPresets.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    condition: text('condition', { enum: alertConditions }).notNull(),
    threshold: integer('threshold'),
    windowMinutes: integer('window_minutes').notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    recipients: jsonb('recipients')
      .$type<{ roles: string[]; userIds: string[] }>()
      .notNull()
      .default(sql`'{"roles":[],"userIds":[]}'::jsonb`),
    webhookUrl: text('webhook_url'),
    /** HMAC-SHA256 key of the webhook's signature, shown to the rule's author once. */
    webhookSecret: text('webhook_secret'),
    state: text('state', { enum: alertStates }).notNull().default('ok'),
    mutedUntil: at('muted_until'),
    lastCount: integer('last_count'),
    lastEvaluatedAt: at('last_evaluated_at'),
    nextEvaluationAt: at('next_evaluation_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('log_alert_rules_org_idx').on(t.organizationId, t.presetId),
    index('log_alert_rules_due_idx').on(t.nextEvaluationAt),
    check('log_alert_rules_condition_check', oneOf(t.condition, alertConditions)),
    check('log_alert_rules_state_check', oneOf(t.state, alertStates)),
  ],
);

/** A rule's state changes, with the count of the window that caused each. */
export const logAlertHistory = pgTable(
  'log_alert_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => logAlertRules.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: alertStates }).notNull(),
    toState: text('to_state', { enum: alertStates }).notNull(),
    count: integer('count').notNull(),
    windowStart: at('window_start').notNull(),
    windowEnd: at('window_end').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('log_alert_history_rule_idx').on(t.ruleId, t.at),
    check('log_alert_history_from_check', oneOf(t.fromState, alertStates)),
    check('log_alert_history_to_check', oneOf(t.toState, alertStates)),
  ],
);

/** One webhook call of a state change (or a replay of one): the body as signed, and its last attempt. */
export const logAlertDeliveries = pgTable(
  'log_alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => logAlertRules.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: alertDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    error: text('error'),
    replayOf: uuid('replay_of'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastAttemptAt: at('last_attempt_at'),
  },
  (t) => [
    index('log_alert_deliveries_rule_idx').on(t.ruleId, t.createdAt),
    check('log_alert_deliveries_status_check', oneOf(t.status, alertDeliveryStatuses)),
  ],
);

/**
 * A company's test inbox (docs/decisions/webhook-test-inboxes.md): a portal URL whose token is the
 * credential to post to it. What it receives is kept in `webhookInboxRequests`, the last 100.
 */
export const webhookInboxes = pgTable(
  'webhook_inboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_inboxes_org_idx').on(t.organizationId, t.createdAt)],
);

/** One request a test inbox received: its headers, its body (cut at 64 KB) and its signature checked. */
export const webhookInboxRequests = pgTable(
  'webhook_inbox_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inboxId: uuid('inbox_id')
      .notNull()
      .references(() => webhookInboxes.id, { onDelete: 'cascade' }),
    receivedAt: at('received_at').notNull().defaultNow(),
    method: text('method').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    bodyBytes: integer('body_bytes').notNull(),
    bodyTruncated: boolean('body_truncated').notNull().default(false),
    /** No foreign keys: a rule deleted later leaves what its deliveries were, as received. */
    ruleId: uuid('rule_id'),
    deliveryId: uuid('delivery_id'),
    signatureVerified: boolean('signature_verified').notNull().default(false),
  },
  (t) => [index('webhook_inbox_requests_inbox_idx').on(t.inboxId, t.receivedAt)],
);
