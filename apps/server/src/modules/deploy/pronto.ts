import type { Deployment, Environment, ProntoStatus } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { JobState, Jobs } from '../../platform/jobs/jobs.ts';
import type { DeployService } from './deploy.service.ts';

export const PRONTO_QUEUE = 'pronto-deploy';

type ProntoJob = {
  organizationId: string;
  userId: string;
  versionId: string;
  tenant: string;
  environment: Environment;
};
/** A refusal met when the job ran (the version or tenant changed since the request) is an outcome, not a retry. */
type ProntoResult = { deployment: Deployment } | { refused: string };

const statusOf: Record<JobState, ProntoStatus['status']> = {
  created: 'QUEUED',
  retry: 'QUEUED',
  active: 'RUNNING',
  completed: 'DEPLOYED',
  cancelled: 'FAILED',
  failed: 'FAILED',
};

const notFound = () => new HttpError('not_found', 'There is no pronto deploy with this id for you.');

/**
 * prontoDeploy and prontoStatus (docs/decisions/pronto-deploy.md): the request is checked at once by
 * deploy's own checks, then a job deploys through deploy's service, which checks again when it runs.
 */
export function prontoDeploys(jobs: Jobs, service: DeployService) {
  jobs.define<ProntoJob, ProntoResult>(
    PRONTO_QUEUE,
    async ({ organizationId, userId, ...request }) => {
      try {
        return { deployment: await service.deploy({ organizationId, userId }, request) };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return { refused: error.message };
        throw error;
      }
    },
    // A deploy is one short transaction; a status a day old tells nobody anything.
    { retryLimit: 1, expireInSeconds: 120, deleteAfterSeconds: 86_400, pollingIntervalSeconds: 0.5 },
  );

  return {
    async start(
      actor: { organizationId: string; userId: string },
      versionId: string,
      tenantName: string,
    ): Promise<ProntoStatus> {
      const { tenant, environment } = await service.check(actor, { versionId, tenant: tenantName });
      const payload: ProntoJob = { ...actor, versionId, tenant: tenant.name, environment };
      const id = await jobs.send(PRONTO_QUEUE, payload);
      if (!id) throw new HttpError('unavailable', 'The deploy could not be queued. Try again.');
      return { id, versionId, tenant: tenant.name, status: 'QUEUED', message: null, deployment: null };
    },

    /** Only its requester, in the company it was asked for, reads it; to anyone else it does not exist. */
    async status(actor: { organizationId: string; userId: string }, id: string): Promise<ProntoStatus> {
      const job = await jobs.find<ProntoJob, ProntoResult>(PRONTO_QUEUE, id);
      if (!job || job.payload.userId !== actor.userId || job.payload.organizationId !== actor.organizationId)
        throw notFound();
      const base = { id, versionId: job.payload.versionId, tenant: job.payload.tenant };
      const output = job.output;
      if (job.state === 'completed' && output && 'deployment' in output)
        return { ...base, status: 'DEPLOYED', message: null, deployment: output.deployment };
      if (job.state === 'completed' && output && 'refused' in output)
        return { ...base, status: 'FAILED', message: output.refused, deployment: null };
      const status = statusOf[job.state];
      return {
        ...base,
        status,
        message: status === 'FAILED' ? 'The deploy could not be completed. Try again.' : null,
        deployment: null,
      };
    },
  };
}

export type ProntoDeploys = ReturnType<typeof prontoDeploys>;
