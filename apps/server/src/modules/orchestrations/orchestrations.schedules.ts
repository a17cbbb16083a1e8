import type { FastifyBaseLogger } from 'fastify';
import { runProblems } from './engine/runnable.ts';
import { dueMinutes } from './engine/schedules.ts';
import type { OrchestrationsRepository } from './orchestrations.repository.ts';
import type { ReadOrchestrations } from './orchestrations.service.ts';
import type { RunLauncher } from './runLauncher.ts';

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
  launch: RunLauncher;
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
          const row = await deps.launch(
            { ...deployment, orchestration, flow },
            {
              trigger: 'schedule',
              inputs: {},
              startedBy: null,
              actor: SCHEDULER,
              message: `Launched orchestration ${orchestration} of app ${deployment.appName} on tenant ${deployment.tenant} on its schedule (${flow.trigger.cron}) for ${minute.toISOString()}`,
              scheduledFor: minute,
            },
          );
          if (row) launched++;
        }
      }
    }
    return { launched };
  };
}
