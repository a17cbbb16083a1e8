import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { RunJob } from './engine/runEngine.ts';
import { runProblems } from './engine/runnable.ts';
import { dueMinutes } from './engine/schedules.ts';
import type { OrchestrationsRepository } from './orchestrations.repository.ts';
import type { ReadOrchestrations } from './orchestrations.service.ts';

/** The audit trail's actor for the scheduler's launches (no portal user takes them). */
const SCHEDULER = 'scheduler';

/**
 * One tick of the scheduler (docs/decisions/orchestration-engine.md): every deployment's orchestrations
 * with a schedule trigger whose cron is due get a run with trigger 'schedule' for that minute. A minute
 * that has its run already (an earlier tick, another process) is left alone by the unique index, so a
 * tick can run twice, or late, and still launch each minute once. An orchestration that cannot run is
 * skipped with a warning, as a manual launch would be refused.
 */
export function scheduleTicker(deps: {
  repo: OrchestrationsRepository;
  readOrchestrations: ReadOrchestrations;
  send: (job: RunJob) => Promise<void>;
  audit: AuditLog;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}) {
  return async (now: Date = new Date()): Promise<{ launched: number }> => {
    let launched = 0;
    for (const deployment of await deps.repo.allDeployments()) {
      const flows = await deps.readOrchestrations(deployment.versionId, deployment.sourceKey);
      for (const [orchestration, flow] of flows) {
        if (flow.trigger.type !== 'schedule') continue;
        const due = dueMinutes(flow.trigger.cron, now);
        if (due.length === 0) continue;
        const problem = runProblems(flow, {})[0];
        if (problem) {
          deps.logger.warn(
            { appId: deployment.appId, tenant: deployment.tenant, orchestration, problem: problem.message },
            'scheduled orchestration cannot run',
          );
          continue;
        }
        for (const minute of due) {
          const row = await deps.repo.insertScheduledRun({
            organizationId: deployment.organizationId,
            appId: deployment.appId,
            versionId: deployment.versionId,
            tenant: deployment.tenant,
            orchestration,
            definition: flow,
            trigger: 'schedule',
            inputs: {},
            context: { inputs: {}, steps: {}, last: {}, loops: [] },
            nextStep: flow.steps[0]!.id,
            startedBy: null,
            scheduledFor: minute,
          });
          if (!row) continue;
          launched++;
          // After the commit, as a manual launch; a send lost in a crash here is the sweep's to send.
          await deps.send({ runId: row.id, seq: 0, attempt: 0 });
          await deps.audit({
            organizationId: deployment.organizationId,
            userId: SCHEDULER,
            action: 'orchestrations.run.launch',
            target: row.id,
            appId: deployment.appId,
            message: `Launched orchestration ${orchestration} of app ${deployment.appName} on tenant ${deployment.tenant} on its schedule (${flow.trigger.cron}) for ${minute.toISOString()}`,
            after: { run: row.id, orchestration, tenant: deployment.tenant, trigger: 'schedule' },
          });
        }
      }
    }
    return { launched };
  };
}
