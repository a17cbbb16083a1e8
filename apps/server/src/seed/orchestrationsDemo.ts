import type { OrchestrationRun, OrchestrationRunStatus } from '@portal/contracts';
import type { OrchestrationsService } from '../modules/orchestrations/orchestrations.service.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';

/** The catalog's worker directory sync, deployed to acme_impl by the apps demo (appsLifecycleDemo.ts). */
const APP = 'acme_worker_directory_sync';
const TENANT = 'acme_impl';

/**
 * Runs of the worker directory sync's `directory_check` orchestration, made by the engine itself against
 * acme_impl's sandbox: one that succeeds, one that fails (a worker that does not exist), one that waits
 * a day. Launched as the demo developer, as the Run button would.
 */
export async function seedOrchestrationsDemo(service: OrchestrationsService): Promise<void> {
  const developer = demoUsers.find((user) => user.email === 'developer@demo.example')!;
  const actor = { userId: developer.id, organizationId: demoOrgs.acme.id };
  const launch = (inputs: Record<string, unknown>) =>
    service.launch(actor, APP, { orchestration: 'directory_check', tenant: TENANT, inputs }, 'manual');
  const settle = async (run: OrchestrationRun, expected: OrchestrationRunStatus) => {
    const until = Date.now() + 30_000;
    for (;;) {
      const current = await service.get(actor.organizationId, APP, run.id);
      if (current.status === expected) return;
      if (!['QUEUED', 'RUNNING'].includes(current.status) || Date.now() > until)
        throw new Error(`demo run ${run.id} is ${current.status}, not ${expected}: ${current.error ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // Launched one after the other (the list reads newest first: waiting, failed, succeeded), run together.
  const succeeded = await launch({ limit: 5 });
  const failed = await launch({ limit: 3, worker: 'W-99999' });
  const waiting = await launch({ limit: 3, recheck: true });
  await Promise.all([settle(succeeded, 'SUCCEEDED'), settle(failed, 'FAILED'), settle(waiting, 'WAITING')]);
}
