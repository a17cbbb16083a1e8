import type { RunEvent } from '@portal/contracts';
import type { Logger } from 'pino';
import type { Notifier } from '../../platform/notifications/notifier.ts';
import type { OrchestrationsRepository, RunRow } from './orchestrations.repository.ts';

/**
 * The runs repository, publishing each run's new status once its change commits (docs/product/
 * orchestrations.md ORCH-9): the web follows runs by these events instead of polling. Every write that
 * changes a run's status goes through here (a launch by any trigger, a job taking a run up, a wait, and an
 * end: a step's, a cancel, the sweep's), so no caller has to remember to publish. A run taken up again after
 * a chunk or a back-off stays RUNNING, and publishes nothing.
 *
 * An event goes to the company the run belongs to (its tenant's: the owner's, or a licensee's), for its
 * members holding orchestrations.read: exactly who reads the run through the API.
 */
export function publishingRuns(
  repo: OrchestrationsRepository,
  notifier: Notifier,
  logger: Pick<Logger, 'warn'>,
): OrchestrationsRepository {
  const publish = async (row: RunRow) => {
    const payload: RunEvent = {
      type: 'run',
      runId: row.id,
      appId: row.appId,
      orchestration: row.orchestration,
      status: row.status,
    };
    // A lost event only slows a page down (it polls slowly as a safety net): never fail the run for it.
    await notifier
      .publish({ organizationId: row.organizationId, permission: 'orchestrations.read', payload })
      .catch((error: unknown) => logger.warn({ err: error, runId: row.id }, 'could not publish a run event'));
  };
  const announced = async <T extends RunRow | null>(row: T): Promise<T> => {
    if (row) await publish(row);
    return row;
  };

  return {
    ...repo,
    insertRun: async (run) => announced(await repo.insertRun(run)),
    insertScheduledRun: async (run) => announced(await repo.insertScheduledRun(run)),
    async claim(runId, expected, holder, staleBefore) {
      const row = await repo.claim(runId, expected, holder, staleBefore);
      if (row && row.claimedFrom !== 'RUNNING') await publish(row);
      return row;
    },
    async release(runId, holder, patch) {
      const row = await repo.release(runId, holder, patch);
      // Only a wait changes the status: a back-off or the next chunk lets the run go RUNNING still.
      if (row && patch.status === 'WAITING') await publish(row);
      return row;
    },
    finish: async (runId, holder, end) => announced(await repo.finish(runId, holder, end)),
  };
}
