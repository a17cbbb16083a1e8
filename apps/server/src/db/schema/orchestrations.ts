import {
  approvalDecisions,
  type OrchestrationComponent,
  orchestrationRunStatuses,
  type RunContext,
  runTriggers,
  stepRunStatuses,
} from '@portal/contracts';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
 * One run of an orchestration of an app version deployed to a tenant (docs/decisions/orchestration-engine.md).
 * The definition is copied in at launch: a run goes on with the steps it started with whatever is deployed
 * later. `seq` counts the steps started; a job runs the run only while `seq` is the one it was sent with.
 */
export const orchestrationRuns = pgTable(
  'orchestration_runs',
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
    tenant: text('tenant').notNull(),
    orchestration: text('orchestration').notNull(),
    definition: jsonb('definition').$type<OrchestrationComponent>().notNull(),
    status: text('status', { enum: orchestrationRunStatuses }).notNull().default('QUEUED'),
    trigger: text('trigger', { enum: runTriggers }).notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    context: jsonb('context').$type<RunContext>().notNull(),
    /** The step to run next (null once finished). */
    nextStep: text('next_step'),
    seq: integer('seq').notNull().default(0),
    /** Attempts of the step about to run (retries), 0 before its first. */
    attempt: integer('attempt').notNull().default(0),
    output: jsonb('output'),
    error: text('error'),
    errorStep: text('error_step'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Whom the run's sandbox calls act for: the launcher, or for a run nobody launched (schedule,
     * webhook) the person who deployed the version to the tenant (docs/decisions/orchestration-run-as.md).
     */
    actsAs: uuid('acts_as').references(() => users.id, { onDelete: 'set null' }),
    /** The job working on the run now, or null between jobs. */
    holder: text('holder'),
    /** Written while a job works on the run, and when it lets go: stale means dead or lost (the sweep). */
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
    resumeAt: at('resume_at'),
    /** The minute a scheduled run is for: one run per orchestration, company's tenant and minute (the index). */
    scheduledFor: at('scheduled_for'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('orchestration_runs_app_created_idx').on(t.appId, t.createdAt),
    uniqueIndex('orchestration_runs_schedule_idx').on(
      t.appId,
      t.organizationId,
      t.tenant,
      t.orchestration,
      t.scheduledFor,
    ),
    index('orchestration_runs_status_idx').on(t.status, t.heartbeatAt),
    check('orchestration_runs_status_check', oneOf(t.status, orchestrationRunStatuses)),
    check('orchestration_runs_trigger_check', oneOf(t.trigger, runTriggers)),
  ],
);

/** One execution of a step in a run: its input, output, attempts, duration and error. */
export const orchestrationStepRuns = pgTable(
  'orchestration_step_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => orchestrationRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    stepId: text('step_id').notNull(),
    type: text('type').notNull(),
    /** Inside a parallel step: the branch, by its first step's id (null outside one). */
    branch: text('branch'),
    status: text('status', { enum: stepRunStatuses }).notNull(),
    input: jsonb('input'),
    output: jsonb('output'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(1),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('orchestration_step_runs_run_seq_idx').on(t.runId, t.seq),
    check('orchestration_step_runs_status_check', oneOf(t.status, stepRunStatuses)),
  ],
);

/**
 * The webhook of an orchestration deployed to a tenant: its id is the URL's, its secret the HMAC key a
 * sender signs with. The secret is kept as it is (verifying an HMAC needs the key itself) and shown only
 * when made; rotating replaces it (docs/decisions/orchestration-engine.md).
 */
export const orchestrationWebhooks = pgTable(
  'orchestration_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    orchestration: text('orchestration').notNull(),
    secret: text('secret').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orchestration_webhooks_target_idx').on(t.appId, t.tenant, t.orchestration)],
);

/**
 * An approval step a run waits at (docs/decisions/orchestration-approvals.md): the role whose members may
 * decide, until when, and the decision once made. One per step row (`seq`): a decision is written once,
 * conditionally (still open, before the deadline), so a decide and the timeout cannot both win.
 */
export const orchestrationApprovals = pgTable(
  'orchestration_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => orchestrationRuns.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    stepId: text('step_id').notNull(),
    role: text('role').notNull(),
    deadline: at('deadline').notNull(),
    decision: text('decision', { enum: approvalDecisions }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    comment: text('comment'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orchestration_approvals_run_seq_idx').on(t.runId, t.seq),
    check('orchestration_approvals_decision_check', oneOf(t.decision, approvalDecisions)),
  ],
);
