import type { OrchestrationComponent, RunTrigger } from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import type { RunJob } from './engine/runEngine.ts';
import type { OrchestrationsRepository, RunRow } from './orchestrations.repository.ts';

export type LaunchTarget = {
  organizationId: string;
  appId: string;
  versionId: string;
  tenant: string;
  orchestration: string;
  flow: OrchestrationComponent;
};

export type LaunchStart = {
  trigger: RunTrigger;
  inputs: Record<string, unknown>;
  /** The person who started it; null for the scheduler and webhooks. */
  startedBy: string | null;
  /** Who the audit names: the person, or 'scheduler' / 'webhook'. */
  actor: string;
  /** How the audit entry tells it. */
  message: string;
  /** A scheduled run's minute: a second run for it is not made (null is returned). */
  scheduledFor?: Date;
};

/**
 * Every trigger starts a run the same way: the run row with its definition copied in, then (after the
 * commit) its first job, then the audit entry. A send lost in a crash between is the sweep's to send.
 */
export function runLauncher(deps: {
  repo: OrchestrationsRepository;
  send: (job: RunJob) => Promise<void>;
  audit: AuditLog;
}) {
  return async (target: LaunchTarget, start: LaunchStart): Promise<RunRow | null> => {
    // A run nobody launched acts for whoever deployed the version to the tenant (orchestration-run-as.md).
    const actsAs =
      start.startedBy ?? (await deps.repo.deployerOf(target.appId, target.organizationId, target.tenant));
    const run = {
      organizationId: target.organizationId,
      appId: target.appId,
      versionId: target.versionId,
      tenant: target.tenant,
      orchestration: target.orchestration,
      definition: target.flow,
      trigger: start.trigger,
      inputs: start.inputs,
      context: { inputs: start.inputs, steps: {}, last: start.inputs, loops: [] },
      nextStep: target.flow.steps[0]!.id,
      startedBy: start.startedBy,
      actsAs,
    };
    const row = start.scheduledFor
      ? await deps.repo.insertScheduledRun({ ...run, scheduledFor: start.scheduledFor })
      : await deps.repo.insertRun(run);
    if (!row) return null;
    await deps.send({ runId: row.id, seq: 0, attempt: 0 });
    await deps.audit({
      organizationId: target.organizationId,
      userId: start.actor,
      action: 'orchestrations.run.launch',
      target: row.id,
      appId: target.appId,
      message: start.message,
      after: {
        run: row.id,
        orchestration: target.orchestration,
        tenant: target.tenant,
        trigger: start.trigger,
      },
    });
    return row;
  };
}

export type RunLauncher = ReturnType<typeof runLauncher>;
