import {
  type Deployment,
  type Environment,
  lifecycleTransition,
  limitReachedMessage,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { AppDirectory } from '../apps/apps.port.ts';
import type { EntitlementLimits } from '../entitlements/entitlements.port.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { DeployRepository } from './deploy.repository.ts';

type Actor = { userId: string; organizationId: string };
type DeploymentRow = Awaited<ReturnType<DeployRepository['list']>>[number];

const toDeployment = (row: DeploymentRow): Deployment => ({
  ...row,
  environment: row.environment,
  deployedAt: row.deployedAt.toISOString(),
});

/**
 * Deploy and the registry (SPEC.md 7 under /aos): which version of an app runs in which tenant. The
 * lifecycle's state machine (packages/contracts) decides whether a version may go to an environment.
 */
export function deployService(deps: {
  repo: DeployRepository;
  apps: AppDirectory;
  tenants: TenantsService;
  entitlements: EntitlementLimits;
  /** The company's audit trail; absent in tools that build the service alone. */
  audit?: AuditLog;
}) {
  const { repo, apps, tenants } = deps;
  return {
    async deploy(actor: Actor, request: { versionId: string; tenant: string; environment: Environment }) {
      // The company's own version, or the one a licence in force grants it (another version of a licensed
      // app, or any version without such a licence, is missing to it).
      const own = await apps.versionOf(actor.organizationId, request.versionId);
      const owned = own ?? (await apps.grantedVersionOf(actor.organizationId, request.versionId));
      if (!owned) throw new HttpError('not_found', 'Version not found.');
      const isLicensed = own === null;
      // The tenant first: a name the company does not have, or of another environment, is a bad request
      // whatever the version's stage; then the state machine's 409.
      const tenant = await tenants.byName(actor.organizationId, request.tenant);
      if (!tenant) throw new HttpError('not_found', 'Tenant not found.');
      if (tenant.environment !== request.environment)
        throw new HttpError(
          'bad_request',
          `Tenant ${tenant.name} is for ${tenant.environment}, not ${request.environment}.`,
        );
      const result = lifecycleTransition(owned.state, { type: 'deploy', environment: request.environment });
      if (!result.ok) throw new HttpError('conflict', result.reason);
      const [replaced] = await repo.list(actor.organizationId, {
        tenant: request.tenant,
        referenceId: owned.app.referenceId,
      });
      // An Extend app in Production counts against the company's entitlement (SPEC.md 8).
      const limit =
        request.environment === 'Production' && owned.app.type === 'EXTEND'
          ? await deps.entitlements.limit(actor.organizationId, 'productionExtendApps')
          : null;
      const id = await repo.upsert(
        {
          appId: owned.app.id,
          versionId: owned.version.id,
          organizationId: actor.organizationId,
          tenant: request.tenant,
          environment: request.environment,
          deployedBy: actor.userId,
        },
        limit === null ? undefined : { organizationId: actor.organizationId, limit },
      );
      if (id === null)
        throw new HttpError('conflict', limitReachedMessage('productionExtendApps', limit ?? 0));
      const [row] = await repo.list(actor.organizationId, { id });
      const deployed = toDeployment(row!);
      await deps.audit?.({
        organizationId: actor.organizationId,
        userId: actor.userId,
        action: 'apps.deploy',
        target: owned.app.referenceId,
        appId: owned.app.id,
        message: `Deployed ${isLicensed ? `licensed app ${owned.app.name} of ${owned.app.organizationName}` : `app ${owned.app.name}`} (${owned.app.referenceId}) version ${deployed.version} to tenant ${tenant.name}`,
        before: { tenant: tenant.name, version: replaced?.version ?? null },
        after: { tenant: tenant.name, version: deployed.version },
      });
      return deployed;
    },

    /** Deploy tracking (issue 17 item 5): an app's deploys over time, kept after a redeploy. */
    async history(organizationId: string, filter: { referenceId: string; tenant?: string | undefined }) {
      const rows = await repo.history(organizationId, filter);
      return { data: rows.map((row) => ({ ...row, deployedAt: row.deployedAt.toISOString() })) };
    },

    async installations(
      organizationId: string,
      query: { tenant?: string | undefined; offset: number; limit: number },
    ) {
      const { total, rows } = await repo.page(organizationId, query);
      return { total, data: rows.map(toDeployment) };
    },

    async registry(
      organizationId: string,
      filter: { tenant?: string | undefined; referenceId?: string | undefined },
    ) {
      const rows = await repo.list(organizationId, {
        ...(filter.tenant ? { tenant: filter.tenant } : {}),
        ...(filter.referenceId ? { referenceId: filter.referenceId } : {}),
      });
      return { data: rows.map(toDeployment) };
    },
  };
}

export type DeployService = ReturnType<typeof deployService>;
