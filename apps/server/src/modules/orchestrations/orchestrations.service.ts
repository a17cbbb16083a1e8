import type {
  ApprovalDecisionRequest,
  DeployedOrchestration,
  LaunchRunRequest,
  OrchestrationComponent,
  OrchestrationRun,
  OrchestrationRunDetail,
  RunsQuery,
  RunTrigger,
} from '@portal/contracts';
import { launchRunRequestSchema, runsQuerySchema, withInputDefaults } from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { AppDirectory } from '../apps/apps.port.ts';
import type { ApprovalsService } from './approvals.service.ts';
import { type EngineLimits, jsonBytes } from './engine/limits.ts';
import { flowProblems, runProblems } from './engine/runnable.ts';
import type { OrchestrationsRepository, RunWithVersion, StepRunRow } from './orchestrations.repository.ts';
import { runsAppOf } from './ownedApp.ts';
import type { RunLauncher } from './runLauncher.ts';

type Actor = { userId: string; organizationId: string };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRun = (row: RunWithVersion): OrchestrationRun => ({
  id: row.id,
  appId: row.appId,
  versionId: row.versionId,
  version: row.version,
  orchestration: row.orchestration,
  tenant: row.tenant,
  status: row.status,
  trigger: row.trigger,
  inputs: row.inputs,
  output: row.output ?? null,
  error: row.error,
  errorStep: row.errorStep,
  stepCount: row.seq,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
  durationMs: row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
  resumeAt: iso(row.resumeAt),
});

const toStep = (row: StepRunRow) => ({
  id: row.id,
  seq: row.seq,
  stepId: row.stepId,
  type: row.type,
  branch: row.branch,
  status: row.status,
  input: row.input ?? null,
  output: row.output ?? null,
  error: row.error,
  attempts: row.attempts,
  startedAt: row.startedAt.toISOString(),
  finishedAt: iso(row.finishedAt),
  durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
});

/** The orchestrations of a version's source by component id (cached: a version never changes). */
export type ReadOrchestrations = (
  versionId: string,
  sourceKey: string,
) => Promise<Map<string, OrchestrationComponent>>;

/**
 * Runs of the orchestrations of apps deployed to tenants (docs/product/orchestrations.md ORCH-1): launch,
 * list, read, cancel. The engine (engine/runEngine.ts) executes them as jobs; this checks the app, the
 * deployment and the orchestration first, and answers another company's app exactly like a missing one. A
 * licensee works with the runs of a licensed app on its own tenants; the producer never sees those, nor they
 * the producer's.
 */
export function orchestrationsService(deps: {
  repo: OrchestrationsRepository;
  apps: AppDirectory;
  readOrchestrations: ReadOrchestrations;
  launch: RunLauncher;
  audit: AuditLog;
  limits: EngineLimits;
  approvals: ApprovalsService;
}) {
  const { repo, apps } = deps;

  // A run belongs to the company whose tenant it ran on: the owner and a licensee each reach their own.
  const runsApp = runsAppOf(apps);

  const ownedRun = async (organizationId: string, appRef: string, runId: string) => {
    const app = await runsApp(organizationId, appRef);
    const run = await repo.run(app.id, organizationId, runId);
    if (!run) throw new HttpError('not_found', 'Run not found.');
    return { app, run };
  };

  /** The run with its steps and approvals; `viewerId`, when given, is told whether they may decide. */
  async function get(
    organizationId: string,
    appRef: string,
    runId: string,
    viewerId: string | null = null,
  ): Promise<OrchestrationRunDetail> {
    const { run } = await ownedRun(organizationId, appRef, runId);
    return {
      ...toRun(run),
      steps: (await repo.steps(run.id)).map(toStep),
      approvals: await deps.approvals.ofRun(run, viewerId),
    };
  }

  return {
    /** The orchestrations the app's deployed versions hold, one row per tenant. */
    async deployed(organizationId: string, appRef: string): Promise<{ data: DeployedOrchestration[] }> {
      const app = await runsApp(organizationId, appRef);
      const rows = await repo.deployedVersions(app.id, organizationId);
      const data: DeployedOrchestration[] = [];
      for (const row of rows) {
        const flows = await deps.readOrchestrations(row.versionId, row.sourceKey);
        for (const [id, flow] of flows) {
          const declared = 'inputs' in flow.trigger ? flow.trigger.inputs : [];
          data.push({
            orchestration: id,
            tenant: row.tenant,
            versionId: row.versionId,
            version: row.version,
            trigger: flow.trigger.type,
            inputs: (declared ?? []).map((i) => ({
              name: i.name,
              type: i.type,
              required: i.required !== false,
              ...(i.default !== undefined ? { default: i.default } : {}),
            })),
            problem: flowProblems(flow)[0]?.message ?? null,
          });
        }
      }
      return { data };
    },

    /**
     * Starts a run of the version deployed to the tenant: 400 naming the step (or the input) when it
     * cannot run, else QUEUED with its first job sent.
     */
    async launch(
      actor: Actor,
      appRef: string,
      body: LaunchRunRequest,
      trigger: RunTrigger,
    ): Promise<OrchestrationRun> {
      const request = launchRunRequestSchema.parse(body);
      const app = await runsApp(actor.organizationId, appRef);
      const deployment = (await repo.deployedVersions(app.id, actor.organizationId)).find(
        (d) => d.tenant === request.tenant,
      );
      if (!deployment)
        throw new HttpError(
          'not_found',
          `No version of the app is deployed to the tenant ${request.tenant}.`,
        );
      const flows = await deps.readOrchestrations(deployment.versionId, deployment.sourceKey);
      const flow = flows.get(request.orchestration);
      if (!flow)
        throw new HttpError(
          'not_found',
          `Version ${deployment.version} has no orchestration '${request.orchestration}'.`,
        );
      // Left-out inputs run with their declared defaults (docs/product/orchestrations.md ORCH-3: an empty
      // launch of the demo's directory_check once reached the sandbox with limit=0); what is given is then
      // checked as before.
      const inputs = withInputDefaults(flow, request.inputs);
      const size = jsonBytes(inputs);
      if (size > deps.limits.maxPayloadBytes)
        throw new HttpError(
          'payload_too_large',
          `The inputs are ${size} bytes, over the limit of ${deps.limits.maxPayloadBytes} bytes.`,
        );
      const problems = runProblems(flow, inputs);
      if (problems.length > 0) throw new HttpError('bad_request', problems.map((p) => p.message).join(' '));
      const row = (await deps.launch(
        {
          organizationId: actor.organizationId,
          appId: app.id,
          versionId: deployment.versionId,
          tenant: request.tenant,
          orchestration: request.orchestration,
          flow,
        },
        {
          trigger,
          inputs,
          startedBy: actor.userId,
          actor: actor.userId,
          message: `Launched orchestration ${request.orchestration} of app ${app.name} (${app.referenceId}) on tenant ${request.tenant}`,
        },
      ))!;
      return toRun({ ...row, version: deployment.version });
    },

    async list(organizationId: string, appRef: string, query: RunsQuery) {
      const app = await runsApp(organizationId, appRef);
      const page = await repo.list(app.id, organizationId, runsQuerySchema.parse(query));
      return { total: page.total, data: page.data.map(toRun) };
    },

    get,

    /** Approves or rejects the approval the run waits at (approvals.service.ts), then reads the run. */
    async decide(
      actor: Actor,
      appRef: string,
      runId: string,
      request: ApprovalDecisionRequest,
    ): Promise<OrchestrationRunDetail> {
      const { app, run } = await ownedRun(actor.organizationId, appRef, runId);
      await deps.approvals.decide(actor, app, run, request);
      return get(actor.organizationId, appRef, runId, actor.userId);
    },

    /** Cancels a run that has not ended (409 otherwise); a step in flight finishes, nothing after it runs. */
    async cancel(actor: Actor, appRef: string, runId: string): Promise<OrchestrationRun> {
      const { app, run } = await ownedRun(actor.organizationId, appRef, runId);
      const ended = await repo.finish(run.id, null, { status: 'CANCELLED', error: null });
      if (!ended) throw new HttpError('conflict', `The run has already ended (${run.status}).`);
      await deps.audit({
        organizationId: actor.organizationId,
        userId: actor.userId,
        action: 'orchestrations.run.cancel',
        target: run.id,
        appId: app.id,
        message: `Cancelled a run of orchestration ${run.orchestration} of app ${app.name} (${app.referenceId})`,
        before: { status: run.status },
        after: { status: 'CANCELLED' },
      });
      return toRun({ ...ended, version: run.version });
    },
  };
}

export type OrchestrationsService = ReturnType<typeof orchestrationsService>;
