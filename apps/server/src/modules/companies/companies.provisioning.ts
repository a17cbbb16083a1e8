import { type AccountStatus, canTransition, type Environment } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { JobContext, Jobs } from '../../platform/jobs/jobs.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { CompaniesRepository, CompanyRow } from './companies.repository.ts';
import type { ProvisioningQueue } from './companies.service.ts';

export const PROVISIONING_QUEUE = 'company-provisioning';
/**
 * Attempts after the first: a failure on the last one is ERROR_APES (docs/product/companies.md COMPANIES-4),
 * before that a retry.
 */
export const PROVISIONING_RETRY_LIMIT = 2;
/** The audit trail's actor for the job's own steps (no portal user takes them). */
const PROVISIONER = 'provisioner';

/**
 * The tenants a new company starts with (docs/decisions/company-provisioning.md): one of each environment,
 * named from the tenant prefix as the demo companies' are (README). Made through the tenants module.
 */
export function defaultTenants(prefix: string): { name: string; environment: Environment }[] {
  return [
    { name: `${prefix}_dev`, environment: 'Development' },
    { name: `${prefix}_impl`, environment: 'Implementation' },
    { name: `${prefix}_sb`, environment: 'Sandbox' },
    { name: `${prefix}_prod`, environment: 'Production' },
  ];
}

type Deps = {
  repo: CompaniesRepository;
  tenants: Pick<TenantsService, 'ensure'>;
  entitlements: Pick<EntitlementsService, 'grantDefault'>;
  audit: AuditLog;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

/**
 * One run of the provisioning job for a company: INITIATED → PROVISIONING → PROVISIONED (its tenants
 * made on the way, with the default entitlement), DELETION_REQUESTED → DELETION_SCHEDULED; a failure on the last attempt → ERROR_APES.
 * Every step is a conditional update from the status read, so a second run (a retry, another process)
 * does nothing twice, and creating tenants is idempotent (ensure adds only the missing ones).
 */
export function provisioningRunner({ repo, tenants, entitlements, audit, logger }: Deps) {
  const step = async (row: CompanyRow, to: AccountStatus): Promise<CompanyRow | null> => {
    if (!canTransition(row.accountStatus, to, 'provisioner')) return null;
    const moved = await repo.moveStatus(row.id, row.accountStatus, to);
    if (moved)
      await audit({
        organizationId: row.id,
        userId: PROVISIONER,
        action: 'companies.status',
        target: row.id,
        message: `Account status of ${row.name}: ${row.accountStatus || 'empty'} to ${to}`,
        before: { accountStatus: row.accountStatus },
        after: { accountStatus: to },
      });
    return moved;
  };

  return async (organizationId: string, job: Pick<JobContext, 'retryCount'>): Promise<{ status: string }> => {
    let row = await repo.byId(organizationId);
    if (!row) return { status: 'missing' };
    try {
      if (row.accountStatus === 'DELETION_REQUESTED') {
        // The deletion itself is a later step of the provider's; here it is put on the schedule.
        row = (await step(row, 'DELETION_SCHEDULED')) ?? row;
        return { status: row.accountStatus };
      }
      if (row.accountStatus === 'INITIATED') row = (await step(row, 'PROVISIONING')) ?? row;
      if (row.accountStatus !== 'PROVISIONING') return { status: row.accountStatus };
      if (!row.tenantPrefix) throw new Error('The company has no tenant prefix to name its tenants from.');
      await tenants.ensure(defaultTenants(row.tenantPrefix).map((t) => ({ ...t, organizationId: row!.id })));
      // Idempotent as the tenants are: a retried run finds the grant made and adds nothing.
      await entitlements.grantDefault(row.id);
      row = (await step(row, 'PROVISIONED')) ?? row;
      logger.info({ organizationId, status: row.accountStatus }, 'company provisioned');
      return { status: row.accountStatus };
    } catch (error) {
      if (job.retryCount < PROVISIONING_RETRY_LIMIT) throw error;
      logger.warn({ err: error, organizationId }, 'company provisioning failed: ERROR_APES');
      const current = (await repo.byId(organizationId)) ?? row;
      const failed = await step(current, 'ERROR_APES');
      return { status: failed?.accountStatus ?? current.accountStatus };
    }
  };
}

export const PROVISIONING_SWEEP_QUEUE = 'company-provisioning-sweep';
/** A due job older than this was never sent or was lost: the sweep sends it (again). */
export const OVERDUE_AFTER_MS = 60_000;

/** Sends the job of every company overdue at `now`; a job already queued for one is not sent twice. */
export async function sweepOverdue(
  repo: Pick<CompaniesRepository, 'overdue'>,
  queue: ProvisioningQueue,
  now: Date = new Date(),
): Promise<number> {
  const ids = await repo.overdue(new Date(now.getTime() - OVERDUE_AFTER_MS), 500);
  for (const id of ids) await queue.provision(id);
  return ids.length;
}

/**
 * The pg-boss queue: one job per company at a time (singleton key), retried with back-off; and its sweep,
 * at start and every minute, for a job the commit of its company did not get sent (a crash in between).
 */
export function defineProvisioningJob(jobs: Jobs, deps: Deps): ProvisioningQueue {
  const run = provisioningRunner(deps);
  const queue = jobs.define<{ organizationId: string }, { status: string }>(
    PROVISIONING_QUEUE,
    (payload, job) => run(payload.organizationId, job),
    {
      retryLimit: PROVISIONING_RETRY_LIMIT,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: 300,
      // A process that dies mid-run is found in a minute or two, not at the expiry: see jobs.ts.
      heartbeatSeconds: 30,
      pollingIntervalSeconds: 1,
    },
  );
  const provisioning: ProvisioningQueue = {
    async provision(organizationId) {
      await queue.send({ organizationId }, { singletonKey: organizationId });
    },
  };
  const sweep = async () => {
    const sent = await sweepOverdue(deps.repo, provisioning);
    if (sent > 0) deps.logger.warn({ sent }, 'sent overdue company provisioning jobs');
    return { sent };
  };
  jobs.define(PROVISIONING_SWEEP_QUEUE, sweep, { retryLimit: 1, cron: '* * * * *' });
  jobs.onStarted(async () => {
    await sweep();
  });
  return provisioning;
}
