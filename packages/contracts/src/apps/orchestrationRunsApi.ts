import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import { tenantNameSchema } from '../tenants/tenantsApi.ts';
import { orchestrationRunStatuses } from './orchestrationRunStatuses.ts';
import { localIdSchema } from './source/identifiers.ts';

export const orchestrationRunStatusSchema = z.enum(orchestrationRunStatuses);

/** Where a run is: the data its expressions read, and the loops it is inside. */
export type RunContext = {
  inputs: Record<string, unknown>;
  /** Each finished step's output by step id (the last one of a step that ran several times). */
  steps: Record<string, unknown>;
  /** The output of the step before. */
  last: unknown;
  /** The error an onError step caught. */
  error?: { step: string; message: string };
  loops: LoopFrame[];
  /** While a parallel step's branches run: where each branch is (docs/decisions/orchestration-engine.md). */
  parallel?: ParallelFrame;
  /** While the run waits for a decision: the approval step and its step row (orchestration-approvals.md). */
  approval?: { step: string; seq: number };
};
export type LoopFrame = { step: string; items: unknown[]; index: number; results: unknown[] };

/** A branch of a running parallel step, named by its first step's id. */
export type BranchState = {
  id: string;
  /** The step the branch runs next; null once it arrived at the join. */
  next: string | null;
  status: 'RUNNING' | 'ARRIVED' | 'FAILED' | 'CANCELLED';
  /** The output of the branch's step before (its `last`), and the loops it is inside. */
  last: unknown;
  loops: LoopFrame[];
};
export type ParallelFrame = {
  step: string;
  join: string;
  /** Index of the branch whose step runs now. */
  current: number;
  branches: BranchState[];
  /** The loops the parallel step itself is inside, set back when the branches join. */
  outerLoops: LoopFrame[];
};

export const stepRunStatuses = ['RUNNING', 'WAITING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const;
export const stepRunStatusSchema = z.enum(stepRunStatuses);
export type StepRunStatus = z.infer<typeof stepRunStatusSchema>;

/**
 * How a run was started: from the portal by a person, by a program through the API with a token, by
 * the scheduler at a minute its orchestration's cron names, or by a signed call to its webhook.
 */
export const runTriggers = ['manual', 'api', 'schedule', 'webhook'] as const;
export const runTriggerSchema = z.enum(runTriggers);
export type RunTrigger = z.infer<typeof runTriggerSchema>;

/** The inputs of a run: a JSON object (its size is limited like any payload between steps). */
export const runInputsSchema = z.record(z.string(), z.unknown());

export const launchRunRequestSchema = z.object({
  /** The orchestration's component id in the app. */
  orchestration: localIdSchema,
  /** The tenant whose deployed version runs; its sandbox is what http steps call. */
  tenant: tenantNameSchema,
  inputs: runInputsSchema.default({}),
});
export type LaunchRunRequest = z.input<typeof launchRunRequestSchema>;

export const orchestrationRunSchema = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  versionId: z.uuid(),
  version: z.string(),
  orchestration: z.string(),
  tenant: z.string(),
  status: orchestrationRunStatusSchema,
  trigger: runTriggerSchema,
  inputs: runInputsSchema,
  output: z.unknown().nullable(),
  error: z.string().nullable(),
  /** The step that failed the run, or the step it waits at. */
  errorStep: z.string().nullable(),
  stepCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  /** While WAITING: when the run goes on. */
  resumeAt: z.iso.datetime().nullable(),
});
export type OrchestrationRun = z.infer<typeof orchestrationRunSchema>;

export const stepRunSchema = z.object({
  id: z.uuid(),
  seq: z.number().int().nonnegative(),
  stepId: z.string(),
  type: z.string(),
  /** Inside a parallel step: the branch (its first step's id) the step ran in. */
  branch: z.string().nullable(),
  status: stepRunStatusSchema,
  input: z.unknown().nullable(),
  output: z.unknown().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
});
export type StepRun = z.infer<typeof stepRunSchema>;

/** What an approval step's wait ended with (docs/decisions/orchestration-approvals.md). */
export const approvalDecisions = ['approved', 'rejected', 'timed_out'] as const;

/** An approval step the run waited or waits at: who may decide, until when, and what was decided. */
export const runApprovalSchema = z.object({
  stepId: z.string(),
  seq: z.number().int().nonnegative(),
  /** The company role whose members may decide. */
  role: z.string(),
  deadline: z.iso.datetime(),
  decision: z.enum(approvalDecisions).nullable(),
  /** The name of who decided (null while open, after a timeout, or once that person is deleted). */
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  comment: z.string().nullable(),
  /** The people of the company who may decide it now, by name (empty once decided). */
  approvers: z.array(z.string()),
  /** Whether the caller may approve or reject it now. */
  mayDecide: z.boolean(),
});
export type RunApproval = z.infer<typeof runApprovalSchema>;

export const approvalDecisionRequestSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(500).optional(),
});
export type ApprovalDecisionRequest = z.infer<typeof approvalDecisionRequestSchema>;

export const orchestrationRunDetailSchema = orchestrationRunSchema.extend({
  steps: z.array(stepRunSchema),
  approvals: z.array(runApprovalSchema),
});
export type OrchestrationRunDetail = z.infer<typeof orchestrationRunDetailSchema>;

export const runsQuerySchema = pageQuerySchema.extend({
  length: z.coerce.number().int().min(1).max(100).default(25),
  status: orchestrationRunStatusSchema.optional(),
});
/** What a caller sends: every field may be left out (the defaults fill in). */
export type RunsQuery = Partial<z.output<typeof runsQuerySchema>>;

export const runsPageSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(orchestrationRunSchema),
});
export type RunsPage = z.infer<typeof runsPageSchema>;

/** An orchestration of the app that can be launched: deployed to a tenant in one of its versions. */
export const deployedOrchestrationSchema = z.object({
  orchestration: z.string(),
  tenant: z.string(),
  versionId: z.uuid(),
  version: z.string(),
  trigger: z.string(),
  /** The inputs the trigger declares, for the launch form. */
  inputs: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      required: z.boolean(),
      /**
       * What a launch that leaves the input out runs with: a JSON value of the input's type, checked when
       * the app was uploaded. Not `z.json()`: its recursive schema becomes a `$ref` the route's OpenAPI
       * document does not define.
       */
      default: z.unknown().optional(),
    }),
  ),
  /** Why it cannot run (a step kind the engine does not run yet, a cycle), or null. */
  problem: z.string().nullable(),
});
export type DeployedOrchestration = z.infer<typeof deployedOrchestrationSchema>;
export const deployedOrchestrationsSchema = z.object({ data: z.array(deployedOrchestrationSchema) });

/** An app in the orchestration routes' paths: its id or its reference id. */
export const orchestrationAppParamsSchema = z.object({ id: z.string().min(1).max(128) });
export const orchestrationRunParamsSchema = orchestrationAppParamsSchema.extend({ run: z.uuid() });
