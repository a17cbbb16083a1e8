import type { OrchestrationRun, OrchestrationRunStatus } from '@portal/contracts';
import type { OrchestrationsService } from '../modules/orchestrations/orchestrations.service.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';

/** The catalog's worker directory sync, deployed to acme_impl by the apps demo (appsLifecycleDemo.ts). */
const APP = 'acme_worker_directory_sync';
const TENANT = 'acme_impl';
/** Bright Partners' own tenant, where it runs the sync under Acme's licence (appsLifecycleDemo.ts). */
const LICENSEE_TENANT = 'bright_impl';

type Actor = { userId: string; organizationId: string };
const actorOf = (email: string, organizationId: string): Actor => ({
  userId: demoUsers.find((user) => user.email === email)!.id,
  organizationId,
});

/** Waits until the engine has brought the run to `expected` (it runs them as jobs in this process). */
async function settle(
  service: OrchestrationsService,
  actor: Actor,
  run: OrchestrationRun,
  expected: OrchestrationRunStatus,
) {
  const until = Date.now() + 30_000;
  for (;;) {
    const current = await service.get(actor.organizationId, APP, run.id);
    if (current.status === expected) return;
    if (!['QUEUED', 'RUNNING'].includes(current.status) || Date.now() > until)
      throw new Error(`demo run ${run.id} is ${current.status}, not ${expected}: ${current.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs of the worker directory sync's `directory_check` orchestration, made by the engine itself against
 * acme_impl's sandbox: one that succeeds, one that fails (a worker that does not exist), one that waits
 * a day. Launched as the demo developer, as the Run button would. Then the licensee's own runs.
 */
export async function seedOrchestrationsDemo(service: OrchestrationsService): Promise<void> {
  const actor = actorOf('developer@demo.example', demoOrgs.acme.id);
  const launch = (inputs: Record<string, unknown>) =>
    service.launch(actor, APP, { orchestration: 'directory_check', tenant: TENANT, inputs }, 'manual');
  // Launched one after the other (the list reads newest first: waiting, failed, succeeded), then the
  // licensee's, and all run together: the licensee's waited for Acme's to settle before (0.3-0.9 s).
  const succeeded = await launch({ limit: 5 });
  const failed = await launch({ limit: 3, worker: 'W-99999' });
  const waiting = await launch({ limit: 3, recheck: true });
  const licensee = await launchLicenseeRuns(service);
  await Promise.all([
    settle(service, actor, succeeded, 'SUCCEEDED'),
    settle(service, actor, failed, 'FAILED'),
    settle(service, actor, waiting, 'WAITING'),
    licensee(),
  ]);
}

/**
 * Bright Partners holds a licence to the sync and runs it on its own tenant: one run that
 * succeeds and one that fails, launched by its admin, so the licensee's activity and logs show something
 * on first start. Only when the apps demo seeded that licence (the Production build was signed).
 * Returns the wait for them to settle.
 */
async function launchLicenseeRuns(service: OrchestrationsService): Promise<() => Promise<void>> {
  const actor = actorOf('dsc@demo.example', demoOrgs.bright.id);
  const deployed = await service.deployed(actor.organizationId, APP).catch(() => null);
  if (!deployed?.data.some((row) => row.tenant === LICENSEE_TENANT)) return async () => {};
  const launch = (inputs: Record<string, unknown>) =>
    service.launch(
      actor,
      APP,
      { orchestration: 'directory_check', tenant: LICENSEE_TENANT, inputs },
      'manual',
    );
  const succeeded = await launch({ limit: 4 });
  const failed = await launch({ limit: 2, worker: 'W-40404' });
  return async () => {
    await Promise.all([
      settle(service, actor, succeeded, 'SUCCEEDED'),
      settle(service, actor, failed, 'FAILED'),
    ]);
  };
}
